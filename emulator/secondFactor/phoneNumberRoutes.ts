/**
 * A signed-in user adds, replaces or removes their phone number (docs/protocol.md, "Phone
 * numbers"): a code texted to the new number proves it, and the number becomes the account's
 * text-message second factor. Sign-ins then stop for a second step (core/second-factor.ts).
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

/** As otps.*.loginOrCreate: codes live 5 minutes, 5 per number in 15 minutes (one counter), 5 tries each. */
const DEFAULT_MINUTES = 5;
const MAX_ATTEMPTS = 5;
const SENDS: Limit = { max: 5, windowMinutes: 15 };

export const register: RouteModule = (app, ctx) => {
  const throttles = createThrottles(ctx);

  app.post('/v1/phone_numbers/send', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, z.object({ phone_number: field.phoneNumber, expiration_minutes: z.number().int().min(1).max(60).optional() }));
    assertSubscribed(ctx, body.phone_number, 'sms');
    if (!throttles.hit(`otp-send:${body.phone_number}`, SENDS)) throw new ApiError(429, 'too_many_requests');
    const minutes = body.expiration_minutes ?? DEFAULT_MINUTES;
    const { methodId, code } = store.startVerification(ctx, auth.user.user_id, body.phone_number, minutes);
    const project = ctx.config.project_name;
    const text = `Your ${project} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;
    ctx.outbox.send({ to: body.phone_number, channel: 'sms', subject: '', body: text, links: [], code });
    return ok(c, { method_id: methodId });
  });

  app.post('/v1/phone_numbers/verify', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, z.object({ method_id: z.string().min(1).max(200), code: field.otpCode }));
    const row = store.findVerification(ctx, auth.user.user_id, body.method_id);
    if (!row) throw new ApiError(404, 'otp_code_not_found');
    if (row.attempts >= MAX_ATTEMPTS) throw new ApiError(429, 'user_lock_limit_reached');
    if (row.used_at !== null || row.expires_at <= ctx.now().getTime()) throw new ApiError(404, 'otp_code_not_found');
    if (!store.codeMatches(ctx, row, body.code)) {
      if (store.countWrongTry(ctx, row.method_id) >= MAX_ATTEMPTS) throw new ApiError(429, 'user_lock_limit_reached');
      throw new ApiError(404, 'otp_code_not_found');
    }
    store.acceptNumber(ctx, row);
    return ok(c, { phone_number: row.phone_number });
  });

  /** Not while the number is the account's only second factor: a stolen session alone cannot turn two steps off. */
  app.post('/v1/phone_numbers/delete', async (c) => {
    const auth = await ctx.sessions.require(c);
    const userId = auth.user.user_id;
    const user = ctx.users.get(userId);
    if (!user?.phone_number) throw new ApiError(404, 'phone_number_not_found');
    // An account made by a text-message code signs in with its number: it stays.
    if (!user.email) throw new ApiError(400, 'invalid_request', 'This number is how the account signs in: it cannot be removed.');
    if (store.hasSmsFactor(ctx, userId) && !hasVerifiedTotp(ctx as EmulatorContext, userId)) throw new ApiError(400, 'last_second_factor');
    store.removeNumber(ctx, userId);
    return ok(c, {});
  });
};
