/**
 * portico()'s invitations beside Better Auth's organization plugin (plugin/src/organizations): the
 * mail after /organization/invite-member, with a token of its own; the link's routes (get, the
 * invited address signed in, decline), each refusing another address's session, an answered or
 * unknown invitation and an expired one; the bootstrap lists `organizations` only beside the
 * organization plugin. Better Auth in process (server/dev, SQLite).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevAuth } from '../../server/dev/devAuth';
import { ORIGIN } from './harness';

type Dev = Awaited<ReturnType<typeof createDevAuth>>;
let dev: Dev;
let plain: Dev;
let owner: Person;
let acme: string;

/** One browser: its own cookie jar. */
function person(on: () => Dev) {
  const jar = new Map<string, string>();
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await on().auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const set = response.headers.getSetCookie();
    for (const line of set) {
      const [pair, ...attributes] = line.split(';');
      const [name, value = ''] = pair!.split('=');
      if (value === '' || attributes.some((a) => /max-age=0/i.test(a))) jar.delete(name!.trim());
      else jar.set(name!.trim(), value);
    }
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as any, setCookie: set.length > 0 };
  };
  return { call, signedIn: () => [...jar.keys()].some((name) => name.endsWith('session_token')) };
}
type Person = ReturnType<typeof person>;

async function signUp(email: string): Promise<Person> {
  const someone = person(() => dev);
  expect((await someone.call('POST', '/sign-up/email', { email, password: 'a long password for the test 1', name: email.split('@')[0] })).status).toBe(200);
  return someone;
}

/** The owner invites `email`; answers the mailed link's token and the invitation's id. */
async function invite(email: string, role = 'member', headers: Record<string, string> = {}) {
  const made = await owner.call('POST', '/organization/invite-member', { email, role, organizationId: acme }, headers);
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const mail = dev.outbox.list(email)[0]!;
  const link = new URL(mail.links[0]!);
  return { link, mail, token: link.searchParams.get('token')!, id: made.json.id as string };
}

const status = (id: string) => (dev.db.prepare('SELECT status FROM invitation WHERE id = ?').get(id) as { status: string }).status;
const memberEmails = () => (dev.db.prepare('SELECT u.email FROM member m JOIN user u ON u.id = m.userId WHERE m.organizationId = ?').all(acme) as Array<{ email: string }>).map((r) => r.email);

beforeAll(async () => {
  dev = await createDevAuth({ origin: ORIGIN, organizations: true });
  plain = await createDevAuth({ origin: ORIGIN });
  owner = await signUp('owner@acme.test');
  acme = (await owner.call('POST', '/organization/create', { name: 'Acme', slug: 'acme' })).json.id;
});
afterAll(() => {
  dev?.db.close();
  plain?.db.close();
});

