/**
 * The provider client: one typed method per call of SPEC.md §7. The widget talks to nothing else.
 * `createHttpClient` implements it over the protocol in docs/protocol.md; tests use fakes.
 */

export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: Array<{ type: string; delivery_method: string; last_authenticated_at: string }>;
}

export interface WebAuthnRegistration {
  webauthn_registration_id: string;
  name: string;
  domain?: string;
  verified?: boolean;
  authenticator_type?: string;
}

export interface User {
  user_id: string;
  status?: 'active' | 'pending';
  name?: { first_name: string; last_name: string };
  emails: Array<{ email_id: string; email: string; verified: boolean }>;
  phone_numbers: Array<{ phone_id: string; phone_number: string; verified: boolean }>;
  webauthn_registrations: WebAuthnRegistration[];
  crypto_wallets?: Array<{ crypto_wallet_id: string; crypto_wallet_address: string; crypto_wallet_type: string }>;
  providers?: Array<{ provider_type: string; provider_subject: string }>;
  created_at?: string;
}

/** What every successful authentication answers. */
export interface AuthResponse {
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
}

/** An answer that asks for another factor before a session exists (SPEC §4). */
export interface IntermediateResponse {
  user_id: string;
  intermediate_session_token: string;
}

/** A server error as the protocol sends it. */
export interface ApiErrorBody {
  status_code: number;
  error_type: string;
  error_message: string;
  request_id?: string;
  /** The error's words are for the developer (a code the client's table does not word): the person reads the generic line. */
  developer?: boolean;
}

export type StrengthPolicy = 'zxcvbn' | 'luds' | 'none';

export interface Bootstrap {
  projectId: string;
  projectName: string;
  displayWatermark: boolean;
  emailDomains: string[];
  rbacPolicy: { scopes: Array<{ scope: string; description: string }> } | null;
  passwordConfig: { strengthPolicy: StrengthPolicy; ludsMinimumCount: number; ludsComplexity: number } | null;
  /** 'test' tokens show developer-facing messages (SPEC §8 One Tap). */
  publicTokenType: 'test' | 'live';
  vertical: 'consumer' | 'b2b';
  /**
   * What the server says it serves (portico-server's bootstrap); absent when it does not say. The
   * widget reconciles its config with this before Main (widget/useServedCheck).
   */
  served?: ServedByServer;
  /** The bot challenge protected calls must carry; absent: none. */
  challenge?: ChallengeSetting;
}

/**
 * The bot challenge a server asks for on the calls that cost money or reveal accounts (docs/bots.md):
 * a proof of work (ALTCHA) with no third party, or Cloudflare Turnstile with its site key and script.
 */
export type ChallengeSetting = { kind: 'proof_of_work' } | { kind: 'turnstile'; site_key: string; script_url: string };

/** What solves challenges for a client (the widget's worker, or a host's own): one solution per call. */
export interface ChallengeSolver {
  /** A solution for the next protected call, at least `level` hard (the server asked for more); null: the call goes without. */
  solution(level?: number): Promise<string | null>;
}

/** The bot challenge's calls on one client (docs/bots.md), from `challengeCalls(client)` in portico/client. */
export interface ChallengeCalls {
  /** Protected calls carry the solver's solutions from now on (null: none). */
  use(solver: ChallengeSolver | null): void;
  /** A signed proof-of-work challenge (ALTCHA's v2 `Challenge`), at least `level` hard. */
  issue(level?: number): Promise<unknown>;
}

/**
 * The client's own requester, as a fetch wrapper gets it: the protocol's takes `body`, Better
 * Auth's `body` or `query`; paths are the backend's own.
 */
export type ClientRequest = <T>(method: 'GET' | 'POST', path: string, options?: { body?: unknown; query?: Record<string, string> }) => Promise<T>;

/** Wraps the fetch a client's calls go through: `next` is the one before (the host's, or the browser's). */
export type FetchWrapper = (
  next: (input: string, init: RequestInit) => Promise<Response>,
  request: ClientRequest,
) => (input: string, init: RequestInit) => Promise<Response>;

/** A server's own account of what it serves, from its bootstrap answer. */
export interface ServedByServer {
  products: readonly string[];
  otpMethods: readonly OTPMethod[];
  /** The user-type lookup that the password-email form calls (SPEC §2); absent: not said. */
  userSearch?: boolean;
}

export interface StrengthCheckResponse {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: StrengthPolicy;
  feedback: {
    warning: string;
    suggestions: string[];
    luds_requirements?: {
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_digit: boolean;
      has_symbol: boolean;
      missing_complexity: number;
      missing_characters: number;
    };
  };
}

export type UserType = 'new' | 'password' | 'passwordless';
export type OTPMethod = 'sms' | 'whatsapp' | 'email';
export type CryptoWalletType = 'ethereum' | 'solana';

