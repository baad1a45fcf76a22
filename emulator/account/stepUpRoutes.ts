/**
 * Step-up (docs/account.md): the person proves it is them again on this same session, with the
 * password or a code mailed to the verified address, then with the second factor when the account
 * has one; the session's factors are stamped now, which makes it fresh (freshness.ts). A passkey
 * step-up is a passkey sign-in (POST /v1/webauthn/authenticate), as on Better Auth.
 */
import { z } from 'zod';
import type { AuthenticatedSession, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import * as field from '../core/schemas';
import { createThrottles, type Limit } from '../core/throttles';
import { codeMatches, countWrongTry, findCode, spendCode } from '../otp/store';
import { sendCode } from '../otp/routes';
import { PASSWORD_FACTOR } from '../passwords/routes';
import { hasSmsFactor } from '../secondFactor/phoneNumberStore';
import * as secondFactor from '../secondFactor/store';
import { assertPassword } from './passwordCheck';
import { maskEmail } from './emailRoutes';
import { emailsOf, endStepUp, pendingStepUp, startStepUp } from './store';

const SENDS: Limit = { max: 5, windowMinutes: 15 };
const WRONG_TRIES: Limit = { max: 5, windowMinutes: 15 };
/** As a passcode's method: 5 wrong codes end it. */
const MAX_ATTEMPTS = 5;
const CODE_MINUTES = 10;

const verifyBody = z.union([
  z.object({ password: field.password }).strict(),
  z.object({ method_id: z.string().min(1).max(200), code: field.otpCode }).strict(),
]);
const secondBody = z.object({
  kind: z.enum(['totp', 'sms', 'backup_code']),
  code: z.string().trim().min(6).max(11),
  method_id: z.string().min(1).max(200).optional(),
}).strict();

type Factor = { type: string; delivery_method: string };

export const registerStepUp: RouteModule = (app, ctx) => {
  const throttles = createThrottles(ctx);

  /** Stamps the factors on the session (its expiry kept): a fresh session. */
  const complete = async (auth: AuthenticatedSession, factors: Factor[]) => {
    const minutes = Math.max(1, Math.ceil((Date.parse(auth.session.expires_at) - ctx.now().getTime()) / 60_000));
    const existing = { sessionId: auth.session.session_id, ...(auth.via === 'session_token' ? { sessionToken: auth.token } : {}) };
    for (const factor of factors) await ctx.sessions.issue(auth.user.user_id, factor, minutes, existing);
    endStepUp(ctx, auth.session.session_id);
  };

  /** The second factors this account has, for a step-up begun with `first` (never the same authenticator). */
  const choices = (userId: string) => {
    const totp = secondFactor.hasVerifiedTotp(ctx, userId);
    const phone = hasSmsFactor(ctx, userId) ? ctx.users.get(userId)?.phone_number ?? null : null;
    const factors = [...(totp ? ['totp'] : []), ...(phone ? ['sms'] : []), ...(totp && secondFactor.backupCodesLeft(ctx, userId) > 0 ? ['backup_code'] : [])];
    return { factors, phone_number: phone ? `•••${phone.slice(-4)}` : null, email: null };
  };

  const guard = (userId: string) => {
    if (throttles.exhausted(`step-up-guess:${userId}`, WRONG_TRIES)) throw new ApiError(429, 'user_lock_limit_reached');
  };
  const wrong = (userId: string): never => {
    throttles.hit(`step-up-guess:${userId}`, WRONG_TRIES);
    throw new ApiError(404, 'otp_code_not_found');
  };

  app.post('/v1/account/verify/send', async (c) => {
    const auth = await ctx.sessions.require(c);
    const [primary] = emailsOf(ctx, auth.user.user_id);
    if (!primary || primary.verified !== 1) throw new ApiError(400, 'email_not_verified');
    if (!throttles.hit(`otp-send:${primary.email}`, SENDS)) throw new ApiError(429, 'too_many_requests');
    const methodId = sendCode(ctx, auth.user.user_id, 'email', primary.email, CODE_MINUTES);
    return ok(c, { method_id: methodId, email: maskEmail(primary.email) });
  });

  app.post('/v1/account/verify', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, verifyBody);
    const userId = auth.user.user_id;
    let factor: Factor;
    if ('password' in body) {
      await assertPassword(ctx, c, userId, body.password);
      factor = PASSWORD_FACTOR;
    } else {
      const row = findCode(ctx, body.method_id);
      if (!row || row.user_id !== userId || row.channel !== 'email' || row.used_at !== null || row.expires_at <= ctx.now().getTime()) throw new ApiError(404, 'otp_code_not_found');
      if (row.attempts >= MAX_ATTEMPTS) throw new ApiError(429, 'user_lock_limit_reached');
      if (!codeMatches(ctx, row, body.code)) {
        if (countWrongTry(ctx, row.method_id) >= MAX_ATTEMPTS) throw new ApiError(429, 'user_lock_limit_reached');
        throw new ApiError(404, 'otp_code_not_found');
      }
      if (!spendCode(ctx, row.method_id)) throw new ApiError(404, 'otp_code_not_found');
      factor = { type: 'otp', delivery_method: 'email' };
    }
    const second = choices(userId);
    if (second.factors.length > 0) {
      startStepUp(ctx, auth.session.session_id, factor);
      return ok(c, { done: false, second_factor: second });
    }
    await complete(auth, [factor]);
    return ok(c, { done: true });
  });

  app.post('/v1/account/verify/second_factor/send', async (c) => {
    const auth = await ctx.sessions.require(c);
    const { delivery_method } = await parseBody(c, z.object({ delivery_method: z.literal('sms') }).strict());
    if (!pendingStepUp(ctx, auth.session.session_id)) throw new ApiError(400, 'step_up_not_started');
    const phone = hasSmsFactor(ctx, auth.user.user_id) ? ctx.users.get(auth.user.user_id)?.phone_number : null;
    if (!phone) throw new ApiError(404, 'phone_number_not_found');
    if (!throttles.hit(`otp-send:${phone}`, SENDS)) throw new ApiError(429, 'too_many_requests');
    return ok(c, { method_id: sendCode(ctx, auth.user.user_id, delivery_method, phone, 5) });
  });

  app.post('/v1/account/verify/second_factor', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, secondBody);
    const userId = auth.user.user_id;
    const first = pendingStepUp(ctx, auth.session.session_id);
    if (!first) throw new ApiError(400, 'step_up_not_started');
    guard(userId);
    let factor: Factor;
    if (body.kind === 'totp') {
      const row = secondFactor.findTotp(ctx, userId);
      if (!row || row.verified !== 1 || !/^\d{6}$/.test(body.code) || !secondFactor.acceptTotp(ctx, row, body.code)) wrong(userId);
      factor = { type: 'totp', delivery_method: 'authenticator_app' };
    } else if (body.kind === 'backup_code') {
      if (!secondFactor.spendBackupCode(ctx, userId, body.code)) wrong(userId);
      factor = { type: 'backup_code', delivery_method: 'backup_code' };
    } else {
      const row = body.method_id ? findCode(ctx, body.method_id) : null;
      if (!row || row.user_id !== userId || row.channel !== 'sms' || row.used_at !== null || row.expires_at <= ctx.now().getTime()) wrong(userId);
      if (!codeMatches(ctx, row!, body.code)) {
        countWrongTry(ctx, row!.method_id);
        wrong(userId);
      }
      if (!spendCode(ctx, row!.method_id)) wrong(userId);
      factor = { type: 'otp', delivery_method: 'sms' };
    }
    throttles.reset(`step-up-guess:${userId}`);
    await complete(auth, [first, factor]);
    return ok(c, {});
  });
};
