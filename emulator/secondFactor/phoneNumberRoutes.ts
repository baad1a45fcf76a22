/**
 * A signed-in user adds, replaces or removes their phone number (docs/protocol.md, "Phone
 * numbers"): a code texted to the new number proves it, and the number becomes the account's
 * text-message second factor. Sign-ins then stop for a second step (core/second-factor.ts). A number
 * on file changes or goes only after a code texted to it is answered in the same session, so a
 * stolen session cannot move the text-message factor to the thief's phone.
 */
import { z } from 'zod';
import type { EmulatorContext, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import * as field from '../core/schemas';
import { createThrottles, type Limit } from '../core/throttles';
import { assertSubscribed } from '../recipients/store';
import { hasVerifiedTotp } from './store';
import * as store from './phoneNumberStore';
import { requireFresh } from '../account/freshness';

/** As otps.*.loginOrCreate: codes live 5 minutes, 5 per number in 15 minutes (one counter), 5 tries each. */
const DEFAULT_MINUTES = 5;
const MAX_ATTEMPTS = 5;
const SENDS: Limit = { max: 5, windowMinutes: 15 };

const maskPhone = (phone: string) => `•••${phone.slice(-4)}`;

/** The checks every code of this file gets: unknown, spent, expired or wrong → 404; the 5th wrong try ends it. */
function checkCode(ctx: EmulatorContext, row: store.VerificationRow | null, code: string): store.VerificationRow {
  if (!row) throw new ApiError(404, 'otp_code_not_found');
  if (row.attempts >= MAX_ATTEMPTS) throw new ApiError(429, 'user_lock_limit_reached');
  if (row.used_at !== null || row.expires_at <= ctx.now().getTime()) throw new ApiError(404, 'otp_code_not_found');
  if (!store.codeMatches(ctx, row, code)) {
    if (store.countWrongTry(ctx, row.method_id) >= MAX_ATTEMPTS) throw new ApiError(429, 'user_lock_limit_reached');
    throw new ApiError(404, 'otp_code_not_found');
  }
  return row;
}

export const register: RouteModule = (app, ctx) => {
  const throttles = createThrottles(ctx);
  /** Texts a new code to `to`; answers its method id. */
  const text = (userId: string, to: string, minutes: number, purpose: store.VerificationRow['purpose']) => {
    const { methodId, code } = store.startVerification(ctx, userId, to, minutes, purpose);
    const body = `Your ${ctx.config.project_name} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;
    ctx.outbox.send({ to, channel: 'sms', subject: '', body, links: [], code });
    return methodId;
  };

  app.post('/v1/phone_numbers/send', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth); // docs/account.md: a change to the factors needs a recent sign-in
    const body = await parseBody(c, z.object({ phone_number: field.phoneNumber, expiration_minutes: z.number().int().min(1).max(60).optional() }));
    assertSubscribed(ctx, body.phone_number, 'sms');
    if (!throttles.hit(`otp-send:${body.phone_number}`, SENDS)) throw new ApiError(429, 'too_many_requests');
    const minutes = body.expiration_minutes ?? DEFAULT_MINUTES;
    return ok(c, { method_id: text(auth.user.user_id, body.phone_number, minutes, 'add') });
  });

  /** Texts a code to the number on file: answering it (current/verify) lets this session change or remove that number. */
  app.post('/v1/phone_numbers/current/send', async (c) => {
    const auth = await ctx.sessions.require(c);
    await parseBody(c, z.object({}));
    const current = store.numberOnFile(ctx, auth.user.user_id);
    if (!current) throw new ApiError(404, 'phone_number_not_found');
    assertSubscribed(ctx, current, 'sms');
    if (!throttles.hit(`otp-send:${current}`, SENDS)) throw new ApiError(429, 'too_many_requests');
    return ok(c, { method_id: text(auth.user.user_id, current, DEFAULT_MINUTES, 'current'), phone_number: maskPhone(current) });
  });

  app.post('/v1/phone_numbers/current/verify', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, z.object({ method_id: z.string().min(1).max(200), code: field.otpCode }));
    const row = checkCode(ctx, store.findVerification(ctx, auth.user.user_id, body.method_id, 'current'), body.code);
    // A code for a number that is no longer on file proves nothing.
    if (store.numberOnFile(ctx, auth.user.user_id) !== row.phone_number) throw new ApiError(404, 'otp_code_not_found');
    store.acceptProof(ctx, row, auth.session.session_id);
    return ok(c, {});
  });

  app.post('/v1/phone_numbers/verify', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, z.object({ method_id: z.string().min(1).max(200), code: field.otpCode }));
    const row = checkCode(ctx, store.findVerification(ctx, auth.user.user_id, body.method_id), body.code);
    store.acceptNumber(ctx, row, auth.session.session_id);
    return ok(c, { phone_number: row.phone_number });
  });

  /**
   * Not while the number is the account's only second factor: a stolen session alone cannot turn two
   * steps off. Those refusals come first, so nobody answers a code for a removal that cannot happen.
   */
  app.post('/v1/phone_numbers/delete', async (c) => {
    const auth = await ctx.sessions.require(c);
    requireFresh(ctx, auth); // docs/account.md: a change to the factors needs a recent sign-in
    const userId = auth.user.user_id;
    const user = ctx.users.get(userId);
    if (!user?.phone_number) throw new ApiError(404, 'phone_number_not_found');
    // An account made by a text-message code signs in with its number: it stays.
    if (!user.email) throw new ApiError(400, 'invalid_request', 'This number is how the account signs in: it cannot be removed.');
    if (store.hasSmsFactor(ctx, userId) && !hasVerifiedTotp(ctx as EmulatorContext, userId)) throw new ApiError(400, 'last_second_factor');
    store.removeNumber(ctx, userId, auth.session.session_id);
    return ok(c, {});
  });
};
