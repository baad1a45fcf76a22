/**
 * `npm run start:better-auth`: the playground against a local Better Auth server (server/dev:
 * Better Auth 1.7.6 + portico(), SQLite, an outbox page), offline, on one origin. Social sign-in
 * and One Tap go to an in-memory emulator's emulated providers (a second port, picked free), and so
 * do organizations' enterprise sign-in (its OIDC and SAML identity providers) and domain proofs (its
 * DNS server: publish a domain's TXT record there, as at a DNS host).
 * Env: PORT (default 8788, so `npm start`'s emulator can run beside it), PORTICO_DB (a database
 * file; default in memory).
 */
import { startBetterAuthWithDemo } from './demo/withBetterAuth';

const port = Number(process.env.PORT ?? 8788);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

try {
  const server = await startBetterAuthWithDemo({ port, socialEmulator: true, organizations: true, sso: true, domains: true, demo: 'dev', ...(process.env.PORTICO_DB ? { dbFile: process.env.PORTICO_DB } : {}) });
  console.log(`Portico playground on Better Auth at ${server.url}`);
  console.log(`Better Auth API: ${server.authUrl}`);
  console.log(`Outbox (emails and text messages sent): ${server.url}/outbox`);
  if (server.emulator) {
    console.log(`Social providers and One Tap (emulated, through genericOAuth and oneTap): ${server.emulator.url}/oauth/emulated/<provider>`);
    console.log(`Organization settings: ${server.url}/demo/organization.html; an enterprise OIDC issuer: ${server.emulator.url}/sso/emulated/oidc/<tenant>`);
    console.log(`A domain's TXT record, published as at a DNS host: POST ${server.emulator.url}/emulator/dns/records {"name","value"} (GET lists them)`);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`Port ${port} is in use; set PORT to another one.`);
  else console.error(error);
  process.exit(1);
}
