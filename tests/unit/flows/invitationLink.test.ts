import { describe, expect, it } from 'vitest';
import { heldInvitation, holdInvitation, takeInvitationLink } from '../../../src/products/organizations/flows/invitationLink';

const page = (href: string) => {
  const replaced: string[] = [];
  return { loc: { href }, hist: { state: null, replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)) }, replaced };
};

describe('the invitation link', () => {
  it('takes the token and its type out of the address, keeping the page\u2019s own parameters', () => {
    const { loc, hist, replaced } = page('https://app.test/login?config=x&stytch_token_type=invitation&token=abc123#top');
    expect(takeInvitationLink(loc, hist)).toBe('abc123');
    expect(replaced).toEqual(['https://app.test/login?config=x#top']);
  });

  it('leaves another token type, or a link without a token, alone', () => {
    for (const href of ['https://app.test/?stytch_token_type=sso&token=abc', 'https://app.test/?stytch_token_type=invitation', 'https://app.test/']) {
      const { loc, hist, replaced } = page(href);
      expect(takeInvitationLink(loc, hist)).toBeNull();
      expect(replaced).toEqual([]);
    }
  });

  it('is held by the widget that read it, not by another on the page', () => {
    const one = {};
    holdInvitation(one, 'tok');
    expect(heldInvitation(one)).toBe('tok');
    expect(heldInvitation({})).toBeNull();
  });
});
