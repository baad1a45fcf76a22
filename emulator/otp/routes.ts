/** One-time passcodes by email, SMS and WhatsApp (SPEC §7 otps.*.loginOrCreate, otps.authenticate). */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { EmulatorContext, RouteModule } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import * as field from '../core/schemas';
import { createThrottles, type Limit } from '../core/throttles';
import { assertEmailActive, assertSubscribed } from '../recipients/store';
import { codeMatches, countWrongTry, findCode, killCodes, saveCode, spendCode, type Channel } from './store';

/** SPEC §9: codes live 5 minutes; protocol: 5 wrong tries kill the method. */
const DEFAULT_MINUTES = 5;
const MAX_ATTEMPTS = 5;
/** Per destination (email or phone, any channel), not per method_id. */
const SENDS: Limit = { max: 5, windowMinutes: 15 };
const WRONG_GUESSES: Limit = { max: 10, windowMinutes: 15 };

const options = {
  expiration_minutes: z.number().int().min(1).max(60).optional(),
  locale: z.string().max(35).optional(),
};
const emailBody = z.object({
  email: field.email,
  login_template_id: z.string().max(100).optional(),
  signup_template_id: z.string().max(100).optional(),
  ...options,
});
const phoneBody = z.object({ phone_number: field.phoneNumber, ...options });
const authenticateBody = z.object({
  method_id: z.string().min(1).max(200),
  code: field.otpCode,
  session_duration_minutes: field.sessionDurationMinutes,
  /** SPEC §4: the code is the second factor of the sign-in this token began. */
  intermediate_session_token: z.string().min(1).max(512).optional(),
});

/** Creates a fresh code for the destination (older unused ones stop working) and "sends" it. */
export function sendCode(ctx: EmulatorContext, userId: string, channel: Channel, destination: string, minutes: number): string {
  const methodId = ctx.id(`otp-${channel}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  saveCode(ctx, { methodId, userId, channel, destination, code, minutes });
  const project = ctx.config.project_name;
  const text = `Your ${project} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;
  ctx.outbox.send({
    to: destination,
    channel,
    subject: channel === 'email' ? `Your ${project} code is ${code}` : '',
    body: text,
    links: [],
    code,
  });
  return methodId;
}

export const register: RouteModule = (app, ctx) => {
  const throttles = createThrottles(ctx);
  // Counted before the user is found or made, so a refused send creates nothing.
  const throttleSend = (destination: string) => {
    if (!throttles.hit(`otp-send:${destination}`, SENDS)) throw new ApiError(429, 'too_many_requests');
  };

  app.post('/v1/otps/email/login_or_create', async (c) => {
    const body = await parseBody(c, emailBody);
    assertEmailActive(ctx, body.email);
    throttleSend(body.email);
    const { user, created } = ctx.users.findOrCreateByEmail(body.email);
    const methodId = sendCode(ctx, user.user_id, 'email', body.email, body.expiration_minutes ?? DEFAULT_MINUTES);
    return ok(c, { method_id: methodId, user_id: user.user_id, user_created: created });
  });

  for (const channel of ['sms', 'whatsapp'] as const) {
    app.post(`/v1/otps/${channel}/login_or_create`, async (c) => {
      const body = await parseBody(c, phoneBody);
      assertSubscribed(ctx, body.phone_number, channel);
      throttleSend(body.phone_number);
      const { user, created } = ctx.users.findOrCreateByPhone(body.phone_number);
      const methodId = sendCode(ctx, user.user_id, channel, body.phone_number, body.expiration_minutes ?? DEFAULT_MINUTES);
      return ok(c, { method_id: methodId, user_id: user.user_id, user_created: created });
    });
  }

  app.post('/v1/otps/authenticate', async (c) => {
    const body = await parseBody(c, authenticateBody);
    const row = findCode(ctx, body.method_id);
    if (!row) throw new ApiError(404, 'otp_code_not_found');
    if (row.attempts >= MAX_ATTEMPTS) throw new ApiError(429, 'user_lock_limit_reached');
    const guesses = `otp-guess:${row.destination}`;
    if (throttles.exhausted(guesses, WRONG_GUESSES)) throw new ApiError(429, 'user_lock_limit_reached');
    if (row.used_at !== null || row.expires_at <= ctx.now().getTime()) throw new ApiError(404, 'otp_code_not_found');
    if (!codeMatches(ctx, row, body.code)) {
      throttles.hit(guesses, WRONG_GUESSES);
      if (throttles.exhausted(guesses, WRONG_GUESSES)) {
        killCodes(ctx, row.destination);
        throw new ApiError(429, 'user_lock_limit_reached');
      }
      if (countWrongTry(ctx, row.method_id) >= MAX_ATTEMPTS) throw new ApiError(429, 'user_lock_limit_reached');
      throw new ApiError(404, 'otp_code_not_found');
    }
    // A concurrent request may have spent it between the read and here.
    if (!spendCode(ctx, row.method_id)) throw new ApiError(404, 'otp_code_not_found');
    throttles.reset(guesses);
    if (row.channel === 'email') ctx.users.verifyEmail(row.user_id, row.destination);
    else ctx.users.verifyPhone(row.user_id, row.destination);
    ctx.users.activate(row.user_id);
    const auth = await ctx.sessions.signIn(row.user_id, { type: 'otp', delivery_method: row.channel }, body.session_duration_minutes, {
      intermediateSessionToken: body.intermediate_session_token,
    });
    return ok(c, auth);
  });
};
