/**
 * The identity-provider controller (SPEC §4 "Identity provider"): reads the request from the query
 * string, attests a session when told to, runs the authorize or logout preflight, and answers
 * Allow / Deny and Yes / No. Logic only: the container turns its state into a screen.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import type { AuthClient, Bootstrap, IDPAuthorizeParams } from '../../client/types';
import { idpMessages } from '../../i18n/messages/idp';
import { interpolate } from '../../i18n/translator';
import type { ConsentManifestGenerator } from '../../screens/idpTypes';
import { type OAuthAuthorizeEventData } from '../events';
import { errorTypeOf, safely, useHostRuntime, type HostArgs } from '../runtime';
import { useBusyGuard } from '../useBusyGuard';
import { buildConsent } from './consent';
import { idpReducer, initialIdpState, type IdpState } from './reducer';
import { isHttpUrl, parseIdpRequest } from './params';

/** SPEC §4, §9: a session attested from a trusted auth token lasts 60 minutes. */
export const ATTESTED_SESSION_MINUTES = 60;

/** The shared runtime's inputs (client, callbacks, log), and the request's. */
export interface IdentityProviderFlowArgs extends HostArgs {
  /** For the access policy's scope descriptions. @defaultValue `client.bootstrap.getSync()` */
  bootstrap?: Bootstrap;
  /** Whether the page runs inside another page's frame (`isFramed()`); then nothing is offered. */
  framed: boolean;
  /** What to call a client with no name and no parsable redirect host: 'The App', translated. */
  fallbackClientName: string;
  /** The query string to read. @defaultValue `location.search` */
  search?: string;
  /** Rewords the permissions (SPEC §6). @defaultValue the SPEC §6 texts */
  getConsentManifest?: ConsentManifestGenerator;
  /** With `tokenProfileID`: any session is revoked and one attested from this token (SPEC §4). */
  trustedAuthToken?: string;
  tokenProfileID?: string;
  /** Full-page navigation to the app. @defaultValue `location.assign` */
  navigate?: (url: string) => void;
}

export interface IdentityProviderFlowViewModel {
  state: IdpState;
  onAllow(): void;
  onDeny(): void;
  /** 'Yes' on the logout question. */
  onLogout(): void;
  /** 'No' on the logout question. */
  onStayLoggedIn(): void;
}

// The server's answers for a session it no longer knows: the person has to sign in again.
const SESSION_GONE = new Set(['session_not_found', 'invalid_session_token', 'user_unauthenticated']);

