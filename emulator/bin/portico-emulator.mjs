#!/usr/bin/env node
// `npx portico-emulator`: the emulator and its outbox page, without this repository's demo pages.
// The package ships TypeScript source; tsx compiles it on load, so the bin runs from a packed
// tarball with no build step (as portico-server does).
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../main.ts');
run({ demo: false });
