import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameSessionState } from '../../../src/client/sameSessionState';
import { fakeAuthResponse } from './fakes';

const stateWith = (session: ReturnType<typeof fakeAuthResponse>['session'], sessionJwt = 'jwt-1') => ({
  session,
  user: fakeAuthResponse().user,
  sessionToken: 'token-1',
  sessionJwt,
});

describe('sameSessionState (SPEC §4: last_accessed_at is not a change)', () => {
  it('holds for any two last_accessed_at values and JWTs', () => {
    const base = fakeAuthResponse().session;
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true }), fc.string(), (a, b, jwt) =>
        sameSessionState(
          stateWith({ ...base, last_accessed_at: a.toISOString() }),
          stateWith({ ...base, last_accessed_at: b.toISOString() }, jwt),
        ),
      ),
    );
  });

  it('fails as soon as another session field differs', () => {
    const base = fakeAuthResponse().session;
    fc.assert(
      fc.property(fc.constantFrom('session_id', 'expires_at', 'started_at', 'user_id'), fc.string(), (field, value) => {
        fc.pre(value !== base[field]);
        return !sameSessionState(stateWith(base), stateWith({ ...base, [field]: value }));
      }),
    );
  });

  it('fails when the user or the token changes', () => {
    const session = fakeAuthResponse().session;
    const user = fakeAuthResponse().user;
    expect(sameSessionState(stateWith(session), { ...stateWith(session), user: { ...user, webauthn_registrations: [{ webauthn_registration_id: 'w', name: 'Key' }] } })).toBe(false);
    expect(sameSessionState(stateWith(session), { ...stateWith(session), sessionToken: 'token-2' })).toBe(false);
  });
});
