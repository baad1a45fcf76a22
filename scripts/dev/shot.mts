import { startStack } from '../../tests/e2e/harness';
const stack = await startStack();
const { page } = await stack.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(`${stack.url}/demo/index.html`);
await page.waitForTimeout(6000);
await page.screenshot({ path: '/tmp/playground.png' });
await stack.close();
