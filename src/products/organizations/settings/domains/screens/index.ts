/** The Domains section's screens: pure views, props in and callbacks out. */
export { DomainsSettings } from './DomainsSettings';
export { DomainRow, type DomainRowProps } from './DomainRow';
export type { DomainItem, DomainsBusy, DomainsSettingsProps } from './domainTypes';
