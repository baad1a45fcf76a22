/**
 * The identity-provider widget's states (SPEC §4 "Identity provider": loading, preflight, error,
 * success, denied, consent_required; and the logout confirmation). Its own reducer: the IdP widget
 * shares nothing with Login's screens.
 */
import type { IDPConsentModel } from '../../screens/idpTypes';
import type { ScreenError } from '../../screens/types';

/** Which button's request is in flight, so only that one shows a spinner. */
export type IdpPending = 'allow' | 'deny' | 'yes' | null;

export type IdpState =
  /** Reading the request, or attesting a session (SPEC §4 trustedAuthToken). */
  | { status: 'loading' }
  | { status: 'preflight' }
  /** SPEC §5 missing parameter, SPEC §8 preflight failure, or a page framed by another site. */
  | { status: 'error'; error: ScreenError }
  /** SPEC §4: 'No active session detected. Please log in to continue.' */
  | { status: 'no_session' }
  | { status: 'consent_required'; consent: IDPConsentModel; pending: IdpPending }
  /** The browser is leaving for the app's redirect URI. */
  | { status: 'redirecting' }
  | { status: 'denied' }
  | { status: 'success' }
  | { status: 'logout_required'; redirectUri: string; pending: IdpPending }
  /** SPEC §2: after No, 'You have not been logged out. You may close this page.' */
  | { status: 'not_logged_out' };

export type IdpAction =
  | { type: 'attest' }
  | { type: 'preflight' }
  | { type: 'fail'; error: ScreenError }
  | { type: 'no_session' }
  | { type: 'consent_required'; consent: IDPConsentModel }
  | { type: 'logout_required'; redirectUri: string }
  | { type: 'submit'; pending: Exclude<IdpPending, null> }
  | { type: 'redirect' }
  | { type: 'denied' }
  | { type: 'success' }
  | { type: 'stay_logged_in' };

export const initialIdpState: IdpState = { status: 'loading' };

/** Pure and exhaustive; an unknown action (plain JS) leaves the state alone. */
export function idpReducer(state: IdpState, action: IdpAction): IdpState {
  switch (action.type) {
    case 'attest':
      return { status: 'loading' };
    case 'preflight':
      return { status: 'preflight' };
    case 'fail':
      return { status: 'error', error: action.error };
    case 'no_session':
      return { status: 'no_session' };
    case 'consent_required':
      return { status: 'consent_required', consent: action.consent, pending: null };
    case 'logout_required':
      return { status: 'logout_required', redirectUri: action.redirectUri, pending: null };
    case 'submit':
      // Only a question on screen can be answered.
      return state.status === 'consent_required' || state.status === 'logout_required' ? { ...state, pending: action.pending } : state;
    case 'redirect':
      return { status: 'redirecting' };
    case 'denied':
      return { status: 'denied' };
    case 'success':
      return { status: 'success' };
    case 'stay_logged_in':
      return { status: 'not_logged_out' };
    default:
      action satisfies never;
      return state;
  }
}
