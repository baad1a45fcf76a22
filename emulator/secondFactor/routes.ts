/**
 * Second factors a user sets up (an authenticator app and its backup codes) and the
 * calls that finish a sign-in begun with an intermediate session token (docs/protocol.md).
 */
import { z } from 'zod';
import type { EmulatorContext, RouteModule } from '../context';
import { authenticatorOf } from '../core/signIn';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import * as field from '../core/schemas';
import { createThrottles, type Limit } from '../core/throttles';
import { sendCode } from '../otp/routes';
import { credentialIdsOf } from '../passkeys/store';
import { assertEmailActive, assertSubscribed } from '../recipients/store';
import * as store from './store';
import { hasSmsFactor } from './phoneNumberStore';
import { requireFresh } from '../account/freshness';

/** Wrong app or backup codes per user before the lock (as a one-time passcode's method). */
const WRONG_TRIES: Limit = { max: 5, windowMinutes: 15 };
const SENDS: Limit = { max: 5, windowMinutes: 15 };

const intermediate = z.string().min(1).max(512);
const backupCode = z.string().trim().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/i);
const authenticateBody = (code: z.ZodType<string>) =>
  z.object({ code, intermediate_session_token: intermediate, session_duration_minutes: field.sessionDurationMinutes });

export type SecondFactorKind = 'passkey' | 'totp' | 'sms' | 'email' | 'backup_code';

