/**
 * Stytch's pre-built UI (@stytch/vanilla-js), the seed system time-to-input is compared with. It is
 * no dependency of ours: installed from the registry on demand into a folder of its own under
 * .portico/, then bundled as a host would bundle it (the same esbuild settings as our probes).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleHost, root } from './build';

export const STYTCH_PACKAGE = '@stytch/vanilla-js@6.3.0';
const dir = path.join(root, '.portico/bench-stytch');

// The harness's entry (../shared/bench-peers/entries/stytch.js): email magic links only, offline.
const ENTRY = `import { createStytchClient, StytchUI, Products } from '@stytch/vanilla-js';
const client = createStytchClient('public-token-test-00000000-0000-0000-0000-000000000000');
customElements.define('stytch-ui', StytchUI);
const el = document.createElement('stytch-ui');
document.getElementById('login').appendChild(el);
el.render({ client, config: { products: [Products.emailMagicLinks], emailMagicLinksOptions: {} } });
`;

/** The bundled page's folder; throws, saying why, when it cannot be made (no registry, a failed install). */
export async function buildStytchPage(): Promise<string> {
  try {
    if (!existsSync(path.join(dir, 'node_modules/@stytch/vanilla-js/package.json'))) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), '{ "name": "bench-stytch", "private": true }\n');
      execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', STYTCH_PACKAGE], { cwd: dir, stdio: 'pipe', timeout: 180_000 });
    }
    writeFileSync(path.join(dir, 'stytch.js'), ENTRY);
    const outDir = path.join(dir, 'out');
    await bundleHost({ name: 'stytch', entry: path.join(dir, 'stytch.js'), outDir });
    return outDir;
  } catch (error) {
    throw new Error(`${STYTCH_PACKAGE} could not be installed or bundled in ${dir}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}
