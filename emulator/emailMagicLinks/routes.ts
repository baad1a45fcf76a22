/** Email magic links (SPEC §7 magicLinks.email.loginOrCreate, magicLinks.authenticate). */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { consumeEmailToken, emailIdOf, emailTokenChallenge, issueEmailToken } from '../core/emailTokens';
import { ApiError } from '../core/errors';
import { ok, parseBody } from '../core/http';
import { assertVerifier, challengeMethod, codeChallenge, redirectTokenBody } from '../core/pkce';
import { withParams } from '../core/redirects';
import * as field from '../core/schemas';
import { assertEmailActive } from '../recipients/store';

/** SPEC §9: login and signup links live 30 minutes unless the call says otherwise. */
const DEFAULT_MINUTES = 30;

const loginOrCreate = z.object({
  email: field.email,
  login_magic_link_url: field.redirectUrl,
  signup_magic_link_url: field.redirectUrl,
  login_expiration_minutes: field.expirationMinutes,
  signup_expiration_minutes: field.expirationMinutes,
  create_user_as_pending: z.boolean().optional(),
  login_template_id: z.string().max(100).optional(),
  signup_template_id: z.string().max(100).optional(),
  locale: z.string().max(35).optional(),
  code_challenge: codeChallenge,
  code_challenge_method: challengeMethod,
});

export const register: RouteModule = (app, ctx) => {
  app.post('/v1/magic_links/email/login_or_create', async (c) => {
    const body = await parseBody(c, loginOrCreate);
    // Both URLs are checked up front, so a bad one fails the same way for new and existing users.
    const loginUrl = ctx.redirects.resolve('login', body.login_magic_link_url);
    const signupUrl = ctx.redirects.resolve('signup', body.signup_magic_link_url);
    assertEmailActive(ctx, body.email);
    const { user, created } = ctx.users.findOrCreateByEmail(body.email, { pending: body.create_user_as_pending ?? false });
    // An active user logs in; a new or still-pending one is finishing sign-up.
    const isLogin = !created && user.status === 'active';
    const minutes = (isLogin ? body.login_expiration_minutes : body.signup_expiration_minutes) ?? DEFAULT_MINUTES;
    const emailId = emailIdOf(ctx, body.email);
    const token = issueEmailToken(ctx, 'magic_links', user.user_id, emailId, minutes, body.code_challenge ?? null);
    const link = withParams(isLogin ? loginUrl : signupUrl, { stytch_token_type: 'magic_links', token });
    const project = ctx.config.project_name;
    ctx.outbox.send({
      to: body.email,
      channel: 'email',
      subject: isLogin ? `Your ${project} login link` : `Finish signing up for ${project}`,
      body: `${isLogin ? 'Log in' : 'Sign up'} to ${project} by opening this link. It works once and expires in ${minutes} minutes.\n\n${link}\n\nIf you did not ask for it, ignore this email.`,
      links: [link],
      code: null,
    });
    return ok(c, { user_id: user.user_id, email_id: emailId, user_created: created });
  });

  app.post('/v1/magic_links/authenticate', async (c) => {
    const body = await parseBody(c, redirectTokenBody);
    // Checked before the token is spent: a try from the wrong browser leaves the link to its owner.
    const challenge = emailTokenChallenge(ctx, 'magic_links', body.token);
    if (challenge !== undefined) assertVerifier(challenge, body.code_verifier);
    const owner = consumeEmailToken(ctx, 'magic_links', body.token);
    if (!owner) throw new ApiError(401, 'unable_to_auth_magic_link');
    // The link proves the person reads this inbox.
    ctx.users.activate(owner.user_id);
    ctx.users.verifyEmail(owner.user_id, owner.email);
    const auth = await ctx.sessions.signIn(owner.user_id, { type: 'magic_link', delivery_method: 'email' }, body.session_duration_minutes);
    return ok(c, auth);
  });
};
