/**
 * Pre-account takeover (H2): someone sets a password for another person's email without
 * proving the inbox. When the owner later proves it (magic link, email code, a provider's verified
 * email), whatever was set up without that proof ends: the password, its sessions and passkeys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, tokenFromLink, type Harness } from './harness';
import { createSoftAuthenticator } from './softAuthenticator';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const STRONG = 'violet-Kettle-orbit-93';

/** What the attacker does: a password account for the victim's email, with a passkey of their own. */
async function preHijack(email: string) {
  const created = await h.call('POST', '/v1/passwords', { email, password: STRONG });
  expect(created.status).toBe(201);
  const bearer = created.body.session_token as string;
  const start = await h.call('POST', '/v1/webauthn/register/start', { domain: 'localhost', is_passkey: true }, { bearer });
  const credential = createSoftAuthenticator().register(start.body.public_key_credential_creation_options, h.emulator.url);
  expect((await h.call('POST', '/v1/webauthn/register', { public_key_credential: credential }, { bearer })).status).toBe(200);
  return { userId: created.body.user_id as string, bearer };
}

/** The three ways an owner proves the inbox; each answers the owner's AuthResponse. */
const proofs: Record<string, (email: string) => Promise<Record<string, any>>> = {
  'a magic link': (email) => signIn(h, email),
  'an email code': async (email) => {
    const sent = await h.call('POST', '/v1/otps/email/login_or_create', { email });
    const [message] = await h.outbox(email);
    return (await h.call('POST', '/v1/otps/authenticate', { method_id: sent.body.method_id, code: message!.code })).body;
  },
  'Google (a verified email)': async (email) => {
    // A nonce from One Tap's client check, as the widget gives Google's library.
    const { nonce } = (await h.call('GET', '/v1/oauth/google/onetap/client?origin=http%3A%2F%2Flocalhost%3A3000')).body;
    const minted = await fetch(`${h.emulator.url}/oauth/emulated/google/id_token`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, nonce }),
    });
    const { id_token } = (await minted.json()) as { id_token: string };
    const tapped = await h.call('POST', '/v1/oauth/google/onetap', { id_token });
    const token = new URL(tapped.body.redirect_url as string).searchParams.get('token');
    return (await h.call('POST', '/v1/oauth/authenticate', { token })).body;
  },
};

describe('given a password set for someone else\'s email', () => {
  it.each(Object.keys(proofs))('proving the inbox by %s ends the unproven password, its sessions and passkeys', async (how) => {
    const email = `victim-${how.split(' ')[1]!.replace(/\W/g, '')}@example.com`;
    const attacker = await preHijack(email);

    const owner = await proofs[how]!(email);
    expect(owner.user_id).toBe(attacker.userId);
    expect(owner.user.password).toBeNull();
    expect(owner.user.webauthn_registrations).toEqual([]);
    expect(owner.user.emails[0]).toMatchObject({ email, verified: true });

    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: attacker.bearer })).body.error_type).toBe('session_not_found');
    const password = await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG });
    expect(password.status).toBe(400);
    expect(password.body.error_type).toBe('reset_password');
    // The owner's own session is the one that lives.
    expect((await h.call('GET', '/v1/users/me', undefined, { bearer: owner.session_token })).status).toBe(200);
  });

  it('a password the owner sets after proving the inbox stays', async () => {
    const email = 'owner-sets@example.com';
    await signIn(h, email);
    await h.call('POST', '/v1/passwords/email/reset/start', { email });
    const { token } = await tokenFromLink(h, email, 0);
    expect((await h.call('POST', '/v1/passwords/email/reset', { token, password: STRONG })).status).toBe(200);
    await signIn(h, email);
    expect((await h.call('POST', '/v1/passwords/authenticate', { email, password: STRONG })).status).toBe(200);
  });
});
