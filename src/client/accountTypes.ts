/**
 * The account center's calls (docs/account.md): what a signed-in person manages about themselves.
 * Every call acts on the session's own user. The spec has no such calls: each is authored, named
 * after what the person does, and answered by both backends (docs/protocol.md "Account").
 */
import type { AuthResponse, SecondFactorChoices, SecondFactorKind } from './types';

/** A social account the person has connected, by the widget's provider name (`google`, `github`). */
export interface AccountConnection {
  /** The backend's id of this link (what `unlinkProvider` takes). */
  connection_id: string;
  provider: string;
  /** When it was connected, ISO 8601; null when the backend does not say. */
  connected_at: string | null;
}

/** Another address on the account, where the backend keeps more than one. */
export interface AccountEmail {
  email_id: string;
  email: string;
  verified: boolean;
}

/** The ways a person can confirm it's them again before a sensitive change. */
export type StepUpMethod = 'password' | 'email_code' | 'passkey';

/** What the account center shows and decides with, in one answer. */
export interface AccountOverview {
  user_id: string;
  /** The display name; '' when none. */
  name: string;
  /** An https (or the backend's own) address of the picture; null when none. */
  picture_url: string | null;
  /** The primary address; null for an account without one (a wallet or phone sign-up). */
  email: string | null;
  email_verified: boolean;
  /** Other addresses; null where the backend keeps only one. */
  secondary_emails: AccountEmail[] | null;
  has_password: boolean;
  connections: AccountConnection[];
  passkeys: number;
  /** An authenticator app or a text-message code is set up: a step-up asks for it after the first proof. */
  second_factor: boolean;
  /**
   * Seconds this session stays fresh enough for a sensitive change, from the moment of this answer:
   * 0 when it needs a step-up now. Null: the backend asks for none (a fresh window of 0).
   */
  fresh_for_seconds: number | null;
  /** What this person can confirm it's them with (a password if they have one, a code to a verified address, a passkey). */
  step_up_methods: StepUpMethod[];
  /** What the backend can do here. */
  can: {
    /** A picture file is stored by the backend (else a picture is given by its address). */
    upload_picture: boolean;
    delete_account: boolean;
    change_email: boolean;
  };
}

/** One signed-in browser or device. */
export interface AccountSession {
  session_id: string;
  /** The browser's User-Agent when it signed in ('' when unknown). */
  user_agent: string;
  /** Where the backend knows it (a city or country from its edge); null otherwise. */
  place: string | null;
  started_at: string;
  /** The last time the session was used, ISO 8601. */
  last_seen_at: string;
  /** This browser's own session. */
  current: boolean;
}

/** The answer to a step-up's first proof: done, or the second factor it must be finished with. */
export type StepUpResult = { done: true } | { done: false; second_factor: SecondFactorChoices };

export interface StepUpCalls {
  /** Sends a 6-digit code to the account's verified address; answers the address, masked. */
  sendCode(): Promise<{ method_id: string; email: string }>;
  /** The first proof: the account's password, or the emailed code. */
  verify(proof: { password: string } | { method_id: string; code: string }): Promise<StepUpResult>;
  /** Sends the second factor's code (a text or an email) after `verify` asked for one. */
  sendSecondFactor(deliveryMethod: 'sms' | 'email'): Promise<{ method_id: string }>;
  /** Finishes the step-up with the second factor: the session is fresh when this resolves. */
  verifySecondFactor(args: { kind: Exclude<SecondFactorKind, 'passkey'>; code: string; method_id?: string }): Promise<void>;
  /**
   * A passkey of this account (both factors at once): a fresh session for this browser. The
   * answer is the session it signed in, so the widget can check it is still the same person.
   */
  passkey(): Promise<AuthResponse>;
}

export interface AccountCalls {
  get(): Promise<AccountOverview>;
  /** Name and picture address (null removes the picture); only the fields given change. */
  updateProfile(changes: { name?: string; picture_url?: string | null }): Promise<void>;
  /** Stores a picture file where `can.upload_picture`; answers its address, already the account's picture. */
  uploadPicture(file: Blob): Promise<{ picture_url: string }>;
  /**
   * Mails a link to `email`; following it makes it the primary address (the old one is told).
   * An address of another account answers the same and changes nothing (its owner is told).
   * `redirect_url`: where the link lands after confirming.
   */
  changeEmail(args: { email: string; redirect_url: string }): Promise<void>;
  /** Secondary addresses, where the backend keeps them: a link confirms each. */
  addEmail(args: { email: string; redirect_url: string }): Promise<void>;
  removeEmail(emailId: string): Promise<void>;
  /** A password for an account without one (a fresh session). */
  setPassword(password: string): Promise<void>;
  /** `sign_out_others`: end every other session too. */
  changePassword(args: { current_password: string; new_password: string; sign_out_others?: boolean }): Promise<void>;
  sessions(): Promise<AccountSession[]>;
  revokeSession(sessionId: string): Promise<void>;
  revokeOtherSessions(): Promise<void>;
  /** Navigates to the provider; it comes back to `redirect_url` connected (or with `portico_link_error`). */
  linkProvider(provider: string, args: { redirect_url: string }): Promise<void>;
  /** Refused with `last_sign_in_method` when it is the person's only way in. */
  unlinkProvider(connectionId: string): Promise<void>;
  /** Ends the account and every session of it (a fresh session). */
  deleteAccount(): Promise<void>;
  stepUp: StepUpCalls;
}
