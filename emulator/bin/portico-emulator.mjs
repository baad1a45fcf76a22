#!/usr/bin/env node
// `npx portico-emulator`: the emulator and its outbox page, without this repository's demo pages.
// The compiled emulator (dist/, `npm run build`), on plain Node.
import { run } from '../dist/main.js';

run();
