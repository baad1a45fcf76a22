/**
 * How the library's dist/ is cut into chunks (rollup `manualChunks`). A host's bundler re-splits
 * our files by which of its lazy entry points reach them, but it never splits one of our files, so
 * these boundaries decide how many downloads a person waits for:
 *
 * - `mountLogin` and `core`: mountLogin and its static reach, a page's first download when it mounts
 *   Login (its widget and Main's downloads are the Preact build's, rollup.config.mjs `preactLogin`;
 *   `core` holds what the other widgets use too); `login`: the
 *   widget a React host renders, one download (static reach of PorticoWidget.tsx and mountInto.tsx).
 * - `clientBase`: the protocol client's modules `portico/better-auth` also imports (its error, the
 *   bootstrap defaults), so that entry does not pull the protocol client.
 * - `client`: the rest of what a page importing the client loads at once; `clientCalls`: the
 *   client's lazily loaded calls (sessions, OTP, passwords, One Tap…), one download. The WebAuthn
 *   helper and the bootstrap reader stay apart: only some pages need them.
 * - one chunk per lazy root (a dynamic import target: a product entry, its views, Main's tabs…)
 *   with everything only that root reaches, whatever the package's other entry points (screens,
 *   flows, primitives) also reach (those modules beside the root, in `<root>-parts`, when anything
 *   outside imports them: exposesMore); `<product>-common` for what several roots of one product share;
 *   `shared` for what several products share, with the back button and the error screen.
 */
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const SRC = here('src/');
const TOKENS = here('tokens/');
const FIRST = ['src/widget/mount/mountLogin.ts'].map(here);
// The widget and its mount, one download: Login on a React host, and the other widgets' mounts.
const WIDGET = ['src/widget/PorticoWidget.tsx', 'src/widget/mount/mountInto.tsx'].map(here);
// The React exports' own bindings (src/widget/reactExports.ts) and portico/vanilla's other mount: apart from
// the entries, or a host's esbuild follows them into React from a page that only mounts Login.
const PUBLIC = [here('src/widget/reactExports.ts'), here('src/widget/mount/mountVerifySecondFactor.tsx')];
// The protocol client exports it and the widget uses it: in `core`, a page on Better Auth never
// downloads the protocol client for it when the widget arrives.
const DEVELOPER_ERRORS = here('src/client/developerErrors.ts');
const PAGE_ENTRIES = ['src/entries/index.ts', 'src/entries/vanilla.ts', 'src/client/index.ts'].map(here);
// What `portico/better-auth` shares with the protocol client: its own chunk, so a page on Better
// Auth never downloads the protocol client with it.
const BETTER_AUTH = [here('src/entries/betterAuth.ts')];
// Enterprise sign-in's and organizations' calls: each their own download, with the first of them,
// never in `clientCalls`, which every Login downloads with its first call.
const OWN_CALLS = /\/src\/client\/(ssoCalls|organizationCalls)\.ts$/;
// needsSecondFactor is the products' (the client never calls it): in `clientCalls`, three product
// chunks imported that chunk statically and a host's bundler gave its dynamic import a file of its own.
// The account center's calls (account*.ts) come with the account center, never with Login's calls.
const CLIENT = /\/src\/client\/(?!webauthnBrowser|bootstrapAnswer|withAnswer|b2bTokenWarning|needsSecondFactor|account)[^/]+\.ts$/;
// What the first focus or press in the card runs (the screens' preload, the bot challenge's trigger) too.
const ALONGSIDE = /\/src\/(screens\/(BackButton|ErrorScreen|sharedParts)|widget\/(UnknownScreen|preloadOnUse))\.tsx?$/;
const PRODUCT = /\/src\/products\/([^/]+)\//;
const PRODUCT_PART = /\/src\/products\/[^/]+\/(?!(?:flows|screens|views|locales)\/)([^/]+)\/./;
/**
 * The product a module is of, and its part another widget shows (organizations/settings/ is
 * `organizations-settings`): a part is named apart from the product, or Rollup would join their
 * chunks of the same name, and Login, which loads the product, would load the part.
 */
