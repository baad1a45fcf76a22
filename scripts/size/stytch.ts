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

/** A config of Stytch's UI in our terms: its products (Stytch's names, which are ours), and its presentation. */
export interface StytchSetup {
  products: Array<'emailMagicLinks' | 'oauth' | 'otp' | 'passwords' | 'passkeys' | 'crypto'>;
  oauthProviders?: Array<{ type: string; one_tap?: boolean }>;
  otpMethods?: string[];
  /** The logo's URL (Stytch's `presentation.options.logo`). */
  logo?: string;
  /** Stytch's own dark theme (`defaultDarkTheme`). */
  dark?: boolean;
}

export const STYTCH_EMAIL_ONLY: StytchSetup = { products: ['emailMagicLinks'] };

/**
 * The host's code, as the harness's entry (../shared/bench-peers/entries/stytch.js) writes it, in
 * this config; offline, with the test public token. Each product's options are Stytch's required ones.
 */
export function stytchEntry(setup: StytchSetup): string {
  const config: string[] = [`products: [${setup.products.map((p) => `Products.${p}`).join(', ')}]`];
  if (setup.products.includes('emailMagicLinks')) config.push('emailMagicLinksOptions: {}');
  if (setup.products.includes('oauth')) config.push(`oauthOptions: { providers: ${JSON.stringify(setup.oauthProviders ?? [])} }`);
  if (setup.products.includes('otp')) config.push(`otpOptions: { methods: ${JSON.stringify(setup.otpMethods ?? [])}, expirationMinutes: 10 }`);
  const presentation: string[] = [];
  if (setup.dark) presentation.push('theme: defaultDarkTheme');
  if (setup.logo) presentation.push(`options: { logo: { url: ${JSON.stringify(setup.logo)}, alt: 'Bench' } }`);
  return `import { createStytchClient, StytchUI, Products${setup.dark ? ', defaultDarkTheme' : ''} } from '@stytch/vanilla-js';
const client = createStytchClient('public-token-test-00000000-0000-0000-0000-000000000000');
customElements.define('stytch-ui', StytchUI);
const el = document.createElement('stytch-ui');
document.getElementById('login').appendChild(el);
el.render({ client, config: { ${config.join(', ')} }${presentation.length ? `, presentation: { ${presentation.join(', ')} }` : ''} });
`;
}

/** Installs the package once (npm, into .portico/bench-stytch); throws, saying why, when it cannot. */
export function installStytch(): string {
  try {
    if (!existsSync(path.join(dir, 'node_modules/@stytch/vanilla-js/package.json'))) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), '{ "name": "bench-stytch", "private": true }\n');
      execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', STYTCH_PACKAGE], { cwd: dir, stdio: 'pipe', timeout: 180_000 });
    }
    return dir;
  } catch (error) {
    throw new Error(`${STYTCH_PACKAGE} could not be installed in ${dir}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}

/** The bundled page's folder (`outDir`, by default .portico/bench-stytch/out); throws, saying why, when it cannot be made. */
export async function buildStytchPage(setup: StytchSetup = STYTCH_EMAIL_ONLY, outDir = path.join(dir, 'out'), name = 'stytch'): Promise<string> {
  installStytch();
  try {
    const entry = path.join(dir, `${name}.js`);
    writeFileSync(entry, stytchEntry(setup));
    const metafile = await bundleHost({ name, entry, outDir });
    writeFileSync(path.join(outDir, 'meta.json'), JSON.stringify(metafile));
    return outDir;
  } catch (error) {
    throw new Error(`${STYTCH_PACKAGE} could not be bundled in ${dir}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}
