import { describe, expect, it } from 'vitest';
import { CHROMIUM_MISSING, chromiumPath, findChromium, type ChromiumProbe } from '../../scripts/chromium';

const PLAYWRIGHT_CHROME = '/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine with these files, this environment, and Playwright's cache where Playwright says it is. */
const machine = (files: string[], env: Record<string, string> = {}, playwright: string | undefined = PLAYWRIGHT_CHROME): ChromiumProbe => ({
  env,
  exists: (path) => files.includes(path),
  playwrightPath: () => playwright,
});

describe('which Chromium the tests drive', () => {
  it('given CHROMIUM_PATH, uses it before anything else', () => {
    const probe = machine(['/opt/chrome', PLAYWRIGHT_CHROME, '/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/chrome' });
    expect(findChromium(probe)).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
  });

  it('given CHROMIUM_PATH naming a missing file, stops and says so rather than drive another browser', () => {
    const choice = findChromium(machine([PLAYWRIGHT_CHROME, '/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/nothing' }));
    expect(choice.path).toBeNull();
    expect(choice.path === null && choice.problem).toContain('CHROMIUM_PATH is set to "/opt/nothing"');
  });

  it('given a browser from `npx playwright install chromium`, prefers it to Debian\'s', () => {
    expect(findChromium(machine([PLAYWRIGHT_CHROME, '/usr/bin/chromium']))).toEqual({ path: PLAYWRIGHT_CHROME, source: 'playwright' });
  });

  it('given Playwright names a path it has not installed, falls back to /usr/bin/chromium', () => {
    expect(findChromium(machine(['/usr/bin/chromium']))).toEqual({ path: '/usr/bin/chromium', source: 'debian' });
  });

  it('given Playwright has no build for this platform, falls back to /usr/bin/chromium', () => {
    expect(findChromium(machine(['/usr/bin/chromium'], {}, undefined))).toEqual({ path: '/usr/bin/chromium', source: 'debian' });
  });

  it('given an empty CHROMIUM_PATH, treats it as unset', () => {
    expect(findChromium(machine(['/usr/bin/chromium'], { CHROMIUM_PATH: ' ' }))).toEqual({ path: '/usr/bin/chromium', source: 'debian' });
  });

  it('given none, names the three ways to get one in a single message', () => {
    const choice = findChromium(machine([]));
    expect(choice).toEqual({ path: null, problem: CHROMIUM_MISSING });
    expect(CHROMIUM_MISSING).toContain('CHROMIUM_PATH=');
    expect(CHROMIUM_MISSING).toContain('npx playwright install chromium');
    expect(CHROMIUM_MISSING).toContain('apt-get install -y chromium');
    expect(() => chromiumPath(machine([]))).toThrow(CHROMIUM_MISSING);
  });
});
