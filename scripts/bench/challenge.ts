/**
 * The bench's bot-challenge figure (docs/bots.md): what a proof-of-work challenge adds to a send,
 * in Chromium at 1x and 4x CPU. A person types an address at a typist's pace (150 ms a key) and
 * presses Enter; the figure is the time from Enter to the send leaving the page, with the
 * challenge on and off (the difference is what the person waits for), plus the worst case: an
 * address pasted and sent at once, before any solving could start.
 */
import { chromium, type Browser } from 'playwright';
import { startEmulatorWithDemo } from '../demo/withEmulator';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';

interface Sample {
  typed: number;
  pasted: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function sample(browser: Browser, url: string, rate: number, typed: boolean): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const config = { products: ['otp'], otpOptions: { methods: ['email'] } };
  await page.goto(`${url}/demo/index.html?config=${encodeURIComponent(JSON.stringify(config))}`);
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.waitFor();
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/v1/otps/email/login_or_create'), { timeout: 180_000 });
  if (typed) {
    await field.click();
    await page.keyboard.type(email, { delay: 150 });
  } else await field.fill(email); // a paste: nothing has focused the form before it
  const enter = await page.evaluate(() => performance.now());
  await field.press('Enter');
  await sent;
  const left = await page.evaluate(() => performance.now());
  await context.close();
  return left - enter;
}

/** Medians in ms, per CPU rate, with the challenge on and off: `runs` of each, interleaved. */
export async function benchChallenge(runs = 5): Promise<Array<{ rate: number; off: Sample; on: Sample }>> {
  const [plain, guarded] = await Promise.all([
    startEmulatorWithDemo({ port: 0, inMemory: true, quiet: true, demo: 'built' }),
    startEmulatorWithDemo({ port: 0, inMemory: true, quiet: true, demo: 'built', config: { challenge: { kind: 'proof_of_work' } } }),
  ]);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const rate of [1, 4]) {
      const times = { off: { typed: [] as number[], pasted: [] as number[] }, on: { typed: [] as number[], pasted: [] as number[] } };
      for (let i = 0; i < runs; i++) {
        for (const typed of [true, false]) {
          times.off[typed ? 'typed' : 'pasted'].push(await sample(browser, plain.url, rate, typed));
          times.on[typed ? 'typed' : 'pasted'].push(await sample(browser, guarded.url, rate, typed));
        }
      }
      results.push({
        rate,
        off: { typed: median(times.off.typed), pasted: median(times.off.pasted) },
        on: { typed: median(times.on.typed), pasted: median(times.on.pasted) },
      });
    }
    return results;
  } finally {
    await browser.close();
    await Promise.all([plain.close(), guarded.close()]);
  }
}
