export { readDomain } from './domainRules';
export { useDomains, type DomainsArgs, type DomainsViewModel } from './useDomains';
