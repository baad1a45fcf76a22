/**
 * `npm run size [-- '<config JSON>' …]`: builds dist/, bundles it as a host would (esbuild, code
 * splitting), and prints per config the gzip size of the JavaScript Chromium downloads before the
 * Login widget shows, then the size of everything the Login widget can load.
 */
import { buildHost } from './size/build';
import { ELEMENTS_EMAIL_ONLY_BUDGET, measureElementsInitial, measureElementsWhole } from './size/elements';
import { BUDGETS, kib, measureInitialJs, measureWholeLogin, STANDARD_CONFIGS } from './size/measure';
import { PRODUCT_BUDGETS, WHOLE_LOGIN_PRODUCTS } from './size/products';

const args = process.argv.slice(2).filter((arg) => arg !== '--verbose');
const verbose = process.argv.includes('--verbose');
const configs = args.length
  ? args.map((raw, i) => ({ name: `config ${i + 1}`, config: JSON.parse(raw) as object }))
  : STANDARD_CONFIGS;

const builds = await buildHost();
const results = await measureInitialJs(configs, builds);
const whole = measureWholeLogin(builds);
const f = (bytes: number) => `${kib(bytes).toFixed(1)} KiB`;

console.log('\nJavaScript (gzip) Chromium fetches: first download (the entry and its static imports, before the mount runs) and at load (until Main shows and the network is quiet, React included):\n');
console.log('| config | first download | at load | raw at load | files at load | phone library |');
console.log('|---|---:|---:|---:|---:|---|');
for (const r of results) {
  console.log(`| ${r.name} | ${f(r.firstDownload.gzipBytes)} | ${f(r.gzipBytes)} | ${f(r.rawBytes)} | ${r.files.length} | ${r.hasPhoneMetadata ? 'yes' : 'no'} |`);
}
console.log(
  `\nBudgets, email magic links only: first download ≤ ${BUDGETS.emailOnlyFirstDownload} KiB (no framework: the widget, Preact's build, comes after it);` +
    ` at load ≤ ${BUDGETS.emailOnlyInitial} KiB (≤ ${BUDGETS.emailOnlyInitialBetterAuth} KiB on Better Auth, below).`,
);

// The same pages with createBetterAuthClient (portico/better-auth) instead of createHttpClient.
const onBetterAuth = await measureInitialJs(configs, builds, 'portico-better-auth');
console.log('\nThe same, with createBetterAuthClient (portico/better-auth):\n');
console.log('| config | first download | at load | raw at load | files at load |');
console.log('|---|---:|---:|---:|---:|');
for (const r of onBetterAuth) console.log(`| ${r.name} | ${f(r.firstDownload.gzipBytes)} | ${f(r.gzipBytes)} | ${f(r.rawBytes)} | ${r.files.length} |`);
const preactWhole = measureWholeLogin(builds, 'portico');
console.log(
  `\nThe whole Login widget (${WHOLE_LOGIN_PRODUCTS.join(', ')}) in a React host, every chunk but the phone library and the languages: ${f(whole.gzipBytes)} gzip;` +
    ` React 19 alone ${f(whole.reactGzipBytes)}, so ${f(whole.gzipBytes - whole.reactGzipBytes)} beyond React` +
    ` (budget ≤ ${BUDGETS.allLoginBeyondReact} KiB). Phone library: ${f(whole.phoneFiles.reduce((s, x) => s + x.gzipBytes, 0))}.`,
);
console.log(`The same for mountLogin (its Preact build, Preact and the host's page included): ${f(preactWhole.gzipBytes)}.`);
for (const product of whole.products) {
  const budget = PRODUCT_BUDGETS[product.id];
  console.log(`Product ${product.id}, added since, its own chunks: ${f(product.gzipBytes)} (budget ${budget === undefined ? 'none: add one to PRODUCT_BUDGETS' : `≤ ${budget} KiB`}).`);
}
console.log(
  `\nThe bot challenge (docs/bots.md), downloaded only when the server asks for one, whatever the products: ` +
    `${f(whole.challengeFiles.reduce((s, x) => s + x.gzipBytes, 0))} in ${whole.challengeFiles.length} chunks, beside the Login's; its worker file, dist/challenge-worker.js, is separate.`,
);
console.log(
  `\nEach language, downloaded only when \`lang\` asks for it (budget ≤ ${BUDGETS.eachLocale} KiB each): ` +
    whole.localeFiles.map((file) => `${file.lang} ${f(file.gzipBytes)}`).join(', ') +
    '.',
);
for (const product of whole.products) {
  const own = whole.productLocaleFiles.filter((file) => file.product === product.id);
  if (own.length > 0) console.log(`Product ${product.id}'s text, a chunk per language, downloaded with it in that language: ${own.map((file) => `${file.lang} ${f(file.gzipBytes)}`).join(', ')}.`);
}

if (verbose) {
  for (const r of results) {
    console.log(`\n${r.name}: ${JSON.stringify(r.config)}`);
    for (const file of r.files) console.log(`  ${file.gzipBytes.toString().padStart(7)} B  ${file.fileName}`);
    const ours = [...new Set(r.modules.filter((id) => !id.includes('node_modules/')))].sort();
    const theirs = [...new Set(r.modules.filter((id) => id.includes('node_modules/')).map((id) => id.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')))].sort();
    console.log(`  packages: ${theirs.join(', ')}`);
    console.log(`  our modules (${ours.length}): ${ours.join(', ')}`);
  }
  console.log('\nEvery chunk of the Login widget:');
  for (const file of whole.files) console.log(`  ${file.gzipBytes.toString().padStart(7)} B  ${file.fileName}`);
}

// The custom elements' framework-free build (dist/standalone, Preact), on a static page.
const elements = await measureElementsInitial(configs);
console.log('\n<portico-login> from dist/standalone (Preact, no bundler, the CSS inside): first download, gzip:\n');
console.log('| config | gzip | files |');
console.log('|---|---:|---:|');
for (const r of elements) console.log(`| ${r.name} | ${f(r.gzipBytes)} | ${r.files.length} |`);
console.log(`\nGoal: email magic links only ≤ ${ELEMENTS_EMAIL_ONLY_BUDGET} KiB. Every chunk of the build, but the phone library and the languages: ${f(measureElementsWhole().gzipBytes)}.`);
