import type { MessageValues } from '../i18n/translator';

/**
 * An error a screen shows: a message id (or `error.<error_type>`), with the server's words as the
 * text when the id has none. Screens own this type; flows' `ErrorDescriptor` is this type, passed straight in.
 */
export interface ScreenError {
  id: string;
  message?: string;
  values?: MessageValues;
  /** The message came from the URL (anyone can write it): shown as text, its links not clickable. */
  plainText?: boolean;
}

/** What a form's submit callback receives; the screen has already called `preventDefault`. */
export type SubmitLike = { preventDefault(): void };

/** A request in flight: buttons show a spinner and presses are blocked. */
export type FormStatus = 'idle' | 'submitting';