/** A person reads where a code goes without the whole address or number being shown to whoever holds the token. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');
const maskPhone = (phone: string) => `•••${phone.slice(-4)}`;

export const register: RouteModule = (app, ctx) => {
  const throttles = createThrottles(ctx);

  const live = (token: string) => {
    const found = store.peekIntermediate(ctx, token);
    if (!found) throw new ApiError(401, 'intermediate_session_not_found');
    return found;
  };

  /** Second factors of this user still possible: not the authenticator the first factor proved. */
  function options(userId: string, proven: Array<{ type: string; delivery_method: string }>) {
    const user = ctx.users.get(userId);
    if (!user) throw new ApiError(401, 'intermediate_session_not_found');
    const used = new Set(proven.map(authenticatorOf));
    const factors: SecondFactorKind[] = [];
    // Most convenient first: a passkey is one touch (finished by POST /v1/webauthn/authenticate with the token).
    if (!used.has('passkey') && credentialIdsOf(ctx as EmulatorContext, userId).length > 0) factors.push('passkey');
    const totp = store.hasVerifiedTotp(ctx, userId);
    if (totp) factors.push('totp');
    if (user.phone_number && !used.has('phone')) factors.push('sms');
    if (user.email && !used.has('inbox')) factors.push('email');
    if (totp && store.backupCodesLeft(ctx, userId) > 0) factors.push('backup_code');
    return { user, factors };
  }

  /** Counts a wrong try: the 5th in 15 minutes locks this user's app and backup codes. */
  const guard = (userId: string) => {
    if (throttles.exhausted(`second-factor-guess:${userId}`, WRONG_TRIES)) throw new ApiError(429, 'user_lock_limit_reached');
  };
  const wrong = (userId: string): never => {
    throttles.hit(`second-factor-guess:${userId}`, WRONG_TRIES);
    if (throttles.exhausted(`second-factor-guess:${userId}`, WRONG_TRIES)) throw new ApiError(429, 'user_lock_limit_reached');
    throw new ApiError(404, 'otp_code_not_found');
  };

  app.post('/v1/second_factors/options', async (c) => {
    const body = await parseBody(c, z.object({ intermediate_session_token: intermediate }));
    const { userId, proven } = live(body.intermediate_session_token);
    const { user, factors } = options(userId, proven);
    return ok(c, {
      factors,
      phone_number: factors.includes('sms') && user.phone_number ? maskPhone(user.phone_number) : null,
      email: factors.includes('email') && user.email ? maskEmail(user.email) : null,
    });
  });

  app.post('/v1/second_factors/send', async (c) => {
    const body = await parseBody(c, z.object({
      intermediate_session_token: intermediate,
      delivery_method: z.enum(['sms', 'email']),
      expiration_minutes: z.number().int().min(1).max(60).optional(),
    }));
    const { userId, proven } = live(body.intermediate_session_token);
    const { user, factors } = options(userId, proven);
    if (!factors.includes(body.delivery_method)) {
      throw new ApiError(400, 'invalid_request', `This user cannot receive a second factor by ${body.delivery_method}.`);
    }
    const destination = body.delivery_method === 'sms' ? user.phone_number! : user.email!;
    if (body.delivery_method === 'sms') assertSubscribed(ctx, destination, 'sms');
    else assertEmailActive(ctx, destination);
    if (!throttles.hit(`otp-send:${destination}`, SENDS)) throw new ApiError(429, 'too_many_requests');
    const methodId = sendCode(ctx as EmulatorContext, userId, body.delivery_method, destination, body.expiration_minutes ?? 5);
    return ok(c, { method_id: methodId, user_id: userId });
  });

  app.post('/v1/totps/authenticate', async (c) => {
    const body = await parseBody(c, authenticateBody(field.otpCode));
    const { userId } = live(body.intermediate_session_token);
    const row = store.findTotp(ctx, userId);
    if (!row || row.verified !== 1) throw new ApiError(404, 'totp_not_found');
    guard(userId);
    if (!store.acceptTotp(ctx, row, body.code)) wrong(userId);
    throttles.reset(`second-factor-guess:${userId}`);
    const auth = await ctx.sessions.signIn(userId, { type: 'totp', delivery_method: 'authenticator_app' }, body.session_duration_minutes, {
      intermediateSessionToken: body.intermediate_session_token,
    });
    return ok(c, auth);
  });

  app.post('/v1/backup_codes/authenticate', async (c) => {
    const body = await parseBody(c, authenticateBody(backupCode));
    const { userId } = live(body.intermediate_session_token);
    guard(userId);
    if (!store.spendBackupCode(ctx, userId, body.code)) wrong(userId);
    throttles.reset(`second-factor-guess:${userId}`);
    const auth = await ctx.sessions.signIn(userId, { type: 'backup_code', delivery_method: 'backup_code' }, body.session_duration_minutes, {
      intermediateSessionToken: body.intermediate_session_token,
    });
    return ok(c, auth);
  });

  // The signed-in user's own second factors.
  app.get('/v1/second_factors', async (c) => {
    const auth = await ctx.sessions.require(c);
    const userId = auth.user.user_id;
    const phone = ctx.users.get(userId)?.phone_number ?? null;
    return ok(c, {
      totp: store.hasVerifiedTotp(ctx, userId),
      backup_codes_left: store.backupCodesLeft(ctx, userId),
      phone_number: phone ? maskPhone(phone) : null,
      sms: hasSmsFactor(ctx, userId),
    });
  });

  app.post('/v1/totps', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth); // docs/account.md: a change to the factors needs a recent sign-in
    const userId = auth.user.user_id;
    if (store.hasVerifiedTotp(ctx, userId)) {
      throw new ApiError(400, 'invalid_request', 'An authenticator app is set up already: remove it before adding another.');
    }
    const user = ctx.users.get(userId);
    return ok(c, store.startTotp(ctx, userId, user?.email ?? user?.phone_number ?? userId));
  });

  app.post('/v1/totps/confirm', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, z.object({ code: field.otpCode }));
    const userId = auth.user.user_id;
    const row = store.findTotp(ctx, userId);
    if (!row || row.verified === 1) throw new ApiError(404, 'totp_not_found');
    guard(userId);
    if (!store.acceptTotp(ctx, row, body.code)) wrong(userId);
    return ok(c, { backup_codes: store.regenerateBackupCodes(ctx, userId) });
  });

  /** Removing asks for a code of the app (or a backup code): a stolen session alone cannot remove it. */
  app.post('/v1/totps/delete', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth); // docs/account.md: a change to the factors needs a recent sign-in
    const body = await parseBody(c, z.object({ code: z.union([field.otpCode, backupCode]) }));
    const userId = auth.user.user_id;
    const row = store.findTotp(ctx, userId);
    if (!row || row.verified !== 1) throw new ApiError(404, 'totp_not_found');
    guard(userId);
    const proven = /^\d{6}$/.test(body.code) ? store.acceptTotp(ctx, row, body.code) : store.spendBackupCode(ctx, userId, body.code);
    if (!proven) wrong(userId);
    store.removeTotp(ctx, userId);
    return ok(c, {});
  });

  app.post('/v1/backup_codes/regenerate', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth); // docs/account.md: a change to the factors needs a recent sign-in
    const userId = auth.user.user_id;
    if (!store.hasVerifiedTotp(ctx, userId)) throw new ApiError(404, 'totp_not_found');
    return ok(c, { backup_codes: store.regenerateBackupCodes(ctx, userId) });
  });
};
