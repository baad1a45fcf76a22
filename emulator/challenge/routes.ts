/**
 * Bot challenges (docs/bots.md): the challenge a widget solves while the person types
 * (POST /v1/challenges), the check on every call that costs money or reveals accounts, and
 * Cloudflare Turnstile emulated offline (/emulator/turnstile/v0/…). The config's `challenge`
 * picks one; `{ "kind": "none" }` (the default) checks nothing.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv, RouteModule } from '../context';
import { ERROR_MESSAGES, errorBody } from '../core/errors';
import { ok, parseBody, peerAddress, readFields, readJson } from '../core/http';
import { FREE_PER_HOUR, GUARDED, levelFor, MAX_LEVEL, numberPrefix, SIGN_IN_FAILURES_BEFORE_CHALLENGE } from './policy';
import { proofOfWork } from './proofOfWork';
import { challengeStore } from './store';
import { siteverify, TURNSTILE_SCRIPT } from './turnstile';

/** The header a protected call carries its solution in (docs/protocol.md). */
export const CHALLENGE_HEADER = 'X-Portico-Challenge';

const issueBody = z.object({ level: z.number().int().min(1).max(MAX_LEVEL).optional() });

/** The bootstrap's `challenge` field: what the widget must solve, or null. */
export function challengeSetting(ctx: Pick<EmulatorContext, 'config'>, origin: string) {
  const setting = ctx.config.challenge;
  if (setting.kind === 'proof_of_work') return { kind: 'proof_of_work' };
  if (setting.kind === 'turnstile') return { kind: 'turnstile', site_key: setting.site_key, script_url: `${origin}/emulator/turnstile/v0/api.js` };
  return null;
}

export const register: RouteModule = (app, ctx) => {
  const store = challengeStore(ctx);
  const pow = proofOfWork();
  const addressOf = (c: Context<EmulatorEnv>) => peerAddress(c) ?? 'in-process';

  const refuse = (c: Context<EmulatorEnv>, type: 'challenge_required' | 'challenge_failed', message: string = ERROR_MESSAGES[type], requiredLevel?: number) =>
    c.json({ ...errorBody(c, 403, type, message), ...(requiredLevel ? { required_level: requiredLevel } : {}) }, 403);

  app.post('/v1/challenges', async (c) => {
    if (ctx.config.challenge.kind !== 'proof_of_work') return refuse(c, 'challenge_failed', 'This project does not use proof-of-work challenges.');
    const { level } = await parseBody(c, issueBody);
    // Many challenges asked from one address: each one costs more (a person asks for a few).
    const risk = levelFor(store.count(`address:${addressOf(c)}`), FREE_PER_HOUR.address);
    return ok(c, { challenge: await pow.issue(Math.max(level ?? 1, risk), Date.now()) });
  });

  for (const [path, rule] of Object.entries(GUARDED)) {
    app.post(path, async (c, next) => {
      const setting = ctx.config.challenge;
      if (setting.kind === 'none') return next();
      const address = addressOf(c);
      const body = ((await readJson(c).catch(() => ({}))) ?? {}) as Record<string, unknown>;
      const destination = rule.field && typeof body[rule.field] === 'string' ? String(body[rule.field]).trim().toLowerCase() : '';
      const failures = () => Math.max(store.peek(`failed:${destination}`), store.peek(`failed-from:${address}`));
      // Password sign-in asks only after failures: a person who types their password right never solves.
      const needed = rule.kind !== 'sign-in' || failures() >= SIGN_IN_FAILURES_BEFORE_CHALLENGE;
      if (needed) {
        const required =
          rule.kind === 'send-text' ? levelFor(store.peek(`prefix:${numberPrefix(destination)}`), FREE_PER_HOUR.prefix)
          : rule.kind === 'sign-up' ? levelFor(store.peek(`sign-ups:${address}`), FREE_PER_HOUR.signUps)
          : 1;
        const header = c.req.header(CHALLENGE_HEADER);
        if (!header) return refuse(c, 'challenge_required', undefined, required);
        if (setting.kind === 'turnstile') {
          if (!siteverify(setting.secret_key, header, ctx.now()).success) return refuse(c, 'challenge_failed');
        } else {
          const solved = await pow.verify(header);
          if (!solved.ok) return refuse(c, 'challenge_failed', `${ERROR_MESSAGES.challenge_failed} (${solved.reason})`);
          if (solved.level < required) return refuse(c, 'challenge_required', `A harder challenge is needed for this request (level ${required}).`, required);
          if (!store.spend(solved.id, solved.expiresAtMs)) return refuse(c, 'challenge_failed', `${ERROR_MESSAGES.challenge_failed} (already used)`);
        }
        store.count(`address:${address}`);
        if (rule.kind === 'send-text') store.count(`prefix:${numberPrefix(destination)}`);
        if (rule.kind === 'sign-up') store.count(`sign-ups:${address}`);
      }
      await next();
      if (rule.kind !== 'sign-in') return;
      if (c.res.status === 401) {
        store.count(`failed:${destination}`);
        store.count(`failed-from:${address}`);
      } else if (c.res.ok) store.reset(`failed:${destination}`);
    });
  }

  app.get('/emulator/turnstile/v0/api.js', (c) =>
    c.body(TURNSTILE_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
  );
  // Cloudflare's siteverify takes a form or JSON: `secret`, `response`, optional `remoteip`.
  app.post('/emulator/turnstile/v0/siteverify', async (c) => {
    const fields = await readFields(c);
    return c.json(siteverify(fields.secret, fields.response, ctx.now()));
  });
};