const productOf = (id) => {
  const product = PRODUCT.exec(id)?.[1];
  const part = product && PRODUCT_PART.exec(id)?.[1];
  return part ? `${product}-${part}` : product;
};
// The account center's own code (docs/account.md): what only it reaches stays in its chunks, never
// in `shared`, which Login fetches early (a module both the account slice and another product's
// account-only part use: the checkbox, the account calls' lookup).
const ACCOUNT_CENTER = /\/src\/(products\/account\/|products\/accountProducts\.ts|products\/passwords\/(account\.ts|views\/PasswordChangeContainer)|client\/account|widget\/Account\.tsx|i18n\/locales\/account\/)/;
// The organization settings' own code (docs/organizations.md "Settings"), kept out of Login's chunks as the account center's is.
const ORGANIZATION_SETTINGS = /\/src\/(products\/organizations\/settings\/|products\/organizationSettingsProducts\.ts|widget\/OrganizationSettings\.tsx)/;
// The organizations widgets (portico/organizations): a Login product's module they also use stays
// where Login has it (they download it from there), and never moves into a chunk Login fetches sooner.
const ORGANIZATION_WIDGETS = /\/src\/(products\/organizations\/(switcher\.ts|views\/switcherViews\.ts)|products\/organizationSwitcherProducts\.ts|widget\/OrganizationSwitcher\.tsx)$/;
/** A root of a widget other than Login (the account center, the organization settings and switcher). */
const elsewhere = (root) => ACCOUNT_CENTER.test(root) || ORGANIZATION_SETTINGS.test(root) || ORGANIZATION_WIDGETS.test(root);
const SECOND_FACTOR = /\/src\/products\/secondFactor\//;
// A client's lazily loaded modules (a backend's calls, the bootstrap's checks): what several of them
// share is no part of the widget's `shared`, which a page on the other client downloads too.
const CLIENT_LAZY = /\/src\/client\/(backend|betterAuth)\//;
// The signed-in calls' error words (passkey registration, the identity provider): the Login widget
// never meets them, so they stay out of `shared`, which it downloads.
const SIGNED_IN_ONLY = here('src/i18n/messages/session.ts');
// SPEC §7 bootstrap: the answer's reader and the checks of a config against what it serves, which
// either client runs as soon as a server's answer lists it: one download with the answer. SPEC §5's
// warning to a B2B project's developer too: an answer calls for it, and its reader is already here.
const WITH_ANSWER = /\/src\/(client\/(bootstrapAnswer|withAnswer|b2bTokenWarning|backend\/(serverProblems|protocolServer))|flows\/b2bWarning)\.ts$/;
const CHALLENGE = /\/src\/client\/challenge\//;
// The products measured apart from the whole Login (scripts/size/products.ts PRODUCT_BUDGETS) and
// the identity provider's consent: what only they share is in chunks of their own, never `shared`,
// which every Login downloads (the loader of a product's words, the loading screen).
const APART = /\/src\/(products\/(sso|organizations)\/|widget\/(idp\/|IdentityProvider|mountIdentityProvider))/;

/** Our modules these files reach through static imports. */
export function staticReach(files, getModuleInfo) {
  const reached = new Set();
  const visit = (id) => {
    if (reached.has(id)) return;
    const info = getModuleInfo(id);
    if (!info || info.isExternal) return;
    reached.add(id);
    info.importedIds.forEach(visit);
  };
  files.forEach(visit);
  return reached;
}

