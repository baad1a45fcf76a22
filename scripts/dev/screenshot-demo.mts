// Dev aid: screenshots of the demo (dark playground, outbox) in /tmp, for a look at what a person sees.
import { playground, startStack } from '../../tests/e2e/harness';
const stack = await startStack();
const { page } = await stack.newPage();
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(playground(stack.url, { products: ['emailMagicLinks', 'otp', 'passwords'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } }) + '&theme=dark');
await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/demo-dark.png' });
await page.goto(`${stack.url}/outbox`);
await page.screenshot({ path: '/tmp/outbox.png' });
await stack.close();
