/**
 * portico-server as a library: the production server `npx portico-server` runs (docs/deploy.md),
 * its settings and its Better Auth options. The Better Auth plugin itself is portico-better-auth,
 * which this package depends on; a host that only needs `portico()` installs that one.
 */
export { main } from './production/main';
export { startProductionServer, openStores } from './production/server';
export { loadConfig, ConfigError, type ServerConfig } from './production/config';
export { authOptions, createAuth, pendingMigrations, runAuthMigrations, CLIENT_IP_HEADER, type ProductionAuthOptions } from './production/auth';
export { sharedAuthOptions, type PorticoMessage, type SharedAuthOptions } from './authOptions';
