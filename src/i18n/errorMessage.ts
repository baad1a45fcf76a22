import { isDeveloperError, serverErrorOf } from '../client/developerErrors';
import { addEnglish } from './english';
import { serverErrorMessages } from './messages/serverErrors';
import type { MessageValues, Translate } from './translator';

/** Shapes `errorMessage` understands; anything else gets the generic message. */
interface ServerErrorLike {
  error_type: string;
  error_message?: string;
}
interface DescriptorLike {
  id: string;
  message?: string;
  values?: MessageValues;
}

const isServerError = (error: unknown): error is ServerErrorLike => serverErrorOf(error) !== undefined;

const isDescriptor = (error: unknown): error is DescriptorLike =>
  typeof error === 'object' && error !== null && typeof (error as DescriptorLike).id === 'string';

/** An error's text with its server error_type: SPEC §8's catalogue message, else the server's own words. */
export function messageOf(error: unknown, t: Translate): { message: string; errorType?: string } {
  addEnglish(serverErrorMessages); // once: every view that words an error comes through here
  // SPEC §8: a known error_type gets its catalogue message, otherwise the server's error_message.
  if (isServerError(error)) {
    // A developer's error (a wrong public token, a 5xx) reads as the generic message.
    const own = isDeveloperError(error) ? undefined : error.error_message;
    const message = t.lookup(`error.${error.error_type}`) ?? own ?? t('error.unknown');
    return { message: message || t('error.unknown'), errorType: error.error_type };
  }
  // A flow's own descriptor: a message id, with a server message as the fallback text.
  if (isDescriptor(error)) {
    return { message: t.lookup(error.id, error.values) ?? error.message ?? t('error.unknown') };
  }
  if (error instanceof Error && error.message) return { message: error.message };
  if (typeof error === 'string' && error) return { message: error };
  return { message: t('error.unknown') };
}

/** The text a person reads for any error a flow holds. */
export function errorMessage(error: unknown, t: Translate): string {
  return messageOf(error, t).message;
}
