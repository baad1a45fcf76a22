import { describe, expect, it } from 'vitest';
import type { PorticoConfig } from '../../../src/flows/config';
import { buildMainLayout, CONFIG_ERROR_MESSAGE } from '../../../src/flows/mainLayout';
import { productRegistry, type ProductDefinition } from '../../../src/flows/registry';
import { en } from '../../../src/i18n/en';

const noAutofill = { passkeyAutofill: false };
const autofill = { passkeyAutofill: true };
const google = { providers: [{ type: 'google' }] };
const tabIds = (config: PorticoConfig, capabilities = noAutofill) =>
  buildMainLayout(config, capabilities).tabs.map((tab) => tab.id);

describe('buildMainLayout › tabs (SPEC §2 Main)', () => {
  it('given the default config › shows the magic-link form alone, without tabs', () => {
    const layout = buildMainLayout({}, noAutofill);
    expect(layout).toEqual({
      groups: [{ part: 'form', products: ['emailMagicLinks'] }],
      tabs: [],
      defaultTab: 'email-magic-link',
      showPasskeyButton: false,
    });
  });

  it('given magic links and passwords › the one email tab is the password-email tab', () => {
    const layout = buildMainLayout({ products: ['emailMagicLinks', 'passwords'] }, noAutofill);
    expect(layout.tabs).toEqual([]);
    expect(layout.defaultTab).toBe('password');
  });

  it('given passwords alone › the password-email form', () => {
    expect(buildMainLayout({ products: ['passwords'] }, noAutofill).defaultTab).toBe('password');
  });

  it('given otp with sms and whatsapp › one tab per method in the configured order, labelled Text and WhatsApp', () => {
    const layout = buildMainLayout({ products: ['otp'], otpOptions: { methods: ['whatsapp', 'sms'] } }, noAutofill);
    expect(layout.tabs).toEqual([
      { id: 'whatsapp', labelId: 'main.tab.whatsapp' },
      { id: 'sms', labelId: 'main.tab.sms' },
    ]);
    expect(layout.defaultTab).toBe('whatsapp');
    expect(en[layout.tabs[1]!.labelId]).toBe('Text');
  });

  it('given otp with one method › no tabs', () => {
    const layout = buildMainLayout({ products: ['otp'], otpOptions: { methods: ['sms'] } }, noAutofill);
    expect(layout.tabs).toEqual([]);
    expect(layout.defaultTab).toBe('sms');
  });

  it('given email OTP alone › the email OTP form', () => {
    expect(buildMainLayout({ products: ['otp'], otpOptions: { methods: ['email'] } }, noAutofill).defaultTab).toBe('email-otp');
  });

  it('given magic links then sms › Email then Text, Email first', () => {
    const config: PorticoConfig = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } };
    expect(tabIds(config)).toEqual(['email-magic-link', 'sms']);
    expect(buildMainLayout(config, noAutofill).tabs[0]!.labelId).toBe('main.tab.email');
  });

  it('given otp (sms, email) before passwords › the email OTP tab becomes the password tab, in its place', () => {
    expect(tabIds({ products: ['otp', 'passwords'], otpOptions: { methods: ['sms', 'email'] } })).toEqual(['sms', 'password']);
  });

  it('given magic links, passwords and email OTP › one password-email tab only, no config error', () => {
    const layout = buildMainLayout(
      { products: ['emailMagicLinks', 'passwords', 'otp'], otpOptions: { methods: ['email', 'whatsapp'] } },
      noAutofill,
    );
    expect(layout.configError).toBeUndefined();
    expect(layout.tabs.map((tab) => tab.id)).toEqual(['password', 'whatsapp']);
  });

  it('given otp with no methods › no form at all', () => {
    const layout = buildMainLayout({ products: ['otp'], otpOptions: { methods: [] } }, noAutofill);
    expect(layout.groups).toEqual([]);
    expect(layout.defaultTab).toBeNull();
  });
});

