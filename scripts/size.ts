/**
 * `npm run size [-- '<config JSON>' …]`: the gzip size of the JavaScript a page downloads to show
 * the Login widget for a config, measured in Chromium against a production build, and what is in it.
 */
import { measureInitialJs, STANDARD_CONFIGS } from './size/measure';

const args = process.argv.slice(2);
const configs = args.length
  ? args.map((raw, i) => ({ name: `config ${i + 1}`, config: JSON.parse(raw) as object }))
  : STANDARD_CONFIGS;

const results = await measureInitialJs(configs);
for (const r of results) {
  console.log(`\n${r.name}: ${JSON.stringify(r.config)}`);
  console.log(`  initial JavaScript: ${(r.gzipBytes / 1024).toFixed(1)} KiB gzip (${(r.rawBytes / 1024).toFixed(1)} KiB raw) in ${r.files.length} files`);
  console.log(`  libphonenumber metadata: ${r.hasPhoneMetadata ? 'yes' : 'no'}; OTP screens: ${r.hasOtpScreens ? 'yes' : 'no'}; password screens: ${r.hasPasswordScreens ? 'yes' : 'no'}`);
  for (const f of r.files) console.log(`    ${f.gzipBytes.toString().padStart(7)} B  ${f.fileName}`);
}
