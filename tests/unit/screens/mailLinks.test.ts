import { describe, expect, it } from 'vitest';
import { mailLinks, searchableDomain } from '../../../src/products/emailMagicLinks/screens/mailLinks';

const hrefs = (domain?: string) => Object.fromEntries(mailLinks(domain).map((link) => [link.provider, link.href]));

describe('mailLinks (SPEC §2 EmailConfirmation)', () => {
  it('lists Gmail, Yahoo and Outlook in that order', () => {
    expect(mailLinks().map((link) => link.provider)).toEqual(['gmail', 'yahoo', 'outlook']);
  });

  it('given no sender domain › opens each inbox', () => {
    expect(hrefs()).toEqual({
      gmail: 'https://mail.google.com/mail/u/0/#inbox',
      yahoo: 'https://mail.yahoo.com/d/folders/1',
      outlook: 'https://outlook.live.com/mail/0/inbox',
    });
  });

  it('given a sender domain › Gmail searches from:<domain> everywhere, Yahoo and Outlook search from:<domain>', () => {
    expect(hrefs('mail.example.com')).toEqual({
      gmail: 'https://mail.google.com/mail/u/0/#search/from%3Amail.example.com+in%3Aanywhere',
      yahoo: 'https://mail.yahoo.com/d/search/keyword=from%253Amail.example.com',
      outlook: 'https://outlook.live.com/mail/0/search?q=from%3Amail.example.com',
    });
  });

  it('every link is https', () => {
    for (const link of [...mailLinks(), ...mailLinks('example.com')]) expect(new URL(link.href).protocol).toBe('https:');
  });

  it('given a hint with an @ or capitals › searches the bare lower-case domain', () => {
    expect(searchableDomain('@Example.COM')).toBe('example.com');
    expect(hrefs(' example.com ').gmail).toContain('from%3Aexample.com+');
  });

  it('given something that is not a domain › does not search for it', () => {
    for (const bad of ['', 'localhost', 'a b.com', 'example.com/x', 'x"><script>.com', 'javascript:alert(1)', '-bad.com']) {
      expect(searchableDomain(bad)).toBeUndefined();
      expect(hrefs(bad).gmail).toBe('https://mail.google.com/mail/u/0/#inbox');
    }
  });
});
