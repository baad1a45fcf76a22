/** The widget config, callbacks and events of SPEC §3, with the defaults of SPEC §3 and §9. */
import type { OTPMethod, ResetByEmailStartOptions } from '../client/types';

/**
 * A product's id: its folder under src/products/ and its name in a config. SPEC §3 lists
 * emailMagicLinks, passwords, otp, passkeys and oauth; `crypto` switches on SPEC §2's wallet
 * buttons. The flows take any id; src/products/registry.ts names the ones there are (`Product`).
 */
export type ProductId = string;

export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  /** @defaultValue 30 */
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  /** @defaultValue 30 */
  signupExpirationMinutes?: number;
  /** @defaultValue false */
  createUserAsPending?: boolean;
  /** Narrows the inbox links' search to this sender domain (SPEC §2 EmailConfirmation). */
  domainHint?: string;
}

export interface OtpOptions {
  /** One Main tab per method, in this order (SPEC §2). */
  methods: OTPMethod[];
  /** @defaultValue 5 */
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

export interface SessionOptions {
  /** @defaultValue 30 */
  sessionDurationMinutes?: number;
}

/** SPEC §3 OAuth provider entry. */
export interface OAuthProviderEntry {
  type: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
  one_tap?: boolean;
  position?: 'embedded' | 'floating' | 'embeddedOnly' | 'floatingOrEmbedded';
  cancel_on_tap_outside?: boolean;
}

export interface OAuthOptions {
  providers: OAuthProviderEntry[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

/** SPEC §3 names passwordOptions without fields: the reset email's options (SPEC §7) fit it. */
export type PasswordOptions = ResetByEmailStartOptions;

/** SPEC §3 names no passkey options: these are authored. */
export interface PasskeyOptions {
  /**
   * After a sign-in by email code, magic link, password or social account on a device that can make
   * a passkey, offer one once ("Sign in faster next time", docs/account.md). @defaultValue true
   */
  offerAfterSignIn?: boolean;
}
/** SPEC §3 names no crypto options; the key exists so configs type-check as they grow. */
export type CryptoOptions = Record<string, never>;

/** Enterprise sign-in (docs/organizations.md): where the identity provider's way back lands. */
export interface SsoOptions {
  /** @defaultValue the project's default login redirect URL */
  loginRedirectURL?: string;
  /** Where a person signing in for the first time lands. @defaultValue the project's default signup redirect URL */
  signupRedirectURL?: string;
}

/** The account center's sections (docs/account.md), in its overview's order. */
export type AccountSection = 'profile' | 'email' | 'password' | 'connections' | 'security' | 'sessions' | 'delete';

/** The account center's options (authored: the spec has no account screens). */
export interface AccountOptions {
  /** The sections it offers, in this order. @defaultValue every section the backend serves */
  sections?: AccountSection[];
  /**
   * Where a link to confirm a new address, and a provider after connecting, bring the person back.
   * @defaultValue the page the widget is on
   */
  redirectURL?: string;
}

/** The organization settings' options (docs/organizations.md "Settings"; authored: the spec has no organizations). */
export interface OrganizationOptions {
  /** The organization the settings manage. @defaultValue the session's active organization */
  organizationId?: string;
  /** The Login page (one naming `organizations`) invitation mails link to. @defaultValue the backend's default Login page */
  invitationRedirectURL?: string;
}

export interface PorticoConfig<P extends ProductId = ProductId> {
  /** @defaultValue ['emailMagicLinks'] */
  products?: P[];
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  otpOptions?: OtpOptions;
  sessionOptions?: SessionOptions;
  oauthOptions?: OAuthOptions;
  passwordOptions?: PasswordOptions;
  passkeyOptions?: PasskeyOptions;
  cryptoOptions?: CryptoOptions;
  ssoOptions?: SsoOptions;
  accountOptions?: AccountOptions;
  organizationOptions?: OrganizationOptions;
  /** Render inside a shadow root (SPEC §1). @defaultValue false */
  enableShadowDOM?: boolean;
}

/** The config with every default filled in: what flows read. */
export interface ResolvedConfig<P extends ProductId = ProductId> {
  products: P[];
  emailMagicLinksOptions: EmailMagicLinksOptions &
    Required<Pick<EmailMagicLinksOptions, 'loginExpirationMinutes' | 'signupExpirationMinutes' | 'createUserAsPending'>>;
  otpOptions: OtpOptions & Required<Pick<OtpOptions, 'expirationMinutes'>>;
  sessionOptions: Required<SessionOptions>;
  oauthOptions: OAuthOptions;
  passwordOptions: PasswordOptions;
  cryptoOptions: CryptoOptions;
  ssoOptions?: SsoOptions;
  passkeyOptions?: PasskeyOptions;
  accountOptions?: AccountOptions;
  organizationOptions?: OrganizationOptions;
  enableShadowDOM: boolean;
}

/** SPEC §9 constants. */
export const DEFAULTS = {
  magicLinkExpirationMinutes: 30,
  otpExpirationMinutes: 5,
  sessionDurationMinutes: 30,
} as const;

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * Fills the spec's defaults. An empty or missing products list means the default product: a widget
 * with nothing to show is never what a host meant.
 */
export function withDefaults<P extends ProductId>(config: PorticoConfig<P> = {}): ResolvedConfig<P> {
  // SPEC §3: the default product is email magic links.
  const products = unique(config.products?.length ? config.products : (['emailMagicLinks'] as P[]));
  const eml = config.emailMagicLinksOptions ?? {};
  const otp = config.otpOptions;
  return {
    // The options of products and widgets with no defaults (passkeyOptions, ssoOptions, accountOptions) as given.
    ...config,
    products,
    emailMagicLinksOptions: {
      ...eml,
      loginExpirationMinutes: eml.loginExpirationMinutes ?? DEFAULTS.magicLinkExpirationMinutes,
      signupExpirationMinutes: eml.signupExpirationMinutes ?? DEFAULTS.magicLinkExpirationMinutes,
      createUserAsPending: eml.createUserAsPending ?? false,
    },
    otpOptions: {
      ...otp,
      methods: unique(otp?.methods ?? []),
      expirationMinutes: otp?.expirationMinutes ?? DEFAULTS.otpExpirationMinutes,
    },
    sessionOptions: {
      sessionDurationMinutes: config.sessionOptions?.sessionDurationMinutes ?? DEFAULTS.sessionDurationMinutes,
    },
    oauthOptions: { ...config.oauthOptions, providers: config.oauthOptions?.providers ?? [] },
    passwordOptions: { ...config.passwordOptions },
    cryptoOptions: { ...config.cryptoOptions },
    enableShadowDOM: config.enableShadowDOM ?? false,
  };
}
