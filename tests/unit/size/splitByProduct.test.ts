// The size test's split between the whole-Login budget and the products added since (scripts/size/products.ts).
import { describe, expect, it } from 'vitest';
import { laterProductsIn, splitByProduct, WHOLE_LOGIN_PRODUCTS } from '../../../scripts/size/products';

describe('laterProductsIn', () => {
  it("names a product folder outside the whole Login's list, once, and none of the list's", () => {
    expect(laterProductsIn(['src/products/sso/index.ts', 'src/products/sso/screens/Sso.tsx', 'src/products/otp/index.ts', 'src/widget/Login.tsx'])).toEqual(['sso']);
    expect(laterProductsIn(WHOLE_LOGIN_PRODUCTS.map((id) => `src/products/${id}/index.ts`))).toEqual([]);
  });

  it("names the product whose client calls a file is, outside the product's folder", () => {
    expect(laterProductsIn(['src/client/ssoCalls.ts'])).toEqual(['sso']);
    expect(laterProductsIn(['src/client/productCalls.ts', 'src/client/otpCalls.ts', 'src/client/organizationTypes.ts'])).toEqual([]);
  });
});

describe('splitByProduct', () => {
  // entry → login → (otp, sso dynamic); sso → ssoVendor; sso and login share common.
  const imports = {
    'entry.js': ['login.js'],
    'login.js': ['otp.js', 'sso.js', 'common.js'],
    'otp.js': ['common.js'],
    'sso.js': ['ssoVendor.js', 'common.js'],
    'ssoVendor.js': [],
    'common.js': [],
  };
  const later: Record<string, string[]> = { 'sso.js': ['sso'] };

  it('gives a later product its chunk and what only it leads to; the rest is the whole Login', () => {
    expect(splitByProduct(imports, 'entry.js', (file) => later[file] ?? [])).toEqual({
      login: ['common.js', 'entry.js', 'login.js', 'otp.js'],
      products: { sso: ['sso.js', 'ssoVendor.js'] },
    });
  });

  it('a file holding two later products counts for each', () => {
    const both = { ...imports, 'login.js': ['sso.js', 'account.js'], 'account.js': ['ssoAndAccount.js'], 'sso.js': ['ssoAndAccount.js'], 'ssoAndAccount.js': [] };
    const owners: Record<string, string[]> = { 'sso.js': ['sso'], 'account.js': ['account'], 'ssoAndAccount.js': ['account', 'sso'] };
    const split = splitByProduct(both, 'entry.js', (file) => owners[file] ?? []);
    expect(split.products).toEqual({ account: ['account.js', 'ssoAndAccount.js'], sso: ['sso.js', 'ssoAndAccount.js'] });
    expect(split.login).toEqual(['entry.js', 'login.js']);
  });

  it('a file either of two later products leads to counts for each', () => {
    const shared = { 'entry.js': ['sso.js', 'account.js'], 'sso.js': ['vendor.js'], 'account.js': ['vendor.js'], 'vendor.js': [] };
    const owners: Record<string, string[]> = { 'sso.js': ['sso'], 'account.js': ['account'] };
    expect(splitByProduct(shared, 'entry.js', (file) => owners[file] ?? []).products).toEqual({ account: ['account.js', 'vendor.js'], sso: ['sso.js', 'vendor.js'] });
  });

  it('fails loudly on a file that only two later products together lead to', () => {
    const chained = { 'entry.js': ['sso.js'], 'sso.js': ['account.js'], 'account.js': ['vendor.js'], 'vendor.js': [] };
    const owners: Record<string, string[]> = { 'sso.js': ['sso'], 'account.js': ['account'] };
    expect(() => splitByProduct(chained, 'entry.js', (file) => owners[file] ?? [])).toThrow('vendor.js');
  });
});
