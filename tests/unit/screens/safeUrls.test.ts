import { describe, expect, it } from 'vitest';
import { isImageUrl, isWebUrl } from '../../../src/products/crypto/screens/safeUrls';

describe('URLs from outside Portico (wallet icons, wallet sites)', () => {
  it('an icon is drawn from a data:image or http(s) URL only', () => {
    for (const url of ['data:image/svg+xml;base64,PHN2Zz4=', 'data:image/png;base64,AAAA', 'https://wallet.example/icon.png', 'HTTP://wallet.example/i.png']) {
      expect(isImageUrl(url)).toBe(true);
    }
    for (const url of [undefined, '', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', ' https://x.example', '//wallet.example/i.png', 'blob:https://x/1', 'icon.png']) {
      expect(isImageUrl(url)).toBe(false);
    }
  });

  it('a link goes to an http(s) page only', () => {
    expect(isWebUrl('https://metamask.io/download/')).toBe(true);
    expect(isWebUrl('http://localhost:8787/')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '/relative', 'https:evil']) expect(isWebUrl(url)).toBe(false);
  });
});
