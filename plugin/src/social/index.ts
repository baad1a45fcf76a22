/**
 * Social sign-in and Google One Tap for the widget, beside Better Auth's own (its social providers,
 * genericOAuth and oneTap plugins do the OAuth work):
 * - GET /portico/oauth/return: where the browser client points Better Auth's errorCallbackURL. Any
 *   failure of the provider's way back (the person cancelled, a state mismatch, a bad code) reaches
 *   the host's page as SPEC §8's oauth_flow_callback_error, with Better Auth's code in the
 *   description; the page must be on a trusted origin, so this is no open redirect.
 * - GET /portico/onetap/client: the Google client id and library One Tap runs with (SPEC §7).
 */
import { createAuthEndpoint } from 'better-auth/api';
import * as z from 'zod';
import { trustedReturn } from '../trustedReturn';

export interface OneTapOptions {
  /** Google's OAuth client id (the audience of its id_tokens). */
  clientId: string;
  /** Google's library. @defaultValue 'https://accounts.google.com/gsi/client' */
  scriptUrl?: string;
}

export const GOOGLE_ONE_TAP_SCRIPT = 'https://accounts.google.com/gsi/client';

const WORDS: Record<string, string> = {
  access_denied: 'The person cancelled signing in at the provider.',
  state_mismatch: 'The sign-in was started in another browser, or its state expired.',
  state_not_found: 'The sign-in was started in another browser, or its state expired.',
  please_restart_the_process: 'The sign-in was started in another browser, or its state expired.',
  invalid_code: 'The provider\u2019s code could not be exchanged.',
};

export function socialEndpoints(oneTap: OneTapOptions | undefined) {
  return {
    porticoOAuthReturn: createAuthEndpoint(
      '/portico/oauth/return',
      {
        method: 'GET',
        query: z.object({ to: z.string().max(4096), error: z.string().max(128).optional(), error_description: z.string().max(1024).optional() }),
      },
      async (ctx) => {
        const to = trustedReturn(ctx, ctx.query.to);
        const code = /^[\w.-]{1,128}$/.test(ctx.query.error ?? '') ? ctx.query.error! : 'unknown';
        to.searchParams.set('stytch_token_type', 'oauth');
        to.searchParams.set('error', 'oauth_flow_callback_error');
        to.searchParams.set('error_description', `${WORDS[code] ?? ctx.query.error_description ?? 'The provider\u2019s answer could not be used.'} (${code})`);
        throw ctx.redirect(to.href);
      },
    ),
    porticoOneTapClient: createAuthEndpoint('/portico/onetap/client', { method: 'GET' }, async (ctx) => {
      if (!oneTap) return ctx.json({ fail_reason: 'oauth_config_not_found' });
      return ctx.json({ client_id: oneTap.clientId, script_url: oneTap.scriptUrl ?? GOOGLE_ONE_TAP_SCRIPT });
    }),
  };
}


