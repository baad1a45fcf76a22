/**
 * Two factors are two authenticators (NIST SP 800-63B §4.2.1, AAL2). Whoever holds the mailbox can
 * open a magic link, read an email code and choose a new password through a reset link: that is one
 * authenticator, the inbox, so a code emailed as the second step proves nothing more after any of
 * them. The same holds for a phone. These helpers say what a sign-in proved and what a pending
 * challenge (Better Auth's twoFactor `two_factor` cookie) may still be finished with.
 */
import type { createAuthMiddleware } from 'better-auth/api';

export type Authenticator = 'inbox' | 'phone' | 'password' | 'social' | 'wallet';
export type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The sign-ins besides twoFactor's own (passwords), by what they prove. A passkey is two factors in one device. */
export const SIGN_INS: Record<string, Authenticator> = {
  '/magic-link/verify': 'inbox',
  '/sign-in/email-otp': 'inbox',
  '/email-otp/verify-email': 'inbox',
  '/verify-email': 'inbox',
  '/phone-number/verify': 'phone',
  '/callback/:id': 'social',
  '/sign-in/social': 'social',
  '/one-tap/callback': 'social',
  '/siwe/verify': 'wallet',
  '/portico/solana/verify': 'wallet',
  // The invited address signed in by its mailed link (organizations/index.ts).
  '/portico/invitations/session': 'inbox',
};

/** The resets that set a password on a code or link alone: the password then proves only where it came. */
export const RESETS: Record<string, Authenticator> = {
  '/reset-password': 'inbox',
  '/email-otp/reset-password': 'inbox',
  '/phone-number/reset-password': 'phone',
};

/** The plugin's challenge cookie (better-auth/plugins/two-factor constant.ts). */
export const TWO_FACTOR_COOKIE = 'two_factor';
const FAR = 10 * 365 * 24 * 3600_000;

const firstFactorId = (challenge: string) => `portico-first-factor-${challenge}`;
const passwordOriginId = (userId: string) => `portico-password-origin-${userId}`;
const live = (row: { expiresAt: Date | string } | null) => row !== null && new Date(row.expiresAt) > new Date();

/** Where a code for the twoFactor `otp` method goes proves that authenticator. */
export const channelProves = (channel: 'sms' | 'email'): Authenticator => (channel === 'email' ? 'inbox' : 'phone');

/** Notes what a challenge's first factor proved, for as long as the challenge lives. */
export async function recordFirstFactor(ctx: HookCtx, challenge: string, proved: Authenticator, expiresAt: Date): Promise<void> {
  await ctx.context.internalAdapter.createVerificationValue({ identifier: firstFactorId(challenge), value: proved, expiresAt });
}

/** A password set on a reset link or code stands for that inbox or phone until another factor is passed with it. */
export async function markPasswordOrigin(ctx: HookCtx, userId: string, origin: Authenticator): Promise<void> {
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(passwordOriginId(userId)).catch(() => undefined);
  await ctx.context.internalAdapter.createVerificationValue({ identifier: passwordOriginId(userId), value: origin, expiresAt: new Date(Date.now() + FAR) });
}

export async function clearPasswordOrigin(ctx: HookCtx, userId: string): Promise<void> {
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(passwordOriginId(userId)).catch(() => undefined);
}

export interface PendingChallenge {
  identifier: string;
  userId: string;
  /** What the first factor proved. */
  proved: Authenticator;
  /** The first factor was a password (twoFactor's own sign-ins). */
  byPassword: boolean;
}

/** The sign-in waiting for its second factor in this browser, or null (none, expired, or a session). */
export async function pendingChallenge(ctx: HookCtx): Promise<PendingChallenge | null> {
  const identifier = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!challenge || !live(challenge)) return null;
  const first = await ctx.context.internalAdapter.findVerificationValue(firstFactorId(identifier));
  if (first && live(first)) return { identifier, userId: challenge.value, proved: first.value as Authenticator, byPassword: false };
  // No note: twoFactor's own hook began it, after a password (email, username or phone number).
  const origin = await ctx.context.internalAdapter.findVerificationValue(passwordOriginId(challenge.value));
  return { identifier, userId: challenge.value, proved: origin && live(origin) ? (origin.value as Authenticator) : 'password', byPassword: true };
}

/** The signed challenge identifier in a response's `two_factor` cookie, if it set one. */
export function challengeSet(headers: Headers | null | undefined, cookieName: string): string | null {
  for (const line of headers?.getSetCookie() ?? []) {
    if (!line.startsWith(`${cookieName}=`)) continue;
    const value = decodeURIComponent(line.slice(cookieName.length + 1).split(';')[0]!);
    const dot = value.lastIndexOf('.');
    if (dot > 0 && !/max-age=0/i.test(line)) return value.slice(0, dot);
  }
  return null;
}