export interface MagicLinkLoginOrCreateOptions {
  loginRedirectURL?: string;
  signupRedirectURL?: string;
  loginExpirationMinutes?: number;
  signupExpirationMinutes?: number;
  createUserAsPending?: boolean;
}

export interface OTPLoginOrCreateOptions {
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

export interface ResetByEmailStartOptions {
  resetPasswordRedirectURL?: string;
  loginRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  loginExpirationMinutes?: number;
  locale?: string;
}

export interface IDPAuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  prompt?: string;
}

export interface IDPAuthorizeStartResponse {
  consent_required: boolean;
  client: { client_id: string; client_name: string; client_description?: string; logo_url?: string };
  scope_results: Array<{ scope: string; description: string; is_grantable: boolean }>;
}

export interface IDPLogoutParams {
  client_id: string;
  post_logout_redirect_uri: string;
  id_token_hint?: string;
  state?: string;
}

/** Why One Tap cannot run for this project and page (SPEC §7, §8); each has a developer message. */
export type OneTapFailReason = 'oauth_config_not_found' | 'no_signup_redirect_urls_set' | 'no_login_redirect_urls_set' | 'default_provider_not_allowed';
export type OneTapRenderReason = 'unregistered_origin' | 'invalid_client';

export type OneTapClientResult =
  /** `nonce`: for Google's library; the credential carries it back and the server checks it. */
  | { ok: true; clientId: string; scriptUrl: string; nonce?: string }
  | { ok: false; failReason?: OneTapFailReason; renderReason?: OneTapRenderReason };

export interface SessionState {
  session: Session | null;
  user: User | null;
  sessionToken: string | null;
  sessionJwt: string | null;
}

export interface SessionManager {
  getState(): SessionState;
  /** Called with the new state only when it really changed (last_accessed_at ignored). */
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Stores an authentication answer: session cookies set, intermediate token cleared, or the reverse. */
  store(response: AuthResponse | IntermediateResponse): void;
  destroy(): void;
  getIntermediateToken(): string | null;
  /** The session token and JWT from their cookies, or null when there is no session. */
  getTokens(): { session_token: string; session_jwt: string } | null;
}

/**
 * What a backend can serve: the widget refuses at mount a configured product or OTP
 * channel that is not listed, naming both. A client without it serves everything.
 */
export interface BackendCapabilities {
  /** Names the backend in config errors, e.g. 'Better Auth'. */
  name: string;
  /** Login products (src/flows/config.ts `Product`) it serves. */
  products: readonly string[];
  otpMethods: readonly OTPMethod[];
  /** Social providers it offers; undefined: not declared (the server answers for each). */
  oauthProviders?: readonly string[];
  /**
   * The Login products whose sign-in may stop for a second factor; undefined: every one (Portico's
   * protocol). On Better Auth, every one but passkeys (a passkey is two factors in one device):
   * twoFactor's hook on passwords, portico()'s on the others (docs/better-auth.md).
   */
  secondFactorAfter?: readonly string[];
  /**
   * Where the server says what it serves (its bootstrap answer, `Bootstrap.served`): the declaration
   * is then an upper bound, and the widget draws a screen only once an answer confirms its config.
   * @defaultValue undefined (the declaration decides)
   */
  server?: ServerConfirmation;
  /** Throws a PorticoConfigError naming each configured product or channel not served (client/backend/backendProblems.ts). */
  check(config: BackendConfigView | undefined): void;
}

/** SPEC §7 bootstrap: the server's own answer checks a config (client/backend/backendProblems.ts). */
export interface ServerConfirmation {
  /** An answer is cached: the widget may draw at once, and the fresh answer checks the config as it comes. */
  servesAtOnce(config: BackendConfigView): boolean;
  /**
   * The config's problems by the server's answer, [] when served. A missing route (a wrong base
   * URL, no plugin) is one; a server down or unreachable leaves the declaration to stand ([]).
   */
  problems(config: BackendConfigView): Promise<string[]>;
}

/** The part of a widget config a backend checks. */
export interface BackendConfigView {
  products?: readonly string[];
  otpOptions?: { methods?: readonly OTPMethod[] };
  oauthOptions?: { providers?: ReadonlyArray<{ type: string }> };
}

/** The second factors a person can finish a sign-in with, most convenient first. */
export type SecondFactorKind = 'passkey' | 'totp' | 'sms' | 'email' | 'backup_code';

export interface SecondFactorChoices {
  factors: SecondFactorKind[];
  /** Where a text or an email code would go, masked (`•••0188`); null when not offered. */
  phone_number: string | null;
  email: string | null;
}

