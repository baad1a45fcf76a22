#!/usr/bin/env node
// `npx portico-server [serve|migrate|check]`: the compiled server (dist/, `npm run build`), on plain Node.
import { main } from '../dist/main.js';

process.exit(await main(process.argv.slice(2)));
