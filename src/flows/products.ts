/**
 * What a product tells Main (SPEC §2), as logic: its tabs, its part of Main, when that part shows,
 * and the configs it refuses. Each product's module (src/products/<id>/index.ts, ./productModule.ts)
 * adds the views; Main and the screen outlet are built from the configured modules alone, so a new
 * product is a new module.
 */
import type { MessageId } from '../i18n/translator';
import type { ReactNode } from 'react';
import type { ProductId, ResolvedConfig } from './config';
import type { FlowRuntime } from './runtime';

/**
 * A product's look at each address an email form is about to send (enterprise sign-in): it sends
 * it the form's way (`send`, given the runtime and the address), draws another way in beside the
 * form's own button (`offer`, the form's EmailFormModel `offer`), or takes the person there. Once it has offered, submitting the
 * same address again goes the form's own way.
 */
export type EmailRouter = (runtime: FlowRuntime, address: string, send: (runtime: FlowRuntime, address: string) => Promise<void>, offer: (view: ReactNode) => void) => Promise<void>;

/** A Main tab, one per sign-in method (SPEC §2 Main). */
export type TabId = 'email-magic-link' | 'email-otp' | 'password' | 'sms' | 'whatsapp';

/** Where on Main a product renders; parts show in this order, an 'or' divider between them (SPEC §2). */
export const MAIN_PARTS = ['social', 'crypto', 'form', 'passkey'] as const;
export type MainPart = (typeof MAIN_PARTS)[number];

/** What the browser can do, found out at run time (SPEC §7 browserSupportsAutofill). */
export interface MainCapabilities {
  /** The browser offers passkeys in an email field's autofill (SPEC §2, §4). Undefined until found out. */
  passkeyAutofill?: boolean;
  /** The browser has WebAuthn at all (SPEC §2: without it, no passkey button). Undefined until found out. */
  webauthn?: boolean;
}

export interface MainContext {
  config: ResolvedConfig;
  capabilities: MainCapabilities;
  /** Every sign-in method tab the configured products give, before the one-method rule. */
  tabs: readonly TabId[];
}

export interface ProductDefinition {
  id: ProductId;
  /** The part of Main it fills. @defaultValue none: it has no place on Main */
  mainPart?: MainPart;
  /** The form tabs it contributes, in order; another product may draw them (SPEC §2 tab set). */
  tabs?: (config: ResolvedConfig) => TabId[];
  /** Whether its part shows for this config and browser. @defaultValue always */
  showsOnMain?: (context: MainContext) => boolean;
  /** A config this product cannot be shown with: the message Main shows instead (SPEC §2). */
  validate?: (config: ResolvedConfig) => MessageId | undefined;
  /** Looks at an address each email form is about to send, and may offer another way in. @defaultValue none */
  routeEmail?: EmailRouter;
}

/** The email forms: magic link, email OTP and password email share one view (SPEC §2). */
export const EMAIL_TABS: readonly TabId[] = ['email-magic-link', 'email-otp', 'password'];

/** The visible label of a tab (SPEC §2: Text, WhatsApp or Email). */
export function tabLabelId(tab: TabId): MessageId {
  if (tab === 'sms') return 'main.tab.sms';
  if (tab === 'whatsapp') return 'main.tab.whatsapp';
  return 'main.tab.email';
}
