/** The organization settings' Domains section: its container, for the settings widget to list. */
export { DomainsSection, type DomainsSectionProps } from './views/DomainsSection';
