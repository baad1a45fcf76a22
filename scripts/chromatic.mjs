// Uploads Storybook to Chromatic for visual review, only when a project token is configured.
// The service is unreachable from our machines: never run this from tests or CI.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing uploaded.');
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { stdio: 'inherit', timeout: 15 * 60 * 1000 },
);
process.exit(result.status ?? 1);