/** A `manualChunks` function for one build (it caches what it learns of the module graph). */
export function porticoChunks() {
  let first;
  let widget;
  let page;
  let betterAuth;
  const rootsOf = new Map();

  /** The lazy roots from which a module is reached by static imports; package entries are no load path. */
  const lazyRoots = (id, getModuleInfo, seen = new Set()) => {
    if (rootsOf.has(id)) return rootsOf.get(id);
    const roots = new Set();
    if (seen.has(id)) return roots;
    seen.add(id);
    const info = getModuleInfo(id);
    if (info.isEntry) return roots;
    if (info.dynamicImporters.length > 0) roots.add(id);
    for (const importer of info.importers) lazyRoots(importer, getModuleInfo, seen).forEach((root) => roots.add(root));
    rootsOf.set(id, roots);
    return roots;
  };
  const exposing = new Map();
  /**
   * Whether a module only `root` reaches is also imported from outside those modules (by an entry
   * such as portico/screens, or by another chunk). Its chunk would then export more than the root
   * does, and Rollup answers the root's dynamic import with a namespace object, built in the chunk
   * and picked by the importer: the root then has a chunk of its own, the rest `<name>-parts`, which
   * a host's bundler joins again (one load path reaches both).
   */
  const exposesMore = (root, getModuleInfo, getModuleIds) => {
    if (!exposing.has(root)) {
      const onlyRoot = (id) => {
        const roots = lazyRoots(id, getModuleInfo);
        return roots.size === 1 && roots.has(root);
      };
      const ours = [...getModuleIds()].filter((id) => id !== root && (id.startsWith(SRC) || id.startsWith(TOKENS)));
      exposing.set(root, ours.some((id) => onlyRoot(id) && getModuleInfo(id).importers.some((importer) => !onlyRoot(importer))));
    }
    return exposing.get(root);
  };
  // Short: the name shows in every import of the chunk, in our files and in the host's.
  const nameOf = (root) => {
    const base = root.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    // A widget's locale part (src/i18n/locales/account/es.ts) is not the language's main file (es).
    const part = /\/src\/i18n\/locales\/([^/]+)\/[^/]+$/.exec(root)?.[1];
    if (part) return `${part}-${base}`;
    const product = productOf(root);
    if (!product) return base;
    // `otp` (the entry), `otp-views` (views/index.ts), `otp-OtpPhoneForm`.
    if (base !== 'index') return `${product}-${base}`;
    return /\/views\/index\.tsx?$/.test(root) ? `${product}-views` : product;
  };

  return (id, { getModuleInfo, getModuleIds }) => {
    if (!id.startsWith(SRC) && !id.startsWith(TOKENS)) return undefined;
    // mountLogin in a file of its own: its import of the Preact build's mainDownloads.js (which that
    // build's login.js imports too) stays out of `core`, which a React host downloads; esbuild keeps
    // such an import in a host's chunk, unused, when another chunk shares the file.
    if (FIRST.includes(id)) return 'mountLogin';
    if ((first ??= staticReach(FIRST, getModuleInfo)).has(id)) return 'core';
    if (PUBLIC.includes(id)) return 'widgets';
    if (id === DEVELOPER_ERRORS) return 'core';
    if (WITH_ANSWER.test(id)) return 'bootstrapAnswer';
    if (!CLIENT.test(id) && (widget ??= staticReach(WIDGET, getModuleInfo)).has(id)) return 'login';
    const atOnce = (page ??= staticReach(PAGE_ENTRIES, getModuleInfo)).has(id);
    const withBetterAuth = (betterAuth ??= staticReach(BETTER_AUTH, getModuleInfo)).has(id);
    const ownCalls = OWN_CALLS.exec(id)?.[1];
    if (ownCalls && !atOnce && !withBetterAuth) return ownCalls;
    if (CLIENT.test(id) && withBetterAuth) return 'clientBase';
    if (CLIENT.test(id)) return atOnce ? 'client' : 'clientCalls';
    // What `portico/better-auth` loads at once stays with it, whichever of its lazy calls also import it.
    if (atOnce || withBetterAuth) return undefined;
    if (ALONGSIDE.test(id)) return 'shared';
    const reaching = [...lazyRoots(id, getModuleInfo)];
    if (reaching.length === 0) return undefined; // only the package's entry points reach it
    if (reaching.length > 1 && reaching.every((root) => ACCOUNT_CENTER.test(root))) return 'account-shared';
    // What only the account center and the organization settings share: theirs, never Login's `shared`.
    if (reaching.every(elsewhere) && reaching.some((root) => ACCOUNT_CENTER.test(root)) && reaching.some((root) => ORGANIZATION_SETTINGS.test(root))) return 'account-settings-shared';
    // A Login product's module the account center or the organization settings also use stays with
    // that product: they download it from there, and Login's `shared` does not grow by it.
    const login = reaching.filter((root) => !elsewhere(root));
    const roots = login.length ? login : reaching;
    if (roots.some((root) => ALONGSIDE.test(root))) return 'shared';
    // The bot challenge's carrier, reached from the widget's challenge code and from portico/client's
    // challengeCalls: its own chunk, never `shared`, which every widget fetches at the first focus.
    if (CHALLENGE.test(id)) return 'challenge';
    if (roots.length > 1 && (CLIENT_LAZY.test(id) || id === SIGNED_IN_ONLY)) return undefined; // Rollup's own chunk, beside its importers
    const owners = new Set(roots.map((root) => productOf(root) ?? root));
    if (owners.size > 1 && roots.every((root) => APART.test(root))) {
      // One chunk per set of owners: each pays for what it uses, measured with its own line.
      return `${[...owners].map((owner) => (owner.includes('/') ? nameOf(owner) : owner)).sort().join('-')}-shared`;
    }
    // What the second factor shares with a product (the code field, the check) stays out of
    // `shared`, which Main fetches early: it comes with the first of them that loads.
    if (owners.size > 1) return roots.some((root) => SECOND_FACTOR.test(root)) ? 'secondFactor-shared' : 'shared';
    if (roots.length === 1) return id === roots[0] || !exposesMore(roots[0], getModuleInfo, getModuleIds) ? nameOf(roots[0]) : `${nameOf(roots[0])}-parts`;
    return `${[...owners][0]}-common`;
  };
}
