/**
 * The step-up (docs/account.md): a signed-in person proves it is them again, with the account's
 * password or a code mailed to its verified address, then with the second factor when the account
 * has one (twoFactor's own verify endpoints, called with the session). Done, the session is
 * replaced by a new one: Better Auth's freshAge counts from a session's start. Better Auth has no
 * call that re-verifies a session; its sign-ins would sign a person in again, and its email-code
 * and magic-link sign-ins skip the second factor.
 */
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import * as z from 'zod';
import { porticoError } from '../error-codes';
import { spendStoredCode, storeCode } from '../storedCode';
import type { createLockouts } from '../lockout';
import { phoneFirst, type SecondFactorChannel } from '../second-factor';
import { accountError } from './error-codes';
import type { AccountMessage } from './index';

type Lockouts = ReturnType<typeof createLockouts> | null;
type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type EndpointCtx = Parameters<typeof setSessionCookie>[0];

const CODE_SECONDS = 600;
const PENDING_SECONDS = 600;
const MAX_WRONG = 5;
const TWO_FACTOR_VERIFY = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

const codeId = (sessionId: string) => `portico-step-up-code:${sessionId}`;
const pendingId = (sessionId: string) => `portico-step-up:${sessionId}`;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');
const maskPhone = (phone: string) => `•••${phone.slice(-4)}`;
const isPlaceholder = (email: string) => /\.invalid$/i.test(email);

interface StepUpUser {
  id: string;
  email: string;
  emailVerified: boolean;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
  twoFactorEnabled?: boolean | null;
}

/** A new session for `userId` in place of `oldToken`: fresh, since freshAge counts from a session's start. */
async function renew(ctx: EndpointCtx, userId: string, oldToken: string): Promise<void> {
  const adapter = ctx.context.internalAdapter;
  const session = await adapter.createSession(userId);
  const user = await adapter.findUserById(userId);
  if (!session || !user) throw porticoError('UNAUTHORIZED', 'INVALID_REQUEST');
  await setSessionCookie(ctx, { session, user });
  await adapter.deleteSession(oldToken);
}

/** The second factors a step-up is finished with (as the sign-in's), or none. */
async function secondFactorOf(ctx: EndpointCtx, user: StepUpUser, channel: SecondFactorChannel) {
  const twoFactor = ctx.context.getPlugin('two-factor') as { options?: { otpOptions?: { sendOTP?: unknown } } } | null;
  if (!twoFactor || !user.twoFactorEnabled) return null;
  const row = await ctx.context.adapter.findOne<{ verified?: boolean | null; backupCodes?: string | null }>({ model: 'twoFactor', where: [{ field: 'userId', value: user.id }] });
  const via = twoFactor.options?.otpOptions?.sendOTP ? channel(user) : null;
  const factors = [...(row && row.verified !== false ? ['totp'] : []), ...(via ? [via] : []), ...(row?.backupCodes ? ['backup_code'] : [])];
  if (factors.length === 0) return null;
  return {
    factors,
    phone_number: via === 'sms' && user.phoneNumber ? maskPhone(user.phoneNumber) : null,
    email: via === 'email' ? maskEmail(user.email) : null,
  };
}

export function stepUpEndpoints(send: ((message: AccountMessage) => unknown) | undefined, lockouts: Lockouts, channel: SecondFactorChannel = phoneFirst) {
  return {
    porticoStepUpSend: createAuthEndpoint('/portico/account/verify/send', { method: 'POST', use: [sessionMiddleware] }, async (ctx) => {
      const { session, user } = ctx.context.session;
      if (!send) throw accountError('NOT_FOUND', 'ACCOUNT_MAIL_NOT_CONFIGURED');
      if (!user.emailVerified || isPlaceholder(user.email)) throw accountError('BAD_REQUEST', 'EMAIL_NOT_VERIFIED');
      const code = generateRandomString(6, '0-9');
      const adapter = ctx.context.internalAdapter;
      await storeCode(adapter, codeId(session.id), code, CODE_SECONDS);
      await send({ to: user.email, subject: 'Your verification code', body: `Your verification code is ${code}. It expires in 10 minutes.`, code });
      return ctx.json({ method_id: `step-up:${session.id}`, email: maskEmail(user.email) });
    }),

    porticoStepUp: createAuthEndpoint(
      '/portico/account/verify',
      { method: 'POST', use: [sessionMiddleware], body: z.object({ password: z.string().max(4096).optional(), code: z.string().max(32).optional() }) },
      async (ctx) => {
        const { session } = ctx.context.session;
        const adapter = ctx.context.internalAdapter;
        const user = (await adapter.findUserById(session.userId)) as StepUpUser | null;
        if (!user) throw porticoError('UNAUTHORIZED', 'INVALID_REQUEST');
        if (ctx.body.password !== undefined) {
          const credential = await adapter.findCredentialAccount(user.id);
          if (!credential?.password) throw new APIError('BAD_REQUEST', { code: 'CREDENTIAL_ACCOUNT_NOT_FOUND', message: 'Credential account not found' });
          const key = `password:${user.email.toLowerCase()}`;
          if (lockouts && (await lockouts.admit(ctx.context, key)) === 'locked') throw porticoError('TOO_MANY_REQUESTS', 'ACCOUNT_LOCKED');
          if (!(await ctx.context.password.verify({ hash: credential.password, password: ctx.body.password }))) {
            await lockouts?.fail(ctx.context, key);
            throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
          }
          await lockouts?.reset(ctx.context, key);
        } else if (ctx.body.code !== undefined) {
          await spendStoredCode(adapter, codeId(session.id), ctx.body.code);
        } else {
          throw porticoError('BAD_REQUEST', 'INVALID_REQUEST');
        }
        const second = await secondFactorOf(ctx, user, channel);
        if (second) {
          await adapter.deleteVerificationByIdentifier(pendingId(session.id));
          await adapter.createVerificationValue({ identifier: pendingId(session.id), value: `${user.id}:0`, expiresAt: later(PENDING_SECONDS) });
          return ctx.json({ done: false, second_factor: second });
        }
        await renew(ctx, user.id, session.token);
        return ctx.json({ done: true });
      },
    ),
  };
}

/** twoFactor's verify calls with a session: a right code finishes a step-up this session began; 5 wrong ones end it. */
export const stepUpHooks = {
  after: {
    matcher: (ctx: { path?: string }) => TWO_FACTOR_VERIFY.has(ctx.path ?? ''),
    handler: createAuthMiddleware(async (ctx) => {
      const session = await getSessionFromCtx(ctx).catch(() => null);
      if (!session) return; // a sign-in's challenge: not a step-up
      const adapter = ctx.context.internalAdapter;
      const pending = await adapter.findVerificationValue(pendingId(session.session.id));
      if (!pending || new Date(pending.expiresAt) <= new Date()) return;
      const [userId = '', tries = '0'] = pending.value.split(':');
      if (userId !== session.user.id) return;
      if (ctx.context.returned instanceof Error) {
        const wrong = Number(tries) + 1;
        if (wrong >= MAX_WRONG) await adapter.deleteVerificationByIdentifier(pendingId(session.session.id));
        else await adapter.updateVerificationByIdentifier(pendingId(session.session.id), { value: `${userId}:${wrong}` });
        return;
      }
      // Spent once: two requests with one code cannot both renew.
      if (!(await adapter.consumeVerificationValue(pendingId(session.session.id)))) return;
      await renew(ctx, userId, session.session.token);
    }),
  },
};
