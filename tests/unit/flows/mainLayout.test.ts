import { beforeAll, describe, expect, it } from 'vitest';
import { withDefaults } from '../../../src/flows/config';
import { buildMainLayout as buildFromEntries } from '../../../src/flows/mainLayout';
import type { MainCapabilities, ProductDefinition } from '../../../src/flows/products';
import { en } from '../../../src/entries/i18n';
import { loginProducts, type PorticoConfig } from '../../../src/products/registry';
import { loadProducts } from '../../../src/widget/useProducts';

// Main is built from the Login widget's own product modules, downloaded as a configured widget would.
let entries: ProductDefinition[] = [];
beforeAll(async () => {
  entries = await loadProducts(loginProducts, Object.keys(loginProducts));
});

// What a browser with WebAuthn reports, with and without passkey autofill.
const noAutofill: MainCapabilities = { passkeyAutofill: false, webauthn: true };
const autofill: MainCapabilities = { passkeyAutofill: true, webauthn: true };
const google = { providers: [{ type: 'google' }] };
// The configured products' modules in the config's order, as the widget hands them to Main.
const buildMainLayout = (config: PorticoConfig, capabilities: MainCapabilities, registry = entries) => {
  const resolved = withDefaults(config);
  return buildFromEntries(resolved, capabilities, resolved.products.flatMap((id) => registry.filter((product) => product.id === id)));
};
const english = en as Readonly<Record<string, string>>;
const tabIds = (config: PorticoConfig, capabilities = noAutofill) =>
  buildMainLayout(config, capabilities).tabs.map((tab) => tab.id);
const parts = (config: PorticoConfig, capabilities = noAutofill) =>
  buildMainLayout(config, capabilities).groups.map((group) => group.part);

describe('buildMainLayout › tabs (SPEC §2 Main)', () => {
  it('given the default config › shows the magic-link form alone, without tabs', () => {
    const layout = buildMainLayout({}, noAutofill);
    expect(layout).toEqual({
      groups: [{ part: 'form', products: ['emailMagicLinks'] }],
      tabs: [],
      defaultTab: 'email-magic-link',
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
    expect(english[layout.tabs[1]!.labelId]).toBe('Text');
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
  it('given passkeys and an email form without autofill › the passkey part follows the form', () => {
    expect(parts({ products: ['emailMagicLinks', 'passkeys'] })).toEqual(['form', 'passkey']);
  });

  it('given passkeys, an email form and autofill › no passkey part (the email field offers passkeys)', () => {
    expect(parts({ products: ['emailMagicLinks', 'passkeys'] }, autofill)).toEqual(['form']);
  });

  it('given passkeys with phone only and autofill › the passkey part shows (no email form to autofill)', () => {
    expect(parts({ products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } }, autofill)).toEqual(['form', 'passkey']);
  });

  it('given passkeys before the browser is known › no passkey part yet, the form at once', () => {
    expect(parts({ products: ['emailMagicLinks', 'passkeys'] }, { passkeyAutofill: false })).toEqual(['form']);
  });

  it('given passkeys in a browser without WebAuthn › no passkey part at all', () => {
    expect(parts({ products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } }, { passkeyAutofill: false, webauthn: false })).toEqual(['form']);
  });

  it('given passkeys with social sign-in and autofill › the passkey part shows', () => {
    expect(parts({ products: ['oauth', 'passkeys'], oauthOptions: google }, autofill)).toEqual(['social', 'passkey']);
  });
});

describe('buildMainLayout › config errors', () => {
  it.each([[['passkeys']], [['passkeys', 'passkeys']]] as const)('given only passkeys %j › its message, nothing else', (products) => {
    const layout = buildMainLayout({ products: [...products] }, noAutofill);
    expect(layout).toEqual({ configError: 'main.configError.passkeysOnly', groups: [], tabs: [], defaultTab: null });
    expect(english[layout.configError!]).toBe('Error: Cannot use Passkeys by itself, please add another product to the config.');
  });

  it('given magic links and email OTP without passwords › the EML and Email OTP message', () => {
    const layout = buildMainLayout({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'email'] } }, noAutofill);
    expect(layout.groups).toEqual([]);
    expect(english[layout.configError!]).toBe('Error: Cannot use both EML and Email OTP');
  });

  it('given magic links and phone-only OTP › no error', () => {
    expect(buildMainLayout({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } }, noAutofill).configError).toBeUndefined();
  });

  it('given magic links and email OTP with passwords › no error (both are the password tab)', () => {
    const config: PorticoConfig = { products: ['emailMagicLinks', 'otp', 'passwords'], otpOptions: { methods: ['email'] } };
    expect(buildMainLayout(config, noAutofill).configError).toBeUndefined();
  });
});

describe('product entries', () => {
  it('let a new product plug in by adding an entry, without touching Main', () => {
    const walletless: ProductDefinition = { id: 'crypto', mainPart: 'social', showsOnMain: () => true };
    const registry = [...entries.filter((product) => product.id !== 'crypto'), walletless];
    expect(buildMainLayout({ products: ['crypto', 'emailMagicLinks'] }, noAutofill, registry).groups.map((group) => group.part)).toEqual([
      'social',
      'form',
    ]);
  });

  it('leave out an id with no entry', () => {
    expect(parts({ products: ['emailMagicLinks', 'fax' as never] })).toEqual(['form']);
  });
});
