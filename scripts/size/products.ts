/**
 * Which of the Login widget's chunks the whole-Login budget covers, and which a product added
 * since brings: a new product pays its own way, against its own line in PRODUCT_BUDGETS, instead of
 * eating the budget the others were measured against (docs/performance.md).
 */

/**
 * The products the whole-Login budget (BUDGETS.allLoginBeyondReact) covers: SPEC §3's `products`
 * and the second factor that may follow any of them (SPEC §4), each a folder of src/products/.
 */
export const WHOLE_LOGIN_PRODUCTS = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto', 'secondFactor'] as const;

/**
 * Every other product with code a Login page can load: its own chunks (what only it leads to),
 * KiB of gzip. A product found in the build with no line here fails tests/e2e/size.e2e.test.ts,
 * named.
 */
export const PRODUCT_BUDGETS: Readonly<Record<string, number>> = {
  /**
   * The passkey offer after a sign-in ("Sign in faster next time", docs/account.md), opened beside
   * passkeys (src/products/passkeysLogin.tsx): its rule, which needs no call, after a sign-in; then its
   * screen, its checks that ask and its strings, only when the rule passes. 1.8 measured.
   */
  passkeyOffer: 2,
  // Enterprise sign-in: its entry, its routing and offer, and its client calls (sso, organizations),
  // 2.55 KiB measured, with 0.2 to spare; 2.8 since the loader of a product's words is a chunk it
  // shares with invitations (scripts/chunks.mjs APART), out of Login's `shared`.
  sso: 2.9,
  // Invitations by their mailed link: the entry, the Invitation screen and its flow, the client's
  // organizations calls, and the chunks it shares with sso and the consent screens: 4.1 measured.
  organizations: 4.25,
};

const PRODUCT_SOURCE = /^src\/products\/([^/]+)\//;

/**
 * A product's code outside its folder: client calls only it makes, in a chunk of their own. The
 * protocol client's enterprise sign-in calls are enterprise sign-in's.
 */
const PRODUCT_CLIENT_SOURCES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^src\/client\/ssoCalls\.ts$/, 'sso'],
  [/^src\/client\/organizationCalls\.ts$/, 'organizations'],
];

const productOf = (id: string) => PRODUCT_SOURCE.exec(id)?.[1] ?? PRODUCT_CLIENT_SOURCES.find(([source]) => source.test(id))?.[1];

/** The products outside WHOLE_LOGIN_PRODUCTS whose code these source files (relative to the repository) are. */
export function laterProductsIn(sources: readonly string[]): string[] {
  const covered: readonly string[] = WHOLE_LOGIN_PRODUCTS;
  const found = sources.flatMap((id) => {
    const product = productOf(id);
    return product && !covered.includes(product) ? [product] : [];
  });
  return [...new Set(found)].sort();
}

export interface ProductSplit {
  /** What the entry can load without any later product's code: the whole Login. */
  login: string[];
  /** Per later product, the files that hold its code or that only it leads to. */
  products: Record<string, string[]>;
}

/**
 * Splits the files an entry can load (`imports`: each file's static and dynamic imports) between
 * the whole Login and the later products (`productsOf`: a file's later products). A file holding a
 * later product's code is that product's, and so is every file reached only through it; a file
 * reached only through two later products together fails loudly, since neither alone owns it.
 */
export function splitByProduct(imports: Readonly<Record<string, readonly string[]>>, entry: string, productsOf: (file: string) => readonly string[]): ProductSplit {
  const reach = (allowed: (product: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !productsOf(file).every(allowed)) return;
      seen.add(file);
      for (const next of imports[file] ?? []) visit(next);
    };
    visit(entry);
    return seen;
  };
  const everything = reach(() => true);
  const login = reach(() => false);
  const later = [...new Set([...everything].flatMap((file) => productsOf(file)))].sort();
  const products = Object.fromEntries(
    later.map((product) => {
      const own = [...everything].filter((file) => !login.has(file) && (productsOf(file).includes(product) || reach((other) => other === product).has(file)));
      return [product, own.sort()];
    }),
  );
  const owned = new Set([...login, ...Object.values(products).flat()]);
  const orphans = [...everything].filter((file) => !owned.has(file));
  if (orphans.length > 0) {
    throw new Error(`Reached only through several later products together, so no one product's: ${orphans.sort().join(', ')}`);
  }
  return { login: [...login].sort(), products };
}