describe('buildMainLayout › groups', () => {
  it('orders social, crypto, then the form, whatever the config order', () => {
    const layout = buildMainLayout({ products: ['emailMagicLinks', 'crypto', 'oauth'], oauthOptions: google }, noAutofill);
    expect(layout.groups.map((group) => group.part)).toEqual(['social', 'crypto', 'form']);
  });

  it('groups all form products in one part, in config order', () => {
    const layout = buildMainLayout({ products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms'] } }, noAutofill);
    expect(layout.groups).toEqual([{ part: 'form', products: ['otp', 'emailMagicLinks'] }]);
  });

  it('leaves out oauth when it has no providers', () => {
    const layout = buildMainLayout({ products: ['oauth', 'emailMagicLinks'] }, noAutofill);
    expect(layout.groups.map((group) => group.part)).toEqual(['form']);
  });

  it('gives oauth alone a social part and no form', () => {
    const layout = buildMainLayout({ products: ['oauth'], oauthOptions: google }, noAutofill);
    expect(layout.groups).toEqual([{ part: 'social', products: ['oauth'] }]);
    expect(layout.defaultTab).toBeNull();
  });
});

describe('buildMainLayout › passkeys', () => {
  it('given passkeys and an email form without autofill › shows the Login with a Passkey button', () => {
    const layout = buildMainLayout({ products: ['emailMagicLinks', 'passkeys'] }, noAutofill);
    expect(layout.showPasskeyButton).toBe(true);
    expect(layout.groups.map((group) => group.part)).toEqual(['form', 'passkey']);
  });

  it('given passkeys, an email form and autofill › no button (the email field offers passkeys)', () => {
    const layout = buildMainLayout({ products: ['emailMagicLinks', 'passkeys'] }, autofill);
    expect(layout.showPasskeyButton).toBe(false);
    expect(layout.groups.map((group) => group.part)).toEqual(['form']);
  });

  it('given passkeys with phone only and autofill › the button shows (no email form to autofill)', () => {
    const layout = buildMainLayout({ products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } }, autofill);
    expect(layout.showPasskeyButton).toBe(true);
  });

  it('given passkeys with social sign-in and autofill › the button shows', () => {
    expect(buildMainLayout({ products: ['oauth', 'passkeys'], oauthOptions: google }, autofill).showPasskeyButton).toBe(true);
  });

  it('given no passkeys › never the button', () => {
    expect(buildMainLayout({ products: ['passwords'] }, noAutofill).showPasskeyButton).toBe(false);
  });
});

describe('buildMainLayout › config errors', () => {
  it.each([[['passkeys']], [['passkeys', 'passkeys']]] as const)('given only passkeys %j › passkeys_only', (products) => {
    const layout = buildMainLayout({ products: [...products] }, noAutofill);
    expect(layout).toEqual({ configError: 'passkeys_only', groups: [], tabs: [], defaultTab: null, showPasskeyButton: false });
    expect(en[CONFIG_ERROR_MESSAGE.passkeys_only]).toBe(
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
  });

  it('given magic links and email OTP without passwords › eml_and_email_otp', () => {
    const layout = buildMainLayout({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'email'] } }, noAutofill);
    expect(layout.configError).toBe('eml_and_email_otp');
    expect(layout.groups).toEqual([]);
    expect(en[CONFIG_ERROR_MESSAGE.eml_and_email_otp]).toBe('Error: Cannot use both EML and Email OTP');
  });

  it('given magic links and phone-only OTP › no error', () => {
    expect(buildMainLayout({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } }, noAutofill).configError).toBeUndefined();
  });

  it('given magic links and email OTP with passwords › no error (both are the password tab)', () => {
    const config: PorticoConfig = { products: ['emailMagicLinks', 'otp', 'passwords'], otpOptions: { methods: ['email'] } };
    expect(buildMainLayout(config, noAutofill).configError).toBeUndefined();
  });
});

describe('product registry', () => {
  it('lets a new product plug in by adding an entry, without touching Main', () => {
    const walletless: ProductDefinition = { id: 'crypto', mainPart: 'social', screens: [], showsOnMain: () => true };
    const registry = [...productRegistry.filter((product) => product.id !== 'crypto'), walletless];
    const layout = buildMainLayout({ products: ['crypto', 'emailMagicLinks'] }, noAutofill, registry);
    expect(layout.groups.map((group) => group.part)).toEqual(['social', 'form']);
  });

  it('loads the code of a configured product on demand', async () => {
    const magicLink = productRegistry.find((product) => product.id === 'emailMagicLinks')!;
    const module = (await magicLink.load!()) as Record<string, unknown>;
    expect(typeof module.useMagicLinkFlow).toBe('function');
  });

  it('names every screen of a product once', () => {
    const screens = productRegistry.flatMap((product) => product.screens);
    expect(new Set(screens).size).toBe(screens.length);
  });
});
