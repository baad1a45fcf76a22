// @vitest-environment jsdom
/**
 * SPEC §4 passkey autofill through the client's real WebAuthn calls and @simplewebauthn/browser,
 * down to a fake `navigator.credentials` (fakeCredentials): one conditional request at a time, a
 * retry budget of 5, aborted when Main goes, never a modal request.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthClientError } from '../../../src/client/AuthClientError';
import type { CallContext } from '../../../src/client/callContext';
import { createPkce } from '../../../src/client/pkce';
import { createMemoryStorage } from '../../../src/client/storage';
import { createWebAuthnCalls } from '../../../src/client/webauthn';
import { PASSKEY_AUTOFILL_RETRIES, PASSKEY_AUTOFILL_RETRY_MS, usePasskeyAutofill } from '../../../src/products/passkeys/flows/usePasskeyAutofill';
import type { FlowArgs } from '../../../src/flows/runtime';
import { fakeAuthResponse, fakeClient } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';

/** A fake `navigator.credentials`: each get() waits until the test answers it, or its signal aborts it. */
function fakeCredentials() {
  const requests: Array<{ options: CredentialRequestOptions; resolve(credential: unknown): void; reject(error: unknown): void }> = [];
  let pending = 0;
  let mostPending = 0;
  const get = (options: CredentialRequestOptions) =>
    new Promise((resolve, reject) => {
      pending += 1;
      mostPending = Math.max(mostPending, pending);
      let settled = false;
      const settle = <T,>(fn: (value: T) => void) => (value: T) => {
        if (settled) return;
        settled = true;
        pending -= 1;
        fn(value);
      };
      const request = { options, resolve: settle(resolve), reject: settle(reject) };
      options.signal?.addEventListener('abort', () => request.reject(new DOMException('aborted', 'AbortError')), { once: true });
      requests.push(request);
    });
  return { get, requests, pending: () => pending, mostPending: () => mostPending };
}

/** What an authenticator answers, shaped as the browser's PublicKeyCredential. */
const fakeAssertion = () => {
  const bytes = (n: number) => new Uint8Array(n).fill(7).buffer;
  return {
    id: 'BwcH',
    rawId: bytes(3),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: { authenticatorData: bytes(37), clientDataJSON: bytes(10), signature: bytes(8), userHandle: bytes(4) },
    getClientExtensionResults: () => ({}),
  };
};

/** The server side, faked at the client's request layer: start answers options, finish answers `finish()`. */
function fakeServer(finish: () => Promise<unknown>): CallContext {
  const request = (async (_method: string, path: string) => {
    if (path === '/v1/webauthn/authenticate/start') {
      return { public_key_credential_request_options: { challenge: 'AAAA', rpId: 'localhost', allowCredentials: [], userVerification: 'required' } };
    }
    throw new Error(`unexpected ${path}`);
  }) as CallContext['request'];
  return { request, authenticate: (async () => finish()) as CallContext['authenticate'], pkce: createPkce(createMemoryStorage(), 'public-token-test-fake') };
}