/** Finishing a sign-in that asked for another factor, and the account's own factors. */
export interface SecondFactorCalls {
  /** What this person may use to finish the pending sign-in (the intermediate token this browser holds). */
  choices(): Promise<SecondFactorChoices>;
  /** Sends a code to the number or address on file; answers its method_id. */
  send(deliveryMethod: 'sms' | 'email'): Promise<{ method_id: string }>;
  /** Finishes the pending sign-in: the session exists when this resolves. */
  authenticate(args: { kind: SecondFactorKind; code: string; method_id?: string; session_duration_minutes: number }): Promise<AuthResponse>;
  /**
   * (session) The signed-in user's factors. `asks_password`: every change asks for the account's
   * password (Better Auth), and removal takes the password instead of a code.
   */
  list(): Promise<{
    totp: boolean;
    backup_codes_left: number;
    asks_password?: boolean;
    /** The account's verified number, masked (`•••0188`); null or absent: none. */
    phone_number?: string | null;
    /** Sign-ins may ask for a code by text message to that number. */
    sms?: boolean;
  }>;
  /** (session) A new authenticator app to confirm: its base32 secret and otpauth:// URI. */
  createTotp(password?: string): Promise<{ secret: string; otpauth_url: string }>;
  /** (session) Confirms the app with one of its codes; answers the backup codes, shown once. */
  confirmTotp(code: string): Promise<{ backup_codes: string[] }>;
  /** (session) Removes the app and its backup codes; `code` is one of the app's codes or a backup code (the password where `asks_password`). */
  removeTotp(code: string): Promise<void>;
  regenerateBackupCodes(password?: string): Promise<{ backup_codes: string[] }>;
  /** (session) Texts a 6-digit code to a number (E.164) the person is adding to their account. */
  sendPhoneCode(phoneNumber: string): Promise<{ method_id: string }>;
  /**
   * (session) Proves the number with its code: it becomes the account's number, verified (and, on
   * the emulator, its text-message second factor).
   */
  verifyPhone(args: { phone_number: string; method_id: string; code: string }): Promise<void>;
  /**
   * (session) Where `asks_password`: turns codes by text message on for a verified number, with the
   * account's password (Better Auth's twoFactor `otp` method). The emulator's verifyPhone does it itself.
   */
  enableTextCodes(password: string): Promise<void>;
  /**
   * (session) Removes the number and its text-message second factor. A verified number is removed
   * (or replaced by verifyPhone) only after proveCurrentPhone in this session, else
   * `phone_number_confirmation_required`: a stolen session cannot move the text-message factor.
   */
  removePhone(): Promise<void>;
  /** (session) Texts a code to the number on file; answers its method_id and the number, masked. */
  sendCurrentPhoneCode(): Promise<{ method_id: string; phone_number: string }>;
  /** (session) Answers that code: this session may then replace or remove the number, once, within 10 minutes. */
  proveCurrentPhone(args: { method_id: string; code: string }): Promise<void>;
}

