/**
 * The custom elements in a page without a bundler. The packed package (`npm pack`) is
 * served as a static site would serve node_modules; each page loads `dist/standalone/` (Preact, no
 * React) with one `<script type="module">`. Against the emulator in Chromium, a person signs in by
 * magic link, SMS code, password, passkey and a test wallet through `<portico-login>`; the host
 * hears the events, changes attributes at run time, removes and re-adds the element; axe checks
 * each screen inside the shadow root; hostile host CSS, `!important` included, changes no pixel.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary, root } from '../../scripts/size/build';
import { latestMessage, startStack, type Stack } from './harness';
import { packPortico, serveStatic, unpackInto } from './staticHost';
import { FRAMEWORK_HOSTS } from './hosts/elements/frameworks';
import { STATIC_PAGES } from './hosts/elements/static';
import { installTestMetaMask } from './testWallets';

const work = path.join(root, '.portico/elements-hosts');
const STRONG = 'violet-Harbor-lantern-42';

let stack: Stack;
let server: Server;
let origin: string;
const hostServers: Server[] = [];
const hostOrigins = {} as Record<keyof typeof FRAMEWORK_HOSTS, string>;

beforeAll(async () => {
  await buildLibrary();
  rmSync(work, { recursive: true, force: true });
  const site = path.join(work, 'static');
  mkdirSync(path.join(site, 'portico'), { recursive: true });
  const tarball = packPortico(work);
  unpackInto(tarball, path.join(site, 'portico'));
  stack = await startStack();
  const token = stack.emulator.ctx.config.public_token;
  for (const [name, html] of Object.entries(STATIC_PAGES)) {
    writeFileSync(path.join(site, name), html.replaceAll('EMULATOR', stack.url).replaceAll('TOKEN', token));
  }
  server = await serveStatic(site);
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  // The Vue and Svelte hosts: Vite builds each from its own files and the unpacked package; Vite,
  // the framework and its plugin resolve from the repository's node_modules, as hoisted.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
  for (const [host, files] of Object.entries(FRAMEWORK_HOSTS) as Array<[keyof typeof FRAMEWORK_HOSTS, Record<string, string>]>) {
    const dir = path.join(work, host);
    mkdirSync(path.join(dir, 'node_modules/portico'), { recursive: true });
    unpackInto(tarball, path.join(dir, 'node_modules/portico'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text.replaceAll('EMULATOR', stack.url).replaceAll('TOKEN', token));
    }
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: dir, env, stdio: 'inherit' });
    // The magic link's redirect page, beside the app on its origin (the link's PKCE verifier is
    // stored there): the static one, with the standalone build it loads.
    writeFileSync(path.join(dir, 'dist/authenticate.html'), STATIC_PAGES['authenticate.html']!.replaceAll('EMULATOR', stack.url).replaceAll('TOKEN', token));
    cpSync(path.join(dir, 'node_modules/portico/dist/standalone'), path.join(dir, 'dist/portico/dist/standalone'), { recursive: true });
    const hostServer = await serveStatic(path.join(dir, 'dist'));
    hostServers.push(hostServer);
    hostOrigins[host] = `http://localhost:${(hostServer.address() as AddressInfo).port}`;
  }
}, 300_000);
afterAll(async () => {
  hostServers.forEach((hostServer) => hostServer.close());
  server?.close();
  await stack?.close();
});

/** The page, with every uncaught error and console error kept: a test ends by expecting none. */
async function open(config?: object, file = 'index.html', at = origin) {
  const { page, context } = await stack.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) problems.push(message.text());
  });
  await page.goto(`${at}/${file}${config ? `?config=${encodeURIComponent(JSON.stringify(config))}` : ''}`);
  return { page, context, problems };
}

const events = (page: Page) => page.getByTestId('events').innerText();

