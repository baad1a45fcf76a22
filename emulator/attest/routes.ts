/**
 * Session attest (SPEC §4 Identity provider, §7 session attest): the host vouches for a user with
 * a JWT signed for a trusted auth-token profile; the emulator verifies it and issues a session.
 * A host on this machine reads a profile's generated HS256 secret at
 * GET /emulator/trusted_auth_token_profiles/{profile_id} (not a protocol call; docs/emulator.md).
 */
import { z } from 'zod';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { EmulatorContext, RouteModule } from '../context';
import type { ProjectConfig } from '../config';
import { ApiError } from '../core/errors';
import { isLocalPeer, ok, parseBody } from '../core/http';
import * as field from '../core/schemas';
import { generateSecrets, secretOf } from './store';

/** SPEC §9: an attested IdP session lasts 60 minutes. */
const DEFAULT_MINUTES = 60;
/** A host's assertion is short-lived: one valid for longer would be a standing credential. */
const MAX_TOKEN_SECONDS = 60 * 60;

const attest = z.object({
  token: z.string().min(1).max(16_384),
  profile_id: z.string().min(1).max(256),
  session_duration_minutes: field.sessionDurationMinutes,
});

type Profile = ProjectConfig['trusted_auth_token_profiles'][number];

// One remote key set per profile and emulator, so its cache and rate limit work across calls.
const remoteSets = new WeakMap<EmulatorContext, Map<string, JWTVerifyGetKey>>();

function keyFor(ctx: EmulatorContext, profile: Profile): { key: Uint8Array | JWTVerifyGetKey; algorithms: string[] } {
  if (!profile.jwks_url) return { key: new TextEncoder().encode(secretOf(ctx, profile.profile_id)!), algorithms: ['HS256'] };
  let sets = remoteSets.get(ctx);
  if (!sets) remoteSets.set(ctx, (sets = new Map()));
  let set = sets.get(profile.profile_id);
  if (!set) sets.set(profile.profile_id, (set = createRemoteJWKSet(new URL(profile.jwks_url))));
  return { key: set, algorithms: ['RS256', 'ES256'] };
}

/** The value at a dotted path ("user.email") of the claims. */
function claimAt(claims: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined), claims);
}

export const register: RouteModule = (app, ctx) => {
  // Generated when the emulator starts, so the secret a host fetches is there before the first attest.
  generateSecrets(ctx);
  app.post('/v1/sessions/attest', async (c) => {
    const body = await parseBody(c, attest);
    const profile = ctx.config.trusted_auth_token_profiles.find((p) => p.profile_id === body.profile_id);
    if (!profile) throw new ApiError(404, 'trusted_auth_token_profile_not_found');
    const { key, algorithms } = keyFor(ctx, profile);
    let claims: Record<string, unknown>;
    try {
      // exp is required: a token without one would work forever.
      const verifyOptions = { issuer: profile.issuer, audience: profile.audience, algorithms, currentDate: ctx.now(), requiredClaims: ['exp'] };
      // jose types the two key kinds through separate overloads.
      const result = key instanceof Uint8Array ? await jwtVerify(body.token, key, verifyOptions) : await jwtVerify(body.token, key, verifyOptions);
      claims = result.payload;
    } catch (err) {
      throw new ApiError(401, 'invalid_token', `The token could not be verified: ${(err as Error).message}`);
    }
    if ((claims.exp as number) * 1000 > ctx.now().getTime() + MAX_TOKEN_SECONDS * 1000) {
      throw new ApiError(401, 'invalid_token', `The token is valid for more than ${MAX_TOKEN_SECONDS / 60} minutes; sign one that expires sooner.`);
    }
    const email = field.email.safeParse(claimAt(claims, profile.email_claim));
    if (!email.success) throw new ApiError(401, 'invalid_token', `The token has no valid email in its "${profile.email_claim}" claim.`);

    const { user } = ctx.users.findOrCreateByEmail(email.data);
    // The host has already proven who this is.
    ctx.users.activate(user.user_id);
    ctx.users.verifyEmail(user.user_id, email.data);
    const current = c.req.header('Authorization') ? await ctx.sessions.require(c).catch(() => null) : null;
    const extend = current && current.user.user_id === user.user_id
      ? { sessionId: current.session.session_id, ...(current.via === 'session_token' ? { sessionToken: current.token } : {}) }
      : undefined;
    const auth = await ctx.sessions.issue(
      user.user_id,
      { type: 'trusted_auth_token', delivery_method: 'trusted_token_exchange' },
      body.session_duration_minutes ?? DEFAULT_MINUTES,
      extend,
    );
    return ok(c, auth);
  });

  // Programs on this machine only: no web page (which sends Origin or Sec-Fetch-Site), no other host.
  app.get('/emulator/trusted_auth_token_profiles/:profile_id', (c) => {
    const site = c.req.header('Sec-Fetch-Site');
    if (c.req.header('Origin') !== undefined || (site !== undefined && site !== 'none') || !isLocalPeer(c)) {
      throw new ApiError(403, 'unauthorized_action', 'The attest secret is served only to programs on this machine, never to a web page.');
    }
    const profile = ctx.config.trusted_auth_token_profiles.find((p) => p.profile_id === c.req.param('profile_id'));
    const secret = profile ? secretOf(ctx, profile.profile_id) : null;
    if (!profile || !secret) throw new ApiError(404, 'trusted_auth_token_profile_not_found');
    c.header('Cache-Control', 'no-store');
    return c.json({ profile_id: profile.profile_id, issuer: profile.issuer, audience: profile.audience, email_claim: profile.email_claim, alg: 'HS256', secret });
  });
};