describe('the invitation mail', () => {
  it('links the page the inviter named with a token that is not the invitation id, and says who invites to what', async () => {
    const { link, mail, token, id } = await invite('mail@acme.test', 'admin', { 'x-portico-invitation-redirect': `${ORIGIN}/join?x=1` });
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/join`);
    expect(link.searchParams.get('stytch_token_type')).toBe('invitation');
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(token).not.toBe(id);
    expect(mail.subject).toBe('owner invited you to join Acme');
    expect(mail.body).toContain('as admin');
    expect(mail.body).toContain('It expires in 7 days.');
  });

  it('refuses a page on an untrusted origin before the invitation is made', async () => {
    const made = await owner.call('POST', '/organization/invite-member', { email: 'evil@acme.test', role: 'member', organizationId: acme }, { 'x-portico-invitation-redirect': 'https://evil.example/' });
    expect(made.status).toBe(400);
    expect(dev.db.prepare('SELECT COUNT(*) AS n FROM invitation WHERE email = ?').get('evil@acme.test')).toEqual({ n: 0 });
    expect(dev.outbox.list('evil@acme.test')).toEqual([]);
  });
});

describe('POST /portico/invitations/get', () => {
  it('shows the invitation with no session; an unknown token, or the id in its place, is invitation_not_found', async () => {
    const { token, id } = await invite('preview@acme.test', 'admin');
    const visitor = person(() => dev);
    const answer = await visitor.call('POST', '/portico/invitations/get', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ invitation: { invitation_id: id, email: 'preview@acme.test', role: 'admin', status: 'pending' }, organization: { name: 'Acme', slug: 'acme' }, inviter: 'owner' });
    for (const wrong of ['x'.repeat(32), id.padEnd(20, 'x')]) {
      const refused = await visitor.call('POST', '/portico/invitations/get', { token: wrong });
      expect(refused.status).toBe(404);
      expect(refused.json.code).toBe('INVITATION_NOT_FOUND');
    }
  });
});

describe('POST /portico/invitations/session, then Better Auth accepts', () => {
  it('signs the invited address in (verified: the link proved it); accepting makes them a member with Acme active', async () => {
    const { token, id } = await invite('new@acme.test', 'admin');
    const visitor = person(() => dev);
    const signed = await visitor.call('POST', '/portico/invitations/session', { token });
    expect(signed).toMatchObject({ status: 200, json: { invitation_id: id, signed_in: true } });
    expect(visitor.signedIn()).toBe(true);
    const session = (await visitor.call('GET', '/get-session')).json;
    expect(session.user).toMatchObject({ email: 'new@acme.test', emailVerified: true });
    expect((await visitor.call('POST', '/organization/accept-invitation', { invitationId: id })).status).toBe(200);
    expect(memberEmails()).toContain('new@acme.test');
    expect((await visitor.call('GET', '/get-session')).json.session.activeOrganizationId).toBe(acme);
  });

  it('signs in once: the link, opened again in another browser before it is accepted, signs nobody in', async () => {
    const { token, id } = await invite('once@acme.test');
    const first = person(() => dev);
    expect((await first.call('POST', '/portico/invitations/session', { token })).json).toMatchObject({ signed_in: true });
    const second = person(() => dev);
    const refused = await second.call('POST', '/portico/invitations/session', { token });
    expect(refused.json).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    expect(second.signedIn()).toBe(false);
    // The first browser's session still accepts it, by Better Auth's own route.
    expect((await first.call('POST', '/organization/accept-invitation', { invitationId: id })).status).toBe(200);
    expect(status(id)).toBe('accepted');
  });

  it('a person signed in with the invited address keeps their session', async () => {
    const colleague = await signUp('known@acme.test');
    const { token } = await invite('known@acme.test');
    const before = (await colleague.call('GET', '/get-session')).json.session.id;
    expect((await colleague.call('POST', '/portico/invitations/session', { token })).json).toMatchObject({ signed_in: false });
    expect((await colleague.call('GET', '/get-session')).json.session.id).toBe(before);
  });

  it('the address: a session of another address is refused and keeps its own, and nobody is signed in as the invited one', async () => {
    const { token, id } = await invite('bound@acme.test');
    const other = await signUp('other@example.test');
    const refused = await other.call('POST', '/portico/invitations/session', { token });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('INVITATION_EMAIL_MISMATCH');
    expect(refused.setCookie).toBe(false);
    expect((await other.call('GET', '/get-session')).json.user.email).toBe('other@example.test');
    expect(status(id)).toBe('pending');
  });

  it('the status: an answered or withdrawn invitation signs nobody in', async () => {
    const accepted = await invite('twice@acme.test');
    const first = person(() => dev);
    await first.call('POST', '/portico/invitations/session', { token: accepted.token });
    await first.call('POST', '/organization/accept-invitation', { invitationId: accepted.id });
    const revoked = await invite('withdrawn@acme.test');
    expect((await owner.call('POST', '/organization/cancel-invitation', { invitationId: revoked.id })).status).toBe(200);
    for (const token of [accepted.token, revoked.token]) {
      const visitor = person(() => dev);
      const refused = await visitor.call('POST', '/portico/invitations/session', { token });
      expect(refused.status).toBe(404);
      expect(refused.json.code).toBe('INVITATION_NOT_FOUND');
      expect(visitor.signedIn()).toBe(false);
    }
  });

  it('the expiry: an expired invitation is invitation_expired and signs nobody in', async () => {
    const { token, id } = await invite('late@acme.test');
    dev.db.prepare('UPDATE invitation SET expiresAt = ? WHERE id = ?').run(Date.now() - 1000, id);
    const visitor = person(() => dev);
    const refused = await visitor.call('POST', '/portico/invitations/session', { token });
    expect(refused.status).toBe(410);
    expect(refused.json.code).toBe('INVITATION_EXPIRED');
    expect(visitor.signedIn()).toBe(false);
    expect((await visitor.call('POST', '/portico/invitations/get', { token })).json.code).toBe('INVITATION_EXPIRED');
  });
});

describe('a second factor', () => {
  it('an invited address with two-step verification is held by its challenge, as after any emailed link: no session', async () => {
    await signUp('guarded@acme.test');
    dev.db.prepare('UPDATE user SET twoFactorEnabled = 1 WHERE email = ?').run('guarded@acme.test');
    const { token, id } = await invite('guarded@acme.test');
    const visitor = person(() => dev);
    const held = await visitor.call('POST', '/portico/invitations/session', { token });
    expect(held.status).toBe(200);
    expect(held.json).toMatchObject({ twoFactorRedirect: true });
    expect(visitor.signedIn()).toBe(false);
    expect(status(id)).toBe('pending');
  });
});

describe('POST /portico/invitations/decline', () => {
  it('declines with no session; the link is then unusable; another address cannot decline it', async () => {
    const { token, id } = await invite('decliner@acme.test');
    const other = await signUp('someone@example.test');
    const refused = await other.call('POST', '/portico/invitations/decline', { token });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('INVITATION_EMAIL_MISMATCH');
    expect(status(id)).toBe('pending');
    const visitor = person(() => dev);
    expect((await visitor.call('POST', '/portico/invitations/decline', { token })).status).toBe(200);
    expect(status(id)).toBe('rejected');
    expect(visitor.signedIn()).toBe(false);
    expect((await visitor.call('POST', '/portico/invitations/get', { token })).json.code).toBe('INVITATION_NOT_FOUND');
    expect(memberEmails()).not.toContain('decliner@acme.test');
  });
});

describe('the bootstrap', () => {
  it('lists organizations beside the organization plugin only', async () => {
    const products = async (on: Dev) => (await person(() => on).call('GET', '/portico/bootstrap')).json.products as string[];
    expect(await products(dev)).toContain('organizations');
    expect(await products(plain)).not.toContain('organizations');
    // Its routes answer, without the organization plugin, that there is no such invitation.
    const refused = await person(() => plain).call('POST', '/portico/invitations/session', { token: 'x'.repeat(32) });
    expect(refused).toMatchObject({ status: 404, json: { code: 'INVITATION_NOT_FOUND' } });
  });
});

describe('bad input', () => {
  it('the link\u2019s routes answer random bodies with a 4xx and a code, never a 5xx', async () => {
    const visitor = person(() => dev);
    const value = fc.oneof(fc.string({ maxLength: 140 }), fc.integer(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }));
    for (const route of ['/portico/invitations/get', '/portico/invitations/session', '/portico/invitations/decline']) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.record({ token: value }, { requiredKeys: [] }), fc.jsonValue()), async (body) => {
          const answer = await visitor.call('POST', route, body);
          expect(answer.status, JSON.stringify({ route, body, answer: answer.json })).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(typeof answer.json?.code).toBe('string');
        }),
        { numRuns: 60 },
      );
    }
    expect(visitor.signedIn()).toBe(false);
    // Bounds a hang, not speed (as tests/server/fuzz.test.ts): a busy machine takes longer.
  }, 120_000);
});