/** axe on what the element shows (its shadow root included): the violations' rule ids. */
async function axe(page: Page, selector = 'portico-login'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: path.join(root, 'node_modules/axe-core/axe.min.js') });
  return page.evaluate(async (target) => {
    const run = (window as unknown as { axe: { run(context: Element): Promise<{ violations: Array<{ id: string }> }> } }).axe.run;
    return (await run(document.querySelector(target)!)).violations.map((violation) => violation.id);
  }, selector);
}

const magicLinks = (at = origin) => ({
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: `${at}/authenticate.html`, signupRedirectURL: `${at}/authenticate.html` },
});

async function signInByMagicLink(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const link = (await latestMessage(stack.url, email)).links.find((href) => href.includes('stytch_token_type=magic_links'));
  expect(link).toContain(`${origin}/authenticate.html`);
  await page.goto(link!);
  await page.getByText(`Signed in as ${email}`).waitFor();
}

describe('<portico-login> on a static page (dist/standalone, Preact)', () => {
  it('downloads no React', async () => {
    const { page, context, problems } = await open(magicLinks());
    const scripts: string[] = [];
    page.on('response', (res) => res.url().endsWith('.js') && scripts.push(res.url()));
    await page.reload();
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    const code = await Promise.all(scripts.map((url) => fetch(url).then((res) => res.text())));
    // React 19's builds link their error codes to react.dev; Preact's never do.
    expect(scripts.length).toBeGreaterThan(0);
    expect(code.filter((text) => text.includes('react.dev/errors'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('magic link: the host hears the event, and its redirect page signs the person in; axe finds nothing on either screen', async () => {
    const { page, context, problems } = await open(magicLinks());
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Email' }).fill('el-ada@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await expect.poll(() => events(page)).toContain('MagicLinkLoginOrCreateEvent');
    const link = (await latestMessage(stack.url, 'el-ada@example.com')).links.find((href) => href.includes('stytch_token_type=magic_links'));
    await page.goto(link!);
    await page.getByText('Signed in as el-ada@example.com').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('SMS code: the code from the outbox signs in; AuthenticateFlowComplete reaches the document', async () => {
    const { page, context, problems } = await open({ products: ['otp'], otpOptions: { methods: ['sms'] } });
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially('2025550177');
    await expect.poll(() => phone.inputValue()).toBe('(202) 555-0177');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    expect(await axe(page)).toEqual([]);
    const sms = await latestMessage(stack.url, '+12025550177');
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(sms.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await expect.poll(() => events(page)).toContain('OTPsLoginOrCreateEvent\nAuthenticateFlowComplete');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('password: a strong password creates the account; a wrong one is a portico-error with the server words', async () => {
    const { page, context, problems } = await open({ products: ['passwords'] });
    await page.getByRole('textbox', { name: 'Email' }).fill('el-lin@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();

    const again = await open({ products: ['passwords'] });
    await again.page.getByRole('textbox', { name: 'Email' }).fill('el-lin@example.com');
    await again.page.getByRole('button', { name: 'Continue with email' }).click();
    await again.page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await again.page.getByLabel('Password', { exact: true }).fill('not-the-Password-99');
    await again.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await again.page.getByText('Unauthorized credentials.').first().waitFor();
    await expect.poll(() => events(again.page)).toContain('error: ');
    await again.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('passkey: <portico-passkey-registration> creates one after a magic link, and <portico-login> signs in with it', async () => {
    const { page, context, problems } = await open(magicLinks());
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await signInByMagicLink(page, 'el-pat@example.com');
    await page.goto(`${origin}/passkeys.html`);
    await page.getByRole('heading', { name: 'Set up a new Passkey' }).waitFor();
    expect(await axe(page, 'portico-passkey-registration')).toEqual([]);
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await page.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect.poll(() => events(page)).toContain('PasskeyDone');

    // Signed out (a new session store), same device: the passkey signs in.
    await page.evaluate(() => {
      localStorage.clear();
      document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`));
    });
    await page.goto(`${origin}/index.html?config=${encodeURIComponent(JSON.stringify({ products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } }))}`);
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect.poll(() => events(page)).toContain('PasskeyAuthenticate\nAuthenticateFlowComplete');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('wallet: a MetaMask-like test wallet signs in', async () => {
    const { page, context, problems } = await open();
    await installTestMetaMask(page);
    await page.goto(`${origin}/index.html?config=${encodeURIComponent(JSON.stringify({ products: ['crypto', 'emailMagicLinks'] }))}`);
    await page.getByRole('button', { name: 'MetaMask' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText('You are signed in with your wallet.').waitFor();
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('attributes changed at run time show at once, and properties and attributes stay in step', async () => {
    const { page, context, problems } = await open();
    const login = page.locator('portico-login');
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await login.evaluate((el) => el.setAttribute('lang', 'fr'));
    await page.getByRole('heading', { name: 'Inscrivez-vous ou connectez-vous' }).waitFor();
    await login.evaluate((el) => el.removeAttribute('lang'));
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();

    await login.evaluate((el) => el.setAttribute('products', 'crypto emailMagicLinks'));
    await page.getByRole('button', { name: 'Set up a new crypto wallet' }).waitFor();
    expect(await login.evaluate((el) => (el as HTMLElementTagNameMap['portico-login']).products)).toEqual(['crypto', 'emailMagicLinks']);
    await login.evaluate((el) => ((el as HTMLElementTagNameMap['portico-login']).products = ['emailMagicLinks']));
    expect(await login.getAttribute('products')).toBe('emailMagicLinks');
    await expect.poll(() => page.getByRole('button', { name: 'Set up a new crypto wallet' }).count()).toBe(0);

    const background = () => page.locator('portico-login [part="card"]').evaluate((card) => getComputedStyle(card).backgroundColor);
    const light = await background();
    await login.evaluate((el) => ((el as HTMLElementTagNameMap['portico-login']).theme = 'dark'));
    expect(await login.getAttribute('theme')).toBe('dark');
    await expect.poll(background).not.toBe(light);
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("theme: the dark and system themes' CSS is a chunk of its own, fetched once when first asked for; system follows the OS", async () => {
    const { page, context, problems } = await open();
    const login = page.locator('portico-login');
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    const themeChunks = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /lazyThemes-[^/]+\.js$/.test(entry.name)).length);
    const background = () => page.locator('portico-login [part="card"]').evaluate((card) => getComputedStyle(card).backgroundColor);
    // tokens/themes.ts: the light card is #FFFFFF, the dark one #14232B.
    expect(await background()).toBe('rgb(255, 255, 255)');
    expect(await themeChunks()).toBe(0);

    await page.emulateMedia({ colorScheme: 'dark' });
    await login.evaluate((el) => el.setAttribute('theme', 'system'));
    await expect.poll(background).toBe('rgb(20, 35, 43)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await login.evaluate((el) => el.setAttribute('theme', 'dark'));
    await expect.poll(background).toBe('rgb(20, 35, 43)');
    await login.evaluate((el) => el.setAttribute('theme', 'light'));
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    expect(await themeChunks()).toBe(1);
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a brand colour reaches the element in light, dark and system: host CSS on the element or around it, and `styles`', async () => {
    const { page, context, problems } = await open();
    const login = page.locator('portico-login');
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    // The primary button's fill, once its colour fade is over, and its label's contrast on it.
    const button = () =>
      page.getByRole('button', { name: 'Continue with email' }).evaluate(async (el) => {
        await Promise.all(el.getAnimations().map((animation) => animation.finished));
        const style = getComputedStyle(el);
        const canvas = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d')!;
        const paint = (colour: string) => {
          canvas.fillStyle = colour;
          canvas.fillRect(0, 0, 1, 1);
          return [...canvas.getImageData(0, 0, 1, 1).data].slice(0, 3);
        };
        const lum = (rgb: number[]) => rgb.map((v) => v / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
        const [fill, label] = [paint(style.backgroundColor), paint(style.color)];
        const [a, b] = [lum(fill), lum(label)];
        return `${fill.join(',')} ${(Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) >= 4.5 ? 'readable' : 'unreadable'}`;
      });
    const host = await page.addStyleTag({ content: '/* the host page */' });
    const hostCss = (css: string) => host.evaluate((el, text) => (el.textContent = text), css);
    for (const [theme, os] of [['light', 'light'], ['dark', 'light'], ['system', 'light'], ['system', 'dark']] as const) {
      await page.emulateMedia({ colorScheme: os });
      await login.evaluate((el, value) => el.setAttribute('theme', value), theme);
      // Around the element (docs/elements.md), then on the element itself, which wins.
      await hostCss('main { --portico-colors-primary: #0b6e4f; }');
      await expect.poll(button, { message: `${theme}, OS ${os}: on main` }).toBe('11,110,79 readable');
      await hostCss('main { --portico-colors-primary: #0b6e4f; } portico-login { --portico-colors-primary: #f0c24b; }');
      await expect.poll(button, { message: `${theme}, OS ${os}: on the element` }).toBe('240,194,75 readable');
      // The property, over host CSS (it is set on the widget's root).
      await login.evaluate((el: HTMLElementTagNameMap['portico-login']) => (el.styles = { colors: { primary: '#7a1f5c' } }));
      await expect.poll(button, { message: `${theme}, OS ${os}: styles` }).toBe('122,31,92 readable');
      await login.evaluate((el: HTMLElementTagNameMap['portico-login']) => (el.styles = undefined));
      await hostCss('');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('`styles` set before the element is defined is applied (it was dropped when the element upgraded)', async () => {
    const { page, context, problems } = await open(undefined, `index.html?styles=${encodeURIComponent(JSON.stringify({ colors: { primary: '#7a1f5c' } }))}`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Continue with email' }).evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(122, 31, 92)');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tabs: the arrow keys move between tabs inside the shadow root', async () => {
    const { page, context, problems } = await open({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'whatsapp'] } });
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toBe('Text');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toBe('WhatsApp');
    await page.keyboard.press('Home');
    await expect.poll(() => page.getByRole('tab', { selected: true }).innerText()).toBe('Email');
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('removed and added again: no error, the widget comes back, and nothing of the old one stays', async () => {
    const { page, context, problems } = await open(magicLinks());
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    for (let round = 0; round < 3; round += 1) {
      await page.evaluate(() => {
        const el = document.querySelector('portico-login')!;
        (window as unknown as { kept: Element }).kept = el;
        el.remove();
      });
      await expect.poll(() => page.evaluate(() => (window as unknown as { kept: Element }).kept.shadowRoot!.querySelector('[data-portico-root]'))).toBeNull();
      await page.evaluate(() => document.querySelector('main')!.prepend((window as unknown as { kept: Element }).kept));
      await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
      expect(await page.evaluate(() => document.querySelector('portico-login')!.shadowRoot!.querySelectorAll('[data-portico-root]').length)).toBe(1);
    }
    // A move within one task keeps the widget as it is: what the person typed stays.
    await page.getByRole('textbox', { name: 'Email' }).fill('moved@example.com');
    await page.evaluate(() => document.body.append(document.querySelector('portico-login')!));
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe('moved@example.com');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("host CSS, !important included, changes no pixel inside; the documented ::part names do reach", async () => {
    const { page, context, problems } = await open();
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill('styled@example.com');
    // Where the element sits (and what shows past the card's rounded corners) is the host's to decide;
    // held still, so only what is inside can change.
    await page.addStyleTag({ content: 'portico-login { position: fixed; top: 0; left: 0; display: block; width: 420px; padding: 4px; background: white; }' });
    const card = page.locator('portico-login [part="card"]');
    const shot = () => card.screenshot({ animations: 'disabled', caret: 'hide' });
    const before = await shot();
    await page.addStyleTag({
      content: `
        main *:not(portico-login) { color: red !important; background: yellow !important; border: 4px solid lime !important; padding: 11px !important; margin: 7px !important; display: inline !important; font-size: 31px !important; }
        portico-login { color: red !important; font: italic 30px serif !important; letter-spacing: 4px !important; line-height: 3 !important; text-transform: uppercase !important; text-align: right !important; word-spacing: 9px !important; visibility: visible !important; }
        h2, input, button, label, p, div, a, form { all: unset !important; color: red !important; }`,
    });
    const after = await shot();
    if (!after.equals(before)) {
      writeFileSync(path.join(work, 'host-css-before.png'), before);
      writeFileSync(path.join(work, 'host-css-after.png'), after);
    }
    expect(after.equals(before)).toBe(true);

    await page.addStyleTag({ content: 'portico-login::part(button-primary) { background: rgb(11, 110, 79); }' });
    await expect
      .poll(() => page.getByRole('button', { name: 'Continue with email' }).evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgb(11, 110, 79)');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each(Object.keys(FRAMEWORK_HOSTS) as Array<keyof typeof FRAMEWORK_HOSTS>)('<portico-login> in a %s host built by Vite from the packed package', (host) => {
  it('SMS code: signs in; the host hears the events; axe finds nothing', async () => {
    const { page, context, problems } = await open({ products: ['otp'], otpOptions: { methods: ['sms'] } }, 'index.html', hostOrigins[host]);
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially('2025550188');
    await expect.poll(() => phone.inputValue()).toBe('(202) 555-0188');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    expect(await axe(page)).toEqual([]);
    const sms = await latestMessage(stack.url, '+12025550188');
    await page.getByRole('textbox', { name: 'One-time passcode' }).pressSequentially(sms.code!);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect.poll(() => events(page)).toBe('OTPsLoginOrCreateEvent\nAuthenticateFlowComplete');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('magic link: the host hears the event, and the link signs the person in', async () => {
    const { page, context, problems } = await open(magicLinks(hostOrigins[host]), 'index.html', hostOrigins[host]);
    const email = `el-${host}@example.com`;
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expect.poll(() => events(page)).toBe('MagicLinkLoginOrCreateEvent');
    const link = (await latestMessage(stack.url, email)).links.find((href) => href.includes('stytch_token_type=magic_links'));
    await page.goto(link!);
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('password: a strong password creates the account through the element', async () => {
    const { page, context, problems } = await open({ products: ['passwords'] }, 'index.html', hostOrigins[host]);
    await page.getByRole('textbox', { name: 'Email' }).fill(`el-pw-${host}@example.com`);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    const submit = page.getByRole('button', { name: 'Continue', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('wallet: a MetaMask-like test wallet signs in through the element', async () => {
    const { page, context, problems } = await open(undefined, 'index.html', hostOrigins[host]);
    await installTestMetaMask(page);
    await page.goto(`${hostOrigins[host]}/index.html?config=${encodeURIComponent(JSON.stringify({ products: ['crypto', 'emailMagicLinks'] }))}`);
    await page.getByRole('button', { name: 'MetaMask' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('passkey: one made on the static page (same rpID, localhost) signs in through this host\'s element', async () => {
    const { page, context, problems } = await open(magicLinks());
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await signInByMagicLink(page, `el-pk-${host}@example.com`);
    await page.goto(`${origin}/passkeys.html`);
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await page.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
    await page.goto(`${hostOrigins[host]}/index.html?config=${encodeURIComponent(JSON.stringify({ products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } }))}`);
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await expect.poll(() => events(page)).toContain('PasskeyAuthenticate\nAuthenticateFlowComplete');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the host's lang binding changes the language at run time; its v-if / {#if} removes and re-adds the element without an error", async () => {
    const { page, context, problems } = await open(undefined, 'index.html', hostOrigins[host]);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Inscrivez-vous ou connectez-vous' }).waitFor();
    for (let round = 0; round < 3; round += 1) {
      await page.getByRole('button', { name: 'Toggle the widget' }).click();
      await expect.poll(() => page.locator('portico-login').count()).toBe(0);
      await page.getByRole('button', { name: 'Toggle the widget' }).click();
      await page.getByRole('heading', { name: 'Inscrivez-vous ou connectez-vous' }).waitFor();
    }
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
