#!/usr/bin/env node
// The package ships TypeScript source (as its `exports` do); tsx compiles it on load, so the bin
// runs from a packed tarball with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/production/main.ts');
process.exit(await main(process.argv.slice(2)));
