/**
 * `npm start`: the emulator with the demo's pages on its own origin, compiled on demand by Vite, so
 * a person needs no build step (PORTICO_NO_DEMO=1 serves the API and its outbox page alone). The
 * environment is emulator/main.ts's.
 */
import { run } from '../../emulator/main';
import { startEmulatorWithDemo } from './withEmulator';

run(process.env.PORTICO_NO_DEMO ? undefined : { name: 'emulator and demo', start: (options) => startEmulatorWithDemo({ ...options, demo: 'dev' }) });