export interface AuthClient {
  /** @defaultValue undefined: a backend that serves every product, and whose server does not say */
  backend?: BackendCapabilities;
  /** The second factor (SPEC §4 intermediate session token); undefined: a backend without second factors. */
  secondFactor?: SecondFactorCalls;
  /** Enterprise sign-in (docs/organizations.md); undefined: a backend without it. */
  sso?: SsoCalls;
  /**
   * Organizations (docs/organizations.md). The protocol client's download with the first call (a
   * Login naming `organizations`); the Better Auth client's too (organization plugin), and a host's own client may bring its own.
   */
  organizations?: OrganizationCalls;
  /**
   * The account center's calls (accountTypes.ts), for a client of a host's own or a fake. The
   * built-in clients leave it out: theirs download with the account center (client/account.ts).
   */
  account?: AccountCalls;
  /**
   * Every later call goes through `wrap`'s fetch. The seam the bot challenge's code uses
   * (docs/bots.md), downloaded only when a server asks for one; undefined: a client without it.
   */
  wrapFetch?(wrap: FetchWrapper): void;
  /**
   * Later POSTs wait for `until` (until it settles, either way), then go through the fetch as wrapped by
   * then: the widget holds them while it learns whether the server asks for a bot challenge.
   */
  holdFetch?(until: Promise<unknown>): void;
  magicLinks: {
    email: { loginOrCreate(email: string, options?: MagicLinkLoginOrCreateOptions): Promise<{ user_id: string; user_created: boolean }> };
    authenticate(token: string, options: { session_duration_minutes: number }): Promise<AuthResponse>;
  };
  otps: {
    email: { loginOrCreate(email: string, options?: OTPLoginOrCreateOptions): Promise<{ method_id: string; user_id: string }> };
    sms: { loginOrCreate(phoneNumber: string, options?: OTPLoginOrCreateOptions): Promise<{ method_id: string; user_id: string }> };
    whatsapp: { loginOrCreate(phoneNumber: string, options?: OTPLoginOrCreateOptions): Promise<{ method_id: string; user_id: string }> };
    authenticate(code: string, methodId: string, options: { session_duration_minutes: number }): Promise<AuthResponse>;
  };
  users: { searchByEmail(email: string): Promise<{ userType: UserType }> };
  passwords: {
    strengthCheck(args: { password: string; email?: string }): Promise<StrengthCheckResponse>;
    create(args: { email: string; password: string; session_duration_minutes: number }): Promise<AuthResponse>;
    authenticate(args: { email: string; password: string; session_duration_minutes: number }): Promise<AuthResponse>;
    resetByEmailStart(args: { email: string } & ResetByEmailStartOptions): Promise<void>;
    /** null: the backend starts no session after a reset (Better Auth by design); the person logs in next. */
    resetByEmail(args: { token: string; password: string; session_duration_minutes: number }): Promise<AuthResponse | null>;
  };
  cryptoWallets: {
    authenticateStart(args: { crypto_wallet_address: string; crypto_wallet_type: CryptoWalletType }): Promise<{ challenge: string }>;
    authenticate(args: {
      crypto_wallet_address: string;
      crypto_wallet_type: CryptoWalletType;
      signature: string;
      session_duration_minutes: number;
    }): Promise<AuthResponse>;
  };
  webauthn: {
    /** Runs the whole browser ceremony (start, navigator.credentials.get, finish). */
    authenticate(args: {
      session_duration_minutes?: number;
      conditional_mediation?: boolean;
      is_passkey: true;
      signal?: AbortSignal;
      /** The passkey finishes a sign-in that answered this intermediate token (a second factor). */
      intermediate_session_token?: string;
    }): Promise<AuthResponse | null>;
    /** Runs the whole registration ceremony for the signed-in user. */
    register(args: { is_passkey: true; session_duration_minutes?: number }): Promise<{ webauthn_registration_id: string }>;
    browserSupportsAutofill(): Promise<boolean>;
    update(args: { webauthn_registration_id: string; name: string }): Promise<void>;
    delete(webauthnRegistrationId: string): Promise<void>;
  };
  user: { get(): Promise<User> };
  oauth: {
    /** Navigates the browser to the provider (emulated locally); refuses any URL but http(s). */
    start(
      provider: string,
      args: { login_redirect_url?: string; signup_redirect_url?: string; custom_scopes?: string[]; provider_params?: Record<string, string> },
    ): Promise<void>;
    /** The URL `start` navigates to, for hosts that prefer a link. */
    startUrl(
      provider: string,
      args: { login_redirect_url?: string; signup_redirect_url?: string; custom_scopes?: string[]; provider_params?: Record<string, string> },
    ): Promise<string>;
    authenticate(token: string, options: { session_duration_minutes: number }): Promise<AuthResponse>;
    googleOneTap: {
      createClient(): Promise<OneTapClientResult>;
      authenticate(args: { id_token: string; login_redirect_url?: string; signup_redirect_url?: string }): Promise<{ redirect_url: string }>;
    };
  };
  idp: {
    authorizeStart(params: IDPAuthorizeParams): Promise<IDPAuthorizeStartResponse>;
    authorizeSubmit(params: IDPAuthorizeParams & { consent_granted: boolean }): Promise<{ redirect_uri: string }>;
    /** `confirm_with_backend`: 'Yes' calls logoutConfirm; otherwise the widget revokes the session and goes to redirect_uri. */
    logoutStart(params: IDPLogoutParams): Promise<{ consent_required: boolean; redirect_uri: string; confirm_with_backend?: boolean }>;
    /**
     * 'Yes' on the logout question, for a backend that ends the session itself and names where to
     * go (Better Auth's end-session confirm, which checks the post-logout URI).
     */
    logoutConfirm?(params: IDPLogoutParams): Promise<{ redirect_uri: string }>;
  };
  session: {
    revoke(options?: { forceClear?: boolean }): Promise<void>;
    attest(args: { token: string; profile_id: string; session_duration_minutes: number }): Promise<AuthResponse>;
    /** Refreshes the current session (startup refresh, SPEC §4). */
    authenticate(options?: { session_duration_minutes?: number }): Promise<AuthResponse>;
    getSync(): Session | null;
    getTokens(): { session_token: string; session_jwt: string } | null;
    onChange(listener: (state: SessionState) => void): () => void;
  };
  bootstrap: {
    /** The cached value (or defaults) synchronously, then the server's. */
    getSync(): Bootstrap;
    get(): Promise<Bootstrap>;
  };
  events: { log(name: string, details?: { email?: string; type?: string }): Promise<void> };
}

import type { OrganizationCalls, SsoCalls } from './organizationTypes';
export type * from './organizationTypes';
export type * from './accountTypes';
import type { AccountCalls } from './accountTypes';

/** Thrown by client methods for a protocol error answer (its own file, so this one stays types). */
export { AuthClientError } from './AuthClientError';
