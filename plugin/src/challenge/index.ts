/**
 * `botChallenge()`: bot challenges on the Better Auth calls that cost money or reveal accounts
 * (docs/bots.md): sending links and codes, sign-up, password sign-in after failures, the user
 * lookup. By default a proof of work (ALTCHA) with no third party: GET /portico/challenge issues
 * one, harder as the risk grows, and each protected call carries its solution in `x-captcha-response`,
 * spent once. `{ kind: 'turnstile' }` checks Cloudflare Turnstile tokens with Better Auth's own
 * captcha plugin instead. Either way portico()'s bootstrap tells the widget what to solve.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { captcha } from 'better-auth/plugins';
import { getIP } from '@better-auth/core/utils/ip';
import * as z from 'zod';
import { FREE_PER_HOUR, GUARDED, levelFor, MAX_LEVEL, numberPrefix, SIGN_IN_FAILURES_BEFORE_CHALLENGE } from './policy';
import { CHALLENGE_SECONDS, checkSolution, issueChallenge } from './proofOfWork';
import { hourlyCounts } from './counts';

/** The header a protected call carries its solution in: the one Better Auth's captcha plugin reads. */
export const CHALLENGE_HEADER = 'x-captcha-response';
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export const CHALLENGE_ERROR_CODES = {
  CHALLENGE_REQUIRED: { code: 'CHALLENGE_REQUIRED', message: 'This request needs a solved challenge in the x-captcha-response header (GET /portico/challenge).' },
  CHALLENGE_FAILED: { code: 'CHALLENGE_FAILED', message: 'The challenge solution is forged, expired or already used.' },
} as const;

export type BotChallengeOptions =
  | { kind?: 'proof_of_work' }
  | {
      kind: 'turnstile';
      /** The site key the widget renders Turnstile with. */
      siteKey: string;
      secretKey: string;
      /** Where siteverify is: Cloudflare's by default; the emulator's for tests (no test reaches the internet). */
      siteVerifyURL?: string;
      /** Cloudflare's api.js by default; the emulator's stand-in for tests. */
      scriptUrl?: string;
    };

const refuse = (code: keyof typeof CHALLENGE_ERROR_CODES, detail?: string, requiredLevel?: number) =>
  new APIError('FORBIDDEN', { ...CHALLENGE_ERROR_CODES[code], ...(detail && { message: `${CHALLENGE_ERROR_CODES[code].message} (${detail})` }), ...(requiredLevel && { required_level: requiredLevel }) });

const fieldOf = (body: unknown, field: string | undefined) => {
  const value = field ? (body as Record<string, unknown> | undefined)?.[field] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

export function botChallenge(options: BotChallengeOptions = {}) {
  const turnstile = options.kind === 'turnstile' ? options : null;
  const counts = hourlyCounts();
  const advertised = turnstile
    ? { kind: 'turnstile', site_key: turnstile.siteKey, script_url: turnstile.scriptUrl ?? TURNSTILE_SCRIPT }
    : { kind: 'proof_of_work' };
  // Turnstile: Better Auth's captcha plugin checks the token on the same calls (and on sign-in always).
  const checker = turnstile
    ? captcha({ provider: 'cloudflare-turnstile', secretKey: turnstile.secretKey, endpoints: Object.keys(GUARDED), ...(turnstile.siteVerifyURL && { siteVerifyURLOverride: turnstile.siteVerifyURL }) })
    : null;
  const addressOf = (ctx: { request?: Request | undefined; headers?: Headers | undefined; context: { options: Parameters<typeof getIP>[1] } }) =>
    (ctx.request ?? ctx.headers ? getIP((ctx.request ?? ctx.headers)!, ctx.context.options) : null) ?? 'unknown';

  return {
    id: 'portico-challenge',
    ...(checker && { onRequest: checker.onRequest }),
    endpoints: {
      porticoChallenge: createAuthEndpoint(
        '/portico/challenge',
        { method: 'GET', query: z.object({ level: z.coerce.number().int().min(1).max(MAX_LEVEL).optional() }) },
        async (ctx) => {
          if (turnstile) throw refuse('CHALLENGE_FAILED', 'this server checks Turnstile tokens, not proofs of work');
          const storage = ctx.context.secondaryStorage;
          // Many challenges asked from one address: each one costs more (a person asks for a few).
          const risk = levelFor(await counts.add(storage, `address:${addressOf(ctx)}`), FREE_PER_HOUR.address);
          return ctx.json({ challenge: await issueChallenge(ctx.context.secret, Math.max(ctx.query.level ?? 1, risk)) });
        },
      ),
    },
    hooks: {
      before: turnstile
        ? []
        : [
            {
              matcher: (ctx) => ctx.path !== undefined && ctx.path in GUARDED,
              handler: createAuthMiddleware(async (ctx) => {
                const rule = GUARDED[ctx.path!]!;
                const storage = ctx.context.secondaryStorage;
                const address = addressOf(ctx);
                const destination = fieldOf(ctx.body, rule.field);
                if (rule.kind === 'sign-in') {
                  const failures = Math.max(await counts.get(storage, `failed:${destination}`), await counts.get(storage, `failed-from:${address}`));
                  if (failures < SIGN_IN_FAILURES_BEFORE_CHALLENGE) return;
                }
                const required =
                  rule.kind === 'send-text' ? levelFor(await counts.get(storage, `prefix:${numberPrefix(destination)}`), FREE_PER_HOUR.prefix)
                  : rule.kind === 'sign-up' ? levelFor(await counts.get(storage, `sign-ups:${address}`), FREE_PER_HOUR.signUps)
                  : 1;
                const header = ctx.headers?.get(CHALLENGE_HEADER);
                if (!header) throw refuse('CHALLENGE_REQUIRED', undefined, required);
                const solved = await checkSolution(ctx.context.secret, header);
                if (!solved.ok) throw refuse('CHALLENGE_FAILED', solved.reason);
                if (solved.level < required) throw refuse('CHALLENGE_REQUIRED', `level ${required}`, required);
                if (!(await counts.once(storage, `spent:${solved.id}`, CHALLENGE_SECONDS))) throw refuse('CHALLENGE_FAILED', 'already used');
                await counts.add(storage, `address:${address}`);
                if (rule.kind === 'send-text') await counts.add(storage, `prefix:${numberPrefix(destination)}`);
                if (rule.kind === 'sign-up') await counts.add(storage, `sign-ups:${address}`);
              }),
            },
          ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/portico/bootstrap',
          handler: createAuthMiddleware(async (ctx) => {
            const answer = ctx.context.returned;
            if (answer && typeof answer === 'object' && !(answer instanceof APIError) && !(answer instanceof Response)) return ctx.json({ ...answer, challenge: advertised });
          }),
        },
        {
          matcher: (ctx) => !turnstile && ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const storage = ctx.context.secondaryStorage;
            const email = fieldOf(ctx.body, 'email');
            const returned = ctx.context.returned;
            if (returned instanceof APIError && returned.statusCode === 401) {
              await counts.add(storage, `failed:${email}`);
              await counts.add(storage, `failed-from:${addressOf(ctx)}`);
            } else if (!(returned instanceof APIError)) await counts.reset(storage, `failed:${email}`);
          }),
        },
      ],
    },
    rateLimit: [{ pathMatcher: (path) => path === '/portico/challenge', window: 60, max: 60 }],
    $ERROR_CODES: CHALLENGE_ERROR_CODES,
  } satisfies BetterAuthPlugin;
}
