/** The widget reducer: exactly the actions of SPEC §4 (Reducer actions), as a discriminated union. */
import type { CryptoState, ErrorDescriptor, OtpState, PasswordState, Screen, WidgetState } from './state';

export type WidgetAction =
  | { type: 'transition'; screen: Screen }
  | { type: 'set_magic_link_email'; email: string }
  /** Fields given replace the stored ones; a resend changes only methodId (SPEC §2 OTP). */
  | { type: 'update_otp_state'; otpState: Partial<OtpState> }
  | { type: 'update_crypto_state'; cryptoState: Partial<CryptoState> }
  | { type: 'update_password_state'; passwordState: Partial<PasswordState> }
  | { type: 'set_error_descriptor'; errorDescriptor: ErrorDescriptor }
  | { type: 'clear_error_descriptor' };

export type WidgetDispatch = (action: WidgetAction) => void;

// `{ methodId: undefined }` from plain JS must not erase a stored value: only given fields apply.
function merge<T extends object>(stored: T, update: Partial<T>): T {
  const next = { ...stored };
  for (const key of Object.keys(update) as Array<keyof T>) {
    const value = update[key];
    if (value !== undefined) next[key] = value as T[keyof T];
  }
  return next;
}

/** Pure: same state and action, same result; the input state is never mutated. */
export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  const { formState } = state;
  switch (action.type) {
    case 'transition':
      return { ...state, screen: action.screen };
    case 'set_magic_link_email':
      return { ...state, formState: { ...formState, magicLinkState: { email: action.email } } };
    case 'update_otp_state':
      return { ...state, formState: { ...formState, otpState: merge(formState.otpState, action.otpState) } };
    case 'update_crypto_state':
      return { ...state, formState: { ...formState, cryptoState: merge(formState.cryptoState, action.cryptoState) } };
    case 'update_password_state':
      return {
        ...state,
        formState: { ...formState, passwordState: merge(formState.passwordState, action.passwordState) },
      };
    case 'set_error_descriptor':
      return { ...state, formState: { ...formState, errorDescriptor: { ...action.errorDescriptor } } };
    case 'clear_error_descriptor':
      return { ...state, formState: { ...formState, errorDescriptor: null } };
    default:
      // A new action is a compile error here; at run time an unknown action (a host's typo in
      // plain JS) leaves the state alone rather than breaking the widget.
      action satisfies never;
      return state;
  }
}
