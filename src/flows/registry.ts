/**
 * The product registry (HOUSE_STYLE "Products register their screens, tabs and main-screen part"):
 * Main asks the registry what to show, so a new product is a new entry, not an edit to Main.
 */
import type { MessageId } from '../i18n/en';
import type { Product, ResolvedConfig } from './config';
import type { Screen } from './state';

/** A Main tab, one per sign-in method (SPEC §2 Main). */
export type TabId = 'email-magic-link' | 'email-otp' | 'password' | 'sms' | 'whatsapp';

/** Where on Main a product renders; parts show in this order, an 'or' divider between them (SPEC §2). */
export const MAIN_PARTS = ['social', 'crypto', 'form', 'passkey'] as const;
export type MainPart = (typeof MAIN_PARTS)[number];

/** What the browser can do, found out at run time (SPEC §7 browserSupportsAutofill). */
export interface MainCapabilities {
  passkeyAutofill: boolean;
}

export interface MainContext {
  config: ResolvedConfig;
  capabilities: MainCapabilities;
  /** Every sign-in method tab the configured products give, before the one-method rule. */
  tabs: readonly TabId[];
}

export interface ProductDefinition {
  id: Product;
  /** The part of Main it fills, or null when it has no place on Main. */
  mainPart: MainPart | null;
  /** The form tabs it contributes, in order. */
  tabs?: (config: ResolvedConfig) => TabId[];
  /** Whether its part shows for this config and browser. @defaultValue always */
  showsOnMain?: (context: MainContext) => boolean;
  /** May it be the only product? Passkeys may not (SPEC §2). @defaultValue true */
  standalone?: boolean;
  /** The screens it brings. */
  screens: readonly Screen[];
  /** Its flow code, imported only when the product is configured; absent until the product is built. */
  load?: () => Promise<unknown>;
}

export const EMAIL_TABS: readonly TabId[] = ['email-magic-link', 'email-otp', 'password'];

const passwordsOn = (config: ResolvedConfig) => config.products.includes('passwords');

/** The registry of the Login product. Order here does not matter: Main orders by part, then config. */
export const productRegistry: readonly ProductDefinition[] = [
  {
    id: 'emailMagicLinks',
    mainPart: 'form',
    // SPEC §2: a magic-link email tab, or the password-email tab when passwords are on too.
    tabs: (config) => [passwordsOn(config) ? 'password' : 'email-magic-link'],
    screens: ['EmailConfirmation'],
    load: () => import('./magicLink'),
  },
  {
    id: 'passwords',
    mainPart: 'form',
    tabs: () => ['password'],
    screens: [
      'PasswordCreateOrLogin',
      'PasswordForgot',
      'PasswordBreached',
      'PasswordSetNew',
      'PasswordDedupe',
      'PasswordConfirmation',
      'PasswordResetForm',
    ],
    load: () => import('./password'),
  },
  {
    id: 'otp',
    mainPart: 'form',
    // SPEC §2: one tab per method in the configured order; email OTP becomes the password tab.
    tabs: (config) =>
      config.otpOptions.methods.map((method) =>
        method === 'email' ? (passwordsOn(config) ? 'password' : 'email-otp') : method,
      ),
    screens: ['OTPAuthenticate', 'OTPConfirmation'],
    load: () => import('./otp'),
  },
  {
    id: 'oauth',
    mainPart: 'social',
    showsOnMain: ({ config }) => config.oauthOptions.providers.length > 0,
    screens: [],
  },
  {
    id: 'crypto',
    mainPart: 'crypto',
    screens: ['CryptoConnect', 'CryptoSignMessage', 'CryptoOtherScreen', 'CryptoSetupWallet', 'CryptoError', 'CryptoConfirmation'],
  },
  {
    id: 'passkeys',
    mainPart: 'passkey',
    standalone: false,
    // SPEC §2: the button is left out when the browser offers passkeys in the email field's autofill.
    showsOnMain: ({ capabilities, tabs }) =>
      !(capabilities.passkeyAutofill && tabs.some((tab) => EMAIL_TABS.includes(tab))),
    screens: ['PasskeyConfirmation', 'PasskeyRegistrationStart', 'PasskeyRegistrationSuccess'],
  },
];

/** The registry entries of the configured products, in config order; unknown products are skipped. */
export function configuredProducts(
  config: ResolvedConfig,
  registry: readonly ProductDefinition[] = productRegistry,
): ProductDefinition[] {
  return config.products.flatMap((id) => registry.filter((product) => product.id === id));
}

/** Loads the flow code of every configured product (SPEC: heavy code only when configured). */
export function loadProducts(config: ResolvedConfig, registry: readonly ProductDefinition[] = productRegistry) {
  return Promise.all(configuredProducts(config, registry).map((product) => product.load?.()));
}

/** The product whose screens include this one, so a widget can load it before showing the screen. */
export function productForScreen(screen: Screen, registry: readonly ProductDefinition[] = productRegistry) {
  return registry.find((product) => product.screens.includes(screen));
}

/** The visible label of a tab (SPEC §2: Text, WhatsApp or Email). */
export function tabLabelId(tab: TabId): MessageId {
  if (tab === 'sms') return 'main.tab.sms';
  if (tab === 'whatsapp') return 'main.tab.whatsapp';
  return 'main.tab.email';
}
