/**
 * Passkeys (SPEC §7 webauthn.register / webauthn.authenticate) with @simplewebauthn/server:
 * discoverable credentials (residentKey required), user verification preferred to register and
 * required to sign in (a passkey is the only factor of that sign-in), server-side
 * single-use challenges bound to the relying party and origin that asked for them. Plus rename and
 * delete (SPEC §7 passkey update / delete): only the owner may touch one.
 */
import { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import type { EmulatorEnv, RouteModule, EmulatorContext } from '../context';
import { ApiError } from '../core/errors';
import { ok, parseBody, peerAddress } from '../core/http';
import * as field from '../core/schemas';
import { authenticationCredential, challengeOf, credentialField, defaultPasskeyName, registrationCredential } from './credential';
import type { AuthenticationCredential, RegistrationCredential } from './credential';
import { resolveRelyingParty } from './relyingParty';
import * as store from './store';

const startBody = z.object({
  domain: z.string().trim().max(253).optional(),
  is_passkey: z.boolean().optional(),
  authenticator_type: z.enum(['platform', 'cross-platform']).optional(),
});
const registerFinish = z.object({
  public_key_credential: credentialField(registrationCredential),
  session_duration_minutes: field.sessionDurationMinutes,
});
const authenticateFinish = z.object({
  public_key_credential: credentialField(authenticationCredential),
  session_duration_minutes: field.sessionDurationMinutes,
  /** The passkey as the second factor of a sign-in that answered this token. */
  intermediate_session_token: z.string().min(1).max(512).optional(),
});

const rename = z.object({ name: z.string().trim().min(1).max(100) });

const FACTOR = { type: 'webauthn', delivery_method: 'webauthn_registration' };

function relyingParty(c: Context<EmulatorEnv>, ctx: EmulatorContext, domain: string | undefined) {
  const rp = resolveRelyingParty({
    originHeader: c.req.header('Origin'),
    domain,
    allowedOrigins: ctx.config.allowed_origins,
    emulatorOrigin: ctx.origin,
  });
  if (!rp.ok) throw new ApiError(400, 'invalid_domain', rp.reason);
  return rp;
}

export const register: RouteModule = (app, ctx) => {
  app.post('/v1/webauthn/register/start', async (c) => {
    const { user } = await ctx.sessions.require(c);
    const body = await parseBody(c, startBody);
    const rp = relyingParty(c, ctx, body.domain);
    const options = await generateRegistrationOptions({
      rpName: ctx.config.project_name,
      rpID: rp.rpID,
      userName: user.email ?? user.phone_number ?? user.user_id,
      userID: new TextEncoder().encode(user.user_id),
      userDisplayName: `${user.name.first_name} ${user.name.last_name}`.trim() || user.email || user.phone_number || '',
      attestationType: 'none',
      // The browser refuses to create a second passkey on an authenticator that already holds one.
      excludeCredentials: store.credentialIdsOf(ctx, user.user_id),
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'preferred',
        ...(body.authenticator_type ? { authenticatorAttachment: body.authenticator_type } : {}),
      },
    });
    store.saveChallenge(ctx, {
      challenge: options.challenge,
      kind: 'register',
      user_id: user.user_id,
      rp_id: rp.rpID,
      origin: rp.origin,
      user_agent: c.req.header('User-Agent') ?? '',
      authenticator_type: body.authenticator_type ?? '',
    });
    return ok(c, { user_id: user.user_id, public_key_credential_creation_options: options });
  });

  app.post('/v1/webauthn/register', async (c) => {
    const auth = await ctx.sessions.require(c);
    const body = await parseBody(c, registerFinish);
    const credential = body.public_key_credential as RegistrationCredential;
    const challenge = challengeOf(credential.response.clientDataJSON);
    const started = challenge ? store.consumeChallenge(ctx, challenge, 'register') : null;
    if (!started || started.user_id !== auth.user.user_id) {
      throw new ApiError(400, 'invalid_public_key_credential', 'The registration challenge is unknown, expired or already used. Start again.');
    }
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: started.challenge,
        expectedOrigin: started.origin,
        expectedRPID: started.rp_id,
        // userVerification is 'preferred': an authenticator without UV may still register.
        requireUserVerification: false,
      });
    } catch (err) {
      throw new ApiError(400, 'invalid_public_key_credential', `The passkey could not be verified: ${(err as Error).message}`);
    }
    if (!verified.verified) throw new ApiError(400, 'invalid_public_key_credential', 'The passkey could not be verified.');
    const info = verified.registrationInfo;
    if (store.registrationByCredential(ctx, info.credential.id)) throw new ApiError(409, 'duplicate_webauthn_registration');
    const registrationId = store.insertRegistration(ctx, {
      user_id: auth.user.user_id,
      credential_id: info.credential.id,
      public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
      sign_count: info.credential.counter,
      transports: JSON.stringify(credential.response.transports ?? []),
      name: defaultPasskeyName(info.aaguid, ctx.now()),
      domain: started.rp_id,
      user_agent: started.user_agent,
      authenticator_type: credential.authenticatorAttachment ?? started.authenticator_type,
    });
    // Registering adds the passkey factor to the session that did it.
    const answer = await ctx.sessions.issue(auth.user.user_id, FACTOR, body.session_duration_minutes, {
      sessionId: auth.session.session_id,
      ...(auth.via === 'session_token' ? { sessionToken: auth.token } : {}),
    });
    return ok(c, { webauthn_registration_id: registrationId, ...answer });
  });

  app.post('/v1/webauthn/authenticate/start', async (c) => {
    const body = await parseBody(c, startBody);
    const rp = relyingParty(c, ctx, body.domain);
    // Discoverable credentials: no allowCredentials, the authenticator offers its passkeys. The passkey
    // is the whole sign-in, so the authenticator must verify the person (PIN, biometrics), not just presence.
    const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required' });
    store.saveChallenge(ctx, {
      challenge: options.challenge,
      kind: 'authenticate',
      user_id: null,
      rp_id: rp.rpID,
      origin: rp.origin,
      user_agent: c.req.header('User-Agent') ?? '',
      authenticator_type: '',
    }, peerAddress(c) ?? 'in-process');
    return ok(c, { public_key_credential_request_options: options });
  });

  app.post('/v1/webauthn/authenticate', async (c) => {
    const body = await parseBody(c, authenticateFinish);
    const credential = body.public_key_credential as AuthenticationCredential;
    const challenge = challengeOf(credential.response.clientDataJSON);
    const started = challenge ? store.consumeChallenge(ctx, challenge, 'authenticate') : null;
    if (!started) {
      throw new ApiError(401, 'unauthorized_credentials', 'The passkey challenge is unknown, expired or already used. Start again.');
    }
    const registration = store.registrationByCredential(ctx, credential.id);
    if (!registration) throw new ApiError(404, 'webauthn_registration_not_found');
    const handle = credential.response.userHandle;
    if (handle && handle !== isoBase64URL.fromUTF8String(registration.user_id)) {
      throw new ApiError(401, 'unauthorized_credentials', 'The passkey belongs to another user.');
    }
    let result;
    try {
      result = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: started.challenge,
        expectedOrigin: started.origin,
        expectedRPID: started.rp_id,
        credential: {
          id: registration.credential_id,
          publicKey: isoBase64URL.toBuffer(registration.public_key),
          counter: registration.sign_count,
          transports: JSON.parse(registration.transports) as string[],
        },
        // The UV flag must be set in the signed authenticator data, whatever the options asked for.
        requireUserVerification: true,
      });
    } catch (err) {
      throw new ApiError(401, 'unauthorized_credentials', `The passkey could not be verified: ${(err as Error).message}`);
    }
    if (!result.verified) throw new ApiError(401, 'unauthorized_credentials');
    store.saveSignCount(ctx, registration.webauthn_registration_id, result.authenticationInfo.newCounter);
    if (body.intermediate_session_token !== undefined) {
      // The token's user must be the passkey's (signIn refuses another user's, and the same authenticator twice).
      return ok(c, await ctx.sessions.signIn(registration.user_id, FACTOR, body.session_duration_minutes, {
        intermediateSessionToken: body.intermediate_session_token,
      }));
    }
    return ok(c, await ctx.sessions.issue(registration.user_id, FACTOR, body.session_duration_minutes));
  });

  app.put('/v1/webauthn/:id', async (c) => {
    const { user } = await ctx.sessions.require(c);
    const body = await parseBody(c, rename);
    const id = c.req.param('id');
    if (!store.ownedRegistration(ctx, id, user.user_id)) throw new ApiError(404, 'webauthn_registration_not_found');
    store.renameRegistration(ctx, id, user.user_id, body.name);
    return ok(c, { webauthn_registration: store.publicRegistration(store.ownedRegistration(ctx, id, user.user_id)!) });
  });

  app.delete('/v1/users/webauthn_registrations/:id', async (c) => {
    const { user } = await ctx.sessions.require(c);
    if (!store.deleteRegistration(ctx, c.req.param('id'), user.user_id)) throw new ApiError(404, 'webauthn_registration_not_found');
    return ok(c, { user_id: user.user_id, user: ctx.users.toJSON(user.user_id) });
  });
};