export function useIdentityProviderFlow(args: IdentityProviderFlowArgs): IdentityProviderFlowViewModel {
  const [state, dispatch] = useReducer(idpReducer, initialIdpState);
  const [parsed] = useState(() => parseIdpRequest(args.search ?? globalThis.location?.search ?? ''));
  // Login's runtime (latest args, events, onError) and busy guard; the state async work reads is the latest too.
  const runtime = useHostRuntime(args);
  const guard = useBusyGuard();
  const latest = useRef({ args, state });
  latest.current = { args, state };
  const started = useRef(false); // a trusted auth token works once: StrictMode's second effect must not spend it
  const backendConfirmsLogout = useRef(false);

  const emit = runtime.emit;
  // The widget's own refusals: the view words them; onError hears the English (developer-facing).
  const refuse = (id: 'idp.framed' | 'idp.missingParam', values?: Record<string, string>) => {
    runtime.fail(new Error(interpolate(idpMessages[id], values)));
    dispatch({ type: 'fail', error: values ? { id, values } : { id } });
  };
  // SPEC §4: no session is one error for the host, whether none was stored or the server forgot it:
  // errorType user_unauthenticated (SPEC §8's "Must have an active session"), the cause attached.
  const noSession = (cause?: unknown) => {
    const message = idpMessages['idp.noSession'];
    safely(() => latest.current.args.callbacks?.onError?.({ message, errorType: 'user_unauthenticated', error: cause ?? new Error(message) }));
    dispatch({ type: 'no_session' });
  };
  const show = (error: unknown) => dispatch({ type: 'fail', error: runtime.fail(error) });
  const leaveFor = (url: string) => {
    dispatch({ type: 'redirect' });
    (latest.current.args.navigate ?? ((to: string) => globalThis.location.assign(to)))(url);
  };
  const eventData = (params: IDPAuthorizeParams): OAuthAuthorizeEventData => ({
    client_id: params.client_id,
    redirect_uri: params.redirect_uri,
    scopes: params.scopes,
  });

  async function authorize(params: IDPAuthorizeParams, attest: boolean) {
    const { client, trustedAuthToken, tokenProfileID } = latest.current.args;
    if (attest && trustedAuthToken && tokenProfileID) {
      dispatch({ type: 'attest' });
      try {
        await client.session.revoke({ forceClear: true }).catch(() => undefined);
        await client.session.attest({ token: trustedAuthToken, profile_id: tokenProfileID, session_duration_minutes: ATTESTED_SESSION_MINUTES });
      } catch (error) {
        return show(error);
      }
    }
    if (!client.session.getSync()) return noSession();
    dispatch({ type: 'preflight' });
    emit({ type: 'OAuthAuthorizeFlowStart', data: eventData(params) });
    try {
      const preflight = await client.idp.authorizeStart(params);
      if (!preflight.consent_required) return await submit(params, params.scopes, { consentRequired: false, granted: false });
      const { args } = latest.current;
      const consent = buildConsent({
        preflight,
        redirectUri: params.redirect_uri,
        policy: (args.bootstrap ?? client.bootstrap.getSync()).rbacPolicy,
        fallbackClientName: args.fallbackClientName,
        ...(args.getConsentManifest ? { generator: args.getConsentManifest } : {}),
      });
      dispatch({ type: 'consent_required', consent });
    } catch (error) {
      if (!SESSION_GONE.has(errorTypeOf(error) ?? '')) return show(error);
      // The stored session is dead on the server: clear it, so the page (and its Login) sees none.
      await client.session.revoke({ forceClear: true }).catch(() => undefined);
      noSession(error);
    }
  }

  async function submit(params: IDPAuthorizeParams, scopes: string[], answer: { consentRequired: boolean; granted: boolean }) {
    const { redirect_uri } = await latest.current.args.client.idp.authorizeSubmit({ ...params, scopes, consent_granted: answer.granted });
    if (isHttpUrl(redirect_uri)) return leaveFor(redirect_uri);
    if (answer.consentRequired && !answer.granted) {
      dispatch({ type: 'denied' });
      return emit({ type: 'OAuthAuthorizeFlowConsentDenied', data: eventData(params) });
    }
    emit({ type: 'OAuthAuthorizeFlowComplete', data: eventData(params) });
    dispatch({ type: 'success' });
  }

  async function logout(params: Parameters<AuthClient['idp']['logoutStart']>[0]) {
    dispatch({ type: 'preflight' });
    try {
      const { consent_required, redirect_uri, confirm_with_backend } = await latest.current.args.client.idp.logoutStart(params);
      backendConfirmsLogout.current = confirm_with_backend === true;
      if (consent_required) return dispatch({ type: 'logout_required', redirectUri: redirect_uri });
      await logOut(params, redirect_uri);
    } catch (error) {
      show(error);
    }
  }

  // SPEC §4: the session is force-cleared, ignoring failures, then the browser goes back to the app.
  // A backend that confirms the logout itself (Better Auth) ends the session and names the address.
  async function logOut(params: Parameters<AuthClient['idp']['logoutStart']>[0], answered: string) {
    const { client } = latest.current.args;
    const redirectUri = backendConfirmsLogout.current && client.idp.logoutConfirm ? (await client.idp.logoutConfirm(params)).redirect_uri : answered;
    await client.session.revoke({ forceClear: true }).catch(() => undefined);
    if (isHttpUrl(redirectUri)) return leaveFor(redirectUri);
    dispatch({ type: 'success' });
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { args: current } = latest.current;
    runtime.log('render_idp_screen', { type: 'request' in parsed ? parsed.request.kind : parsed.kind });
    if (current.framed) return refuse('idp.framed');
    if ('missing' in parsed) return refuse('idp.missingParam', { param: parsed.missing });
    const { request } = parsed;
    if (request.kind === 'logout') void logout(request.params);
    else void authorize(request.params, true);
  }, []);

  // Offer the host a way back (docs/widget.md): once a Login on the page signs the person in, go on.
  useEffect(
    () =>
      args.client.session.onChange((session) => {
        const waiting = latest.current.state.status === 'no_session';
        if (session.session && waiting && 'request' in parsed && parsed.request.kind === 'authorize') void authorize(parsed.request.params, false);
      }),
    [args.client],
  );

  const answer = (pending: 'allow' | 'deny' | 'yes', run: () => Promise<void>) =>
    void guard.run(async () => {
      dispatch({ type: 'submit', pending });
      await run().catch(show);
    });
  const consent = (granted: boolean) => {
    const current = latest.current.state;
    if (current.status !== 'consent_required' || !('request' in parsed) || parsed.request.kind !== 'authorize') return;
    const { params } = parsed.request;
    // SPEC §6: ungrantable scopes are never sent as granted.
    const scopes = current.consent.scopes.map((s) => s.scope);
    answer(granted ? 'allow' : 'deny', () => submit(params, scopes, { consentRequired: true, granted }));
  };

  return {
    state,
    onAllow: () => consent(true),
    onDeny: () => consent(false),
    onLogout: () => {
      const current = latest.current.state;
      if (current.status === 'logout_required' && 'request' in parsed && parsed.request.kind === 'logout') {
        const { params } = parsed.request;
        answer('yes', () => logOut(params, current.redirectUri));
      }
    },
    onStayLoggedIn: () => {
      if (latest.current.state.status === 'logout_required' && !guard.isBusy()) dispatch({ type: 'stay_logged_in' });
    },
  };
}
