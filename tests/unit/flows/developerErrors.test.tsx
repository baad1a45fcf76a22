// @vitest-environment jsdom
/**
 * End users read end-user messages. A developer's error (a wrong public token, a 5xx)
 * reads as the generic message; its own words go to the console and onError.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthClientError } from '../../../src/client/types';
import { useMagicLinkForm } from '../../../src/products/emailMagicLinks/flows';
import { errorMessage } from '../../../src/i18n/errorMessage';
import { en } from '../../../src/entries/i18n';
import { addEnglish } from '../../../src/i18n/english';
import { createTranslator } from '../../../src/i18n/translator';
import { fails, fakeClient } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';

addEnglish(en);
const t = createTranslator();
const PUBLIC_TOKEN = 'The public token is missing or unknown. Send it in the X-Portico-Public-Token header.';
const INTERNAL = 'An unexpected error occurred in the emulator.';
const GENERIC = 'Something went wrong. Please try again.';
const serverError = (status_code: number, error_type: string, error_message: string) =>
  new AuthClientError({ status_code, error_type, error_message, request_id: 'request-test' });

afterEach(() => vi.restoreAllMocks());

describe('developer errors', () => {
  it.each([
    [401, 'invalid_public_token', PUBLIC_TOKEN],
    [500, 'internal_error', INTERNAL],
    [503, 'some_new_outage', 'The database is down.'],
  ])('%i %s › the person reads the generic message', (status, type, words) => {
    expect(errorMessage(serverError(status, type, words), t)).toBe(GENERIC);
  });

  it('a person’s own error keeps the server’s words when the catalogue has none', () => {
    expect(errorMessage(serverError(400, 'something_new', 'Something new happened.'), t)).toBe('Something new happened.');
  });

  it('in a flow › the field shows no developer words; the console and onError get them', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const client = fakeClient({ magicLinks: { email: { loginOrCreate: fails('invalid_public_token', PUBLIC_TOKEN, 401) } } });
    const flow = renderFlow(useMagicLinkForm, { client });
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.email).toEqual({ id: 'error.invalid_public_token' });
    expect(errorMessage(flow.result.current.errors.email, t)).toBe(GENERIC);
    expect(flow.errors).toEqual([expect.objectContaining({ errorType: 'invalid_public_token', message: PUBLIC_TOKEN })]);
    expect(console).toHaveBeenCalledWith(`[portico] invalid_public_token: ${PUBLIC_TOKEN}`);
  });

  it('a person’s error is not logged to the console', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const client = fakeClient({ magicLinks: { email: { loginOrCreate: fails('inactive_email', 'inactive!') } } });
    const flow = renderFlow(useMagicLinkForm, { client });
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.email).toEqual({ id: 'error.inactive_email', message: 'inactive!' });
    expect(console).not.toHaveBeenCalled();
  });
});
