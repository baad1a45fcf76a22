/**
 * `portico-server [serve|migrate|check]`: the command line. A configuration problem prints the
 * setting's name and exits 1 (no stack trace); SIGTERM and SIGINT stop gracefully.
 */
import { ConfigError, loadConfig } from './config';
import { createLog, logFormat } from './log';

const HELP = `portico-server: Better Auth + Portico's plugin, ready to run.

Usage: portico-server [serve|dev|migrate|check]
  serve     (default) start the server in production mode; on SQLite it creates its tables
  dev       start it in development mode: loopback only, emails to /outbox.json, a random secret
            kept beside the SQLite file (also: --dev with migrate or check)
  migrate   create or update the tables (idempotent; run it before serving on PostgreSQL)
  check     validate the settings and exit

Settings: ./portico.config.json (or PORTICO_CONFIG) and the environment:
  PORTICO_MODE=production (default)|development, PORTICO_SECRET (random, 32+ chars, required in production),
  PORTICO_PUBLIC_URL, PORTICO_TRUSTED_ORIGINS (the pages' origins, comma-separated), PORT, HOST,
  DATABASE_URL (postgres://; SQLite file PORTICO_SQLITE_FILE otherwise), REDIS_URL,
  SMTP_URL (smtp://user:pass@host:port), PORTICO_EMAIL_FROM, PORTICO_TRUSTED_PROXIES,
  PORTICO_LOG_FORMAT (json|text), PORTICO_METRICS_TOKEN, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN,
  SMS_WEBHOOK_SECRET. See docs/deploy.md.`;

export async function main(argv: string[]): Promise<number> {
  const development = argv[0] === 'dev' || argv.includes('--dev');
  const words = argv.filter((a) => a !== '--dev');
  const command = words[0] === 'dev' ? 'serve' : (words[0] ?? 'serve');
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(HELP);
    return 0;
  }
  if (!['serve', 'migrate', 'check'].includes(command)) {
    console.error(`portico-server: unknown command "${command}"\n\n${HELP}`);
    return 2;
  }
  try {
    const config = loadConfig(process.env, process.cwd(), { development });
    const log = createLog(config.logFormat ?? logFormat(), { pid: process.pid });
    if (command === 'check') {
      console.log(`portico-server: settings are valid (${config.mode} mode)`);
      return 0;
    }
    // Imported only past the settings: a refusal or `check` loads no Better Auth or database driver,
    // so a deploy's `portico-server check` costs about 0.5 CPU-s, not 2.3.
    const { openStores, startProductionServer } = await import('./server');
    if (command === 'migrate') {
      const stores = openStores(config, log);
      try {
        await stores.check();
        await stores.migrate();
      } finally {
        await stores.close();
      }
      log({ msg: 'migrated', database: stores.database.kind });
      return 0;
    }
    const server = await startProductionServer(config, log);
    await new Promise<void>((resolve) => {
      const stop = (signal: string) => {
        log({ msg: 'stopping', signal });
        void server.close().then(resolve);
      };
      process.once('SIGTERM', () => stop('SIGTERM'));
      process.once('SIGINT', () => stop('SIGINT'));
    });
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`portico-server: ${problem.setting}: ${problem.message}`);
      return 1;
    }
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === '28P01' || e.code === '3D000') {
      console.error(`portico-server: DATABASE_URL/REDIS_URL: cannot connect (${e.code}: ${e.message})`);
      return 1;
    }
    console.error('portico-server: failed to start:', e);
    return 1;
  }
}
