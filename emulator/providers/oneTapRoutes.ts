/**
 * The emulated Google One Tap, not part of the protocol: the library a page loads from
 * `script_url`, the chooser it frames, and the chooser's form, which answers with an id_token the
 * emulated Google signed (docs/emulator.md, "Google One Tap").
 */
import { z } from 'zod';
import type { Context } from 'hono';
import type { EmulatorEnv, RouteModule } from '../context';
import { ApiError, type ErrorType } from '../core/errors';
import { ok, readFields, validationError } from '../core/http';
import * as field from '../core/schemas';
import { googleClientId, googleOrigins, isGoogleOrigin, mintGoogleIdToken } from './google';
import { frameCsp, ONE_TAP_FRAME_PATH, ONE_TAP_FRAME_SCRIPT, ONE_TAP_FRAME_SCRIPT_PATH, renderOneTapChooser, renderOneTapCredential } from './oneTapFrame';
import { oneTapScript } from './oneTapScript';
import { PAGE_CSP, renderProblemPage } from './page';
import * as accounts from './accounts';

export const ONE_TAP_SCRIPT_PATH = '/oauth/emulated/google/onetap.js';
/** What Google's One Tap prompt would hand the page after a tap, minted on request for tests and the demo. */
export const MINT_PATH = '/oauth/emulated/google/id_token';

const frameQuery = z.object({ client_id: z.string().min(1), origin: z.string().min(1), nonce: z.string().max(256).default('') });
const name = z.string().trim().max(100).default('');
const mint = z.object({ email: field.email, first_name: name, last_name: name, nonce: z.string().max(256).optional() });
const choice = z.discriminatedUnion('action', [
  frameQuery.extend({ action: z.literal('account'), user_id: z.string().min(1).max(64) }),
  frameQuery.extend({ action: z.literal('new'), email: z.string(), first_name: name, last_name: name }),
]);

function script(c: Context<EmulatorEnv>, body: string) {
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-store');
  return c.body(body);
}

export const registerOneTap: RouteModule = (app, ctx) => {
  /** A page for a person when the frame cannot run: never framable, the error_type in a header. */
  const problem = (c: Context<EmulatorEnv>, errorType: ErrorType, title: string, message: string) => {
    c.header('Content-Security-Policy', PAGE_CSP);
    c.header('Cache-Control', 'no-store');
    c.header('X-Portico-Error-Type', errorType);
    return c.html(renderProblemPage(title, message), 400);
  };
  /** The frame's query, checked as Google would: its own client id, a page origin it authorises. */
  const checked = (c: Context<EmulatorEnv>, query: { client_id: string; origin: string }) => {
    const clientId = googleClientId(ctx);
    if (!clientId) return problem(c, 'oauth_config_not_found', 'One Tap is not set up', 'Google has no client_id of its own in the project config.');
    if (query.client_id !== clientId) return problem(c, 'invalid_request', 'Unknown client', 'This client id is not the emulated Google\u2019s.');
    if (!isGoogleOrigin(ctx, query.origin)) {
      return problem(c, 'invalid_request', 'Origin not allowed', 'This page\u2019s origin is not one of Google\u2019s authorised JavaScript origins.');
    }
    c.header('Content-Security-Policy', frameCsp(query.origin));
    c.header('Cache-Control', 'no-store');
    return null;
  };
  const chooser = (c: Context<EmulatorEnv>, query: z.infer<typeof frameQuery>, error?: string) =>
    renderOneTapChooser({
      projectName: ctx.config.project_name,
      origin: query.origin,
      clientId: query.client_id,
      nonce: query.nonce,
      accounts: accounts.oneTapAccounts(ctx),
      ...(error ? { error } : {}),
    });

  app.get(ONE_TAP_SCRIPT_PATH, (c) => {
    const clientId = googleClientId(ctx);
    if (!clientId) return script(c, "console.error('[portico emulator] One Tap: Google has no client_id in the project config.');\n");
    return script(c, oneTapScript({ emulatorOrigin: ctx.origin, clientId, ...googleOrigins(ctx) }));
  });

  app.get(ONE_TAP_FRAME_SCRIPT_PATH, (c) => script(c, ONE_TAP_FRAME_SCRIPT));

  app.get(ONE_TAP_FRAME_PATH, (c) => {
    const query = frameQuery.safeParse(c.req.query());
    if (!query.success) return problem(c, 'invalid_request', 'Invalid request', 'The One Tap frame needs client_id and origin.');
    return checked(c, query.data) ?? c.html(chooser(c, query.data));
  });

  app.post(ONE_TAP_FRAME_PATH, async (c) => {
    const data = await readFields(c).catch(() => null);
    const parsed = choice.safeParse(data);
    if (!parsed.success) return problem(c, 'invalid_request', 'Invalid request', 'The One Tap form was incomplete. Close it and try again.');
    const form = parsed.data;
    const refused = checked(c, form);
    if (refused) return refused;
    let who: { email: string; first_name: string; last_name: string } | undefined;
    if (form.action === 'account') {
      who = accounts.oneTapAccount(ctx, form.user_id) ?? undefined;
      if (!who) return c.html(chooser(c, form, 'That account does not exist. Choose another one.'), 400);
    } else {
      const email = field.email.safeParse(form.email);
      if (!email.success) return c.html(chooser(c, form, 'Enter a valid email address.'), 400);
      who = { email: email.data, first_name: form.first_name, last_name: form.last_name };
    }
    // The emulated Google's own account for this address: its subject stays the same from now on.
    const account = accounts.upsertEmulatedAccount(ctx, 'google', who.email, who);
    const identity = { sub: account.subject, email: account.email, given_name: account.first_name, family_name: account.last_name };
    const credential = await mintGoogleIdToken(ctx, identity, form.client_id, form.nonce || undefined);
    return c.html(renderOneTapCredential(form.origin, credential));
  });

  // For tests and the demo: what Google's One Tap prompt would hand the page after a tap.
  app.post(MINT_PATH, async (c) => {
    const data = await readFields(c);
    const parsed = mint.safeParse(data);
    if (!parsed.success) throw validationError(parsed.error, data);
    const clientId = googleClientId(ctx);
    if (!clientId) throw new ApiError(400, 'oauth_config_not_found');
    const account = accounts.upsertEmulatedAccount(ctx, 'google', parsed.data.email, parsed.data);
    const who = { sub: account.subject, email: account.email, given_name: account.first_name, family_name: account.last_name };
    return ok(c, { id_token: await mintGoogleIdToken(ctx, who, clientId, parsed.data.nonce), sub: account.subject });
  });
};
