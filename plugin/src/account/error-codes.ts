/** The account center's codes (registered with portico()'s `$ERROR_CODES`); the browser client words them. */
import { APIError } from 'better-auth/api';

export const ACCOUNT_MESSAGES = {
  SESSION_NOT_FRESH: 'This change needs a recent sign-in: confirm it is you (POST /portico/account/verify) and try again.',
  STEP_UP_NOT_STARTED: 'No step-up of this session is waiting for a second factor.',
  PASSWORD_ALREADY_SET: 'This account has a password already: change it with the current one.',
  EMAIL_NOT_VERIFIED: 'The account has no verified email address to send a code to.',
  ACCOUNT_MAIL_NOT_CONFIGURED: 'portico({ account: { send } }) is not set: the account center cannot mail the person.',
} as const;

export type AccountErrorCode = keyof typeof ACCOUNT_MESSAGES;

export const ACCOUNT_ERROR_CODES = Object.fromEntries(Object.entries(ACCOUNT_MESSAGES).map(([code, message]) => [code, { code, message }])) as {
  readonly [K in AccountErrorCode]: { readonly code: K; readonly message: (typeof ACCOUNT_MESSAGES)[K] };
};

type Status = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export const accountError = (status: Status, code: AccountErrorCode) => new APIError(status, { code, message: ACCOUNT_MESSAGES[code] });