let credentials: ReturnType<typeof fakeCredentials>;
beforeAll(async () => {
  await import('../../../src/client/webauthnBrowser'); // downloaded once, as the first call of a page would
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  credentials = fakeCredentials();
  Object.defineProperty(navigator, 'credentials', { value: { get: credentials.get }, configurable: true });
  // The browser's WebAuthn, as @simplewebauthn/browser detects it, with passkey autofill.
  vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => true }));
});
const mounted: Array<{ unmount(): void }> = [];
afterEach(() => {
  // A flow left mounted would go on asking the next test's fake.
  for (const flow of mounted.splice(0)) flow.unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the client's promises, dynamic imports included, run to where they wait on the fake. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
};
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderAutofill(finish: () => Promise<unknown>, enabled = true) {
  const client = fakeClient({ webauthn: createWebAuthnCalls(fakeServer(finish), () => 'localhost') });
  const flow = renderFlow((args: FlowArgs) => usePasskeyAutofill(args, enabled), { client, config: { products: ['emailMagicLinks', 'passkeys'] } });
  let gone = false;
  const unmount = () => {
    if (gone) return;
    gone = true;
    flow.unmount();
  };
  mounted.push({ unmount });
  return { ...flow, unmount };
}

describe('usePasskeyAutofill (SPEC §4)', () => {
  it('asks quietly (conditional mediation, never a modal dialog), one request at a time', async () => {
    renderAutofill(async () => fakeAuthResponse);
    await settle();
    expect(credentials.requests).toHaveLength(1);
    expect(credentials.requests[0]!.options.mediation).toBe('conditional');
    expect(credentials.pending()).toBe(1);
  });

  it('a passkey picked from autofill signs in as the button does', async () => {
    const flow = renderAutofill(async () => fakeAuthResponse);
    await settle();
    credentials.requests[0]!.resolve(fakeAssertion());
    await settle();
    expect(flow.events.map((event) => event.type)).toEqual(['PasskeyAuthenticate']);
    expect(flow.state().screen).toBe('PasskeyConfirmation');
  });

  it(`each failure spends one of ${PASSKEY_AUTOFILL_RETRIES} attempts; at 0 it asks no more`, async () => {
    const flow = renderAutofill(async () => {
      throw new AuthClientError({ status_code: 404, error_type: 'webauthn_registration_not_found', error_message: 'not found' });
    });
    for (let attempt = 1; attempt <= PASSKEY_AUTOFILL_RETRIES; attempt += 1) {
      await settle();
      expect(credentials.requests).toHaveLength(attempt);
      credentials.requests[attempt - 1]!.resolve(fakeAssertion());
      await settle();
      // The next one waits a moment; never two at once.
      expect(credentials.pending()).toBe(0);
      await wait(PASSKEY_AUTOFILL_RETRY_MS);
    }
    await wait(60_000);
    await settle();
    expect(credentials.requests).toHaveLength(5); // SPEC §9: passkey autofill retries, 5
    expect(credentials.mostPending()).toBe(1);
    // Each failure was shown (a warning, state.ts) and heard by onError.
    expect(flow.state().formState.errorDescriptor).toMatchObject({ id: 'error.webauthn_registration_not_found' });
    expect(flow.errors).toHaveLength(PASSKEY_AUTOFILL_RETRIES);
  });

  it("a person's cancel spends one too, silently", async () => {
    const flow = renderAutofill(async () => fakeAuthResponse);
    await settle();
    credentials.requests[0]!.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    await settle();
    await wait(PASSKEY_AUTOFILL_RETRY_MS);
    await settle();
    expect(credentials.requests).toHaveLength(2);
    expect(flow.state().formState.errorDescriptor).toBeNull();
    expect(flow.errors).toEqual([]);
  });

  it('leaving Main aborts the request in flight, and nothing follows it', async () => {
    const flow = renderAutofill(async () => fakeAuthResponse);
    await settle();
    const signal = credentials.requests[0]!.options.signal!;
    expect(signal.aborted).toBe(false);
    flow.unmount();
    expect(signal.aborted).toBe(true);
    await settle();
    await wait(60_000);
    await settle();
    expect(credentials.pending()).toBe(0);
    expect(credentials.requests).toHaveLength(1);
    expect(flow.errors).toEqual([]);
  });

  it('leaving Main during the pause between attempts asks no more', async () => {
    const flow = renderAutofill(async () => {
      throw new AuthClientError({ status_code: 500, error_type: 'internal_server_error', error_message: 'down' });
    });
    await settle();
    credentials.requests[0]!.resolve(fakeAssertion());
    await settle();
    flow.unmount();
    await wait(60_000);
    await settle();
    expect(credentials.requests).toHaveLength(1);
  });

  it('off (no autofill, or no email form): no request at all', async () => {
    renderAutofill(async () => fakeAuthResponse, false);
    await settle();
    await wait(60_000);
    expect(credentials.requests).toEqual([]);
  });
});
