/**
 * A product is one folder (issue 19): every folder under src/products/ is a slice with its id and
 * screens in flows/slice.ts, named in src/flows/slices.ts (Product and Screen derive from it), and
 * every configurable one has its registry entry.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginProducts } from '../../src/products/registry';
import { readFileSync } from 'node:fs';
import { SCREENS } from '../../src/flows/state';
import { cryptoSlice } from '../../src/products/crypto/flows/slice';
import { emailMagicLinksSlice } from '../../src/products/emailMagicLinks/flows/slice';
import { oauthSlice } from '../../src/products/oauth/flows/slice';
import { otpSlice } from '../../src/products/otp/flows/slice';
import { passkeysSlice } from '../../src/products/passkeys/flows/slice';
import { passwordsSlice } from '../../src/products/passwords/flows/slice';
import { secondFactorSlice } from '../../src/products/secondFactor/flows/slice';
import { ssoSlice } from '../../src/products/sso/flows/slice';
import { en, sliceCatalogues } from '../../src/i18n/en';

const productSlices = [emailMagicLinksSlice, otpSlice, passwordsSlice, passkeysSlice, oauthSlice, cryptoSlice, ssoSlice];
const alwaysSlices = [secondFactorSlice];

const dir = path.resolve(__dirname, '../../src/products');
const folders = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
const listed: readonly { id: string; screens: readonly string[] }[] = [...productSlices, ...alwaysSlices];
const union = readFileSync(path.resolve(__dirname, '../../src/flows/slices.ts'), 'utf8');

describe('product slices', () => {
  it('every folder under src/products is a slice of that id, listed once', () => {
    expect(listed.map((slice) => slice.id).sort()).toEqual([...folders].sort());
  });

  it('src/flows/slices.ts names every slice', () => {
    for (const slice of listed) expect(union).toContain(`typeof ${slice.id}Slice`);
  });

  it('every configurable slice has its registry entry, and nothing else has one', () => {
    expect(Object.keys(loginProducts).sort()).toEqual(productSlices.map((slice) => slice.id).sort());
  });

  it("the router's screens are Main and the slices', each once", () => {
    expect(SCREENS).toEqual(['Main', ...listed.flatMap((slice) => slice.screens)]);
    expect(new Set(SCREENS).size).toBe(SCREENS.length);
  });

  it("the English catalogue is built from every slice's messages, each message in it as the slice words it", async () => {
    expect(Object.keys(sliceCatalogues).sort()).toEqual([...folders].sort());
    for (const folder of folders) {
      const { catalogue } = (await import(`../../src/products/${folder}/englishMessages.ts`)) as { catalogue: readonly Record<string, string>[] };
      expect(catalogue.length).toBeGreaterThan(0);
      for (const table of catalogue) expect(en).toMatchObject(table);
    }
  });
});
