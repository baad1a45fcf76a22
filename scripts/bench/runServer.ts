/** Only portico-server's figures of `npm run bench`: `npx tsx scripts/bench/runServer.ts`. */
import { benchServer } from './server';

await benchServer();
