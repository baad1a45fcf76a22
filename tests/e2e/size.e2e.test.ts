/**
 * The size budgets, checked the way a host builds: dist/ bundled by esbuild with code
 * splitting, loaded in Chromium. Sizes only, never times (times are `npm run bench`).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHost, bundleHost, root, staticChunks, type HostBuild, type Probe } from '../../scripts/size/build';
import { LOCALES } from '../../src/i18n/loadLocale';
import { ELEMENTS_EMAIL_ONLY_BUDGET, measureElementsInitial, type ElementsSize } from '../../scripts/size/elements';
import { BUDGETS, kib, measureInitialJs, measureWholeLogin, modulesOf, originalSources, reachableFiles, type SizeResult } from '../../scripts/size/measure';
import { PRODUCT_BUDGETS, WHOLE_LOGIN_PRODUCTS } from '../../scripts/size/products';
import { ACCOUNT_BUDGETS, buildAccountHost, measureAccountElement, measureAccountWidget } from '../../scripts/size/account';
import { ORGANIZATIONS_BUDGETS, buildOrganizationsHost, measureOrganizationsWidget } from '../../scripts/size/organizations';

let builds: Record<Probe, HostBuild>;
let emailOnly: SizeResult;
let sms: SizeResult;
let betterAuthEmailOnly: SizeResult;
let elementsEmailOnly: ElementsSize;
beforeAll(async () => {
  builds = await buildHost();
  [emailOnly, sms] = (await measureInitialJs(
    [
      { name: 'email magic links only', config: { products: ['emailMagicLinks'] } },
      { name: 'text message OTP', config: { products: ['otp'], otpOptions: { methods: ['sms'] } } },
    ],
    builds,
  )) as [SizeResult, SizeResult];
  [betterAuthEmailOnly] = (await measureInitialJs([{ name: 'email magic links only', config: { products: ['emailMagicLinks'] } }], builds, 'portico-better-auth')) as [SizeResult];
  [elementsEmailOnly] = (await measureElementsInitial([{ name: 'email magic links only', config: { products: ['emailMagicLinks'] } }])) as [ElementsSize];
});

const packagesIn = (result: Pick<SizeResult, 'sources'>) =>
  [...new Set(result.sources.filter((id) => id.includes('node_modules/')).map((id) => id.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')))].sort();

describe('<portico-login>, framework-free (dist/standalone, Preact), email magic links only', () => {
  it(`downloads at most ${ELEMENTS_EMAIL_ONLY_BUDGET} KiB of JavaScript (gzip) before Main shows`, () => {
    expect(kib(elementsEmailOnly.gzipBytes)).toBeLessThanOrEqual(ELEMENTS_EMAIL_ONLY_BUDGET);
  });

  it('downloads one file: the CSS of other products and of the dark and system themes stays in their chunks', () => {
    expect(elementsEmailOnly.files.map((file) => file.fileName)).toEqual(['standalone/elements.js']);
  });
});

describe('email magic links only', () => {
  it(`starts from a first download of at most ${BUDGETS.emailOnlyFirstDownload} KiB (gzip), with no framework: mountLogin's own code`, () => {
    expect(kib(emailOnly.firstDownload.gzipBytes)).toBeLessThanOrEqual(BUDGETS.emailOnlyFirstDownload);
    expect(packagesIn(emailOnly.firstDownload)).toEqual([]);
    expect(emailOnly.firstDownload.sources).toContain('src/widget/mount/mountLogin.ts');
    expect(emailOnly.firstDownload.sources.filter((id) => id.startsWith('src/widget/') && !id.startsWith('src/widget/mount/'))).toEqual(['src/widget/refuseUnserved.ts']);
  });

  it(`downloads at most ${BUDGETS.emailOnlyInitial} KiB of JavaScript (gzip) until Main shows and the network is quiet`, () => {
    expect(kib(emailOnly.gzipBytes)).toBeLessThanOrEqual(BUDGETS.emailOnlyInitial);
  });

  it('draws with Preact, never React, and nothing of another product: no OTP input, WebAuthn helper, phone library, zxcvbn or Radix Tabs', () => {
    expect(packagesIn(emailOnly)).toEqual(['preact']);
    expect(emailOnly.sources).toContain('src/widget/mount/drawLogin.tsx');
  });

  it('downloads no screen but Main', () => {
    const screenFolder = /^src\/(products\/[^/]+\/)?screens\//;
    const screens = emailOnly.sources.filter((id) => screenFolder.test(id)).map((id) => id.replace(screenFolder, ''));
    expect(screens.filter((file) => !/^(Main(Screen|EmailForm)|ScreenLayout|ScreenFocus|ErrorScreen|ErrorBanner|MessageText|useFocusInvalidAfterSubmit|common\.css|ScreenLayout\.css|types|mainTypes)\.tsx?$/.test(file))).toEqual([]);
    expect(screens).toContain('MainScreen.tsx');
  });
});

describe("a page that imports mountLogin, from either entry the docs name", () => {
  // esbuild puts a file in the first download when a file already there imports it and anything
  // uses it, a lazy chunk too: the package's entries must not import the widget's files directly.
  for (const from of ['portico', 'portico/vanilla']) {
    it(`from '${from}': neither framework nor the widget is part of the first download`, async () => {
      const dir = path.join(root, '.portico/size/entries', from.replace('/', '-'));
      mkdirSync(dir, { recursive: true });
      const entry = path.join(dir, 'page.ts');
      writeFileSync(entry, `import { mountLogin } from '${from}';\nmountLogin({ elementId: '#login', client: {} as never });\n`);
      const metafile = await bundleHost({ name: 'page', entry, outDir: path.join(dir, 'out') });
      const page = path.relative(root, path.join(dir, 'out/page.js'));
      const first = [page, ...staticChunks(metafile, page)].flatMap((file) => Object.keys(metafile.outputs[file]!.inputs));
      expect(first.filter((input) => /node_modules\/(react|react-dom|scheduler|preact)\//.test(input))).toEqual([]);
      // Of the Preact build, only the small mainDownloads.js: Main's products start beside the widget.
      expect(first.filter((input) => /dist\/(chunks\/(login|widgets)|preact\/(?!mainDownloads\.js$).*)\.js$/.test(input))).toEqual([]);
      expect(first.some((input) => input.endsWith('dist/chunks/core.js'))).toBe(true);
      expect(first.some((input) => input.endsWith('dist/preact/mainDownloads.js'))).toBe(true);
    });
  }
});

describe('email magic links only, with createBetterAuthClient', () => {
  it(`starts from a first download of at most ${BUDGETS.emailOnlyFirstDownload} KiB (gzip), with no framework`, () => {
    expect(kib(betterAuthEmailOnly.firstDownload.gzipBytes)).toBeLessThanOrEqual(BUDGETS.emailOnlyFirstDownload);
    expect(packagesIn(betterAuthEmailOnly.firstDownload)).toEqual([]);
  });

  it(`downloads at most ${BUDGETS.emailOnlyInitialBetterAuth} KiB of JavaScript (gzip) before Main shows`, () => {
    expect(kib(betterAuthEmailOnly.gzipBytes)).toBeLessThanOrEqual(BUDGETS.emailOnlyInitialBetterAuth);
  });

  it("downloads no protocol client: the Better Auth session is the server's HttpOnly cookie", () => {
    expect(packagesIn(betterAuthEmailOnly)).toEqual(['preact']);
    expect(betterAuthEmailOnly.sources.filter((id) => /^src\/client\/(createHttpClient|cookies|sessionManager)\.ts$/.test(id))).toEqual([]);
  });
});

describe('each further product adds only its own chunks', () => {
  it('text message OTP brings the phone form and the phone library', () => {
    expect(sms.hasPhoneMetadata).toBe(true);
    expect(sms.sources).toEqual(expect.arrayContaining(['src/products/otp/screens/MainPhoneForm.tsx', 'src/primitives/PhoneInput.tsx']));
    expect(emailOnly.hasPhoneMetadata).toBe(false);
  });

  it(`all Login products together (${WHOLE_LOGIN_PRODUCTS.join(', ')}), in a React host, stay within ${BUDGETS.allLoginBeyondReact} KiB (gzip) beyond React, the phone library aside`, () => {
    const whole = measureWholeLogin(builds);
    expect(kib(whole.gzipBytes - whole.reactGzipBytes)).toBeLessThanOrEqual(BUDGETS.allLoginBeyondReact);
  });

  // mountLogin's import of the Preact build's mainDownloads.js sits in a chunk of its own: in `core`,
  // which a React host downloads too, its esbuild kept the import, unused, and the Preact build's
  // products behind it (the whole Login measured 123.8 KiB beyond React).
  it('a React host rendering <Login> can never download the Preact build mountLogin draws with', () => {
    const build = builds['portico-react'];
    const preact = reachableFiles(build, 'portico-react.js').filter((file) => modulesOf(build, file).some((id) => id.includes('dist/preact/')));
    expect(preact).toEqual([]);
  });

  it('a product added since is measured apart, its own chunks within its own line of PRODUCT_BUDGETS', () => {
    const { products } = measureWholeLogin(builds);
    const unbudgeted = products.filter((product) => PRODUCT_BUDGETS[product.id] === undefined).map((product) => product.id);
    expect(unbudgeted, `Login loads these products' code, and PRODUCT_BUDGETS (scripts/size/products.ts) has no budget for them: ${unbudgeted.join(', ')}`).toEqual([]);
    const over = products.filter((product) => kib(product.gzipBytes) > PRODUCT_BUDGETS[product.id]!).map((product) => `${product.id}: ${kib(product.gzipBytes).toFixed(2)} KiB`);
    expect(over).toEqual([]);
  });
});

describe('the account center (docs/account.md), measured apart from Login', () => {
  it(`the Account widget (mountAccount) can download at most ${ACCOUNT_BUDGETS.widgetBeyondReact} KiB (gzip) beyond React, the phone library and the languages aside`, async () => {
    const widget = measureAccountWidget(await buildAccountHost());
    expect(kib(widget.gzipBytes - measureWholeLogin(builds).reactGzipBytes)).toBeLessThanOrEqual(ACCOUNT_BUDGETS.widgetBeyondReact);
  });

  it(`<portico-account> (dist/standalone) can download at most ${ACCOUNT_BUDGETS.standaloneElement} KiB (gzip), the phone library and the languages aside`, () => {
    expect(kib(measureAccountElement().gzipBytes)).toBeLessThanOrEqual(ACCOUNT_BUDGETS.standaloneElement);
  });
});

describe('the organizations widgets (portico/organizations), measured apart from Login', () => {
  it(`the organization switcher (mountOrganizationSwitcher) can download at most ${ORGANIZATIONS_BUDGETS.switcherBeyondReact} KiB (gzip) beyond React, the phone library and the languages aside`, async () => {
    const widget = measureOrganizationsWidget('switcher', await buildOrganizationsHost('switcher'));
    expect(kib(widget.gzipBytes - measureWholeLogin(builds).reactGzipBytes)).toBeLessThanOrEqual(ORGANIZATIONS_BUDGETS.switcherBeyondReact);
  });

  it(`the organization settings (mountOrganizationSettings) can download at most ${ORGANIZATIONS_BUDGETS.settingsBeyondReact} KiB (gzip) beyond React, the phone library and the languages aside`, async () => {
    const widget = measureOrganizationsWidget('settings', await buildOrganizationsHost('settings'));
    const beyondReact = kib(widget.gzipBytes - measureWholeLogin(builds).reactGzipBytes);
    console.log(`OrganizationSettings beyond React: ${beyondReact.toFixed(2)} KiB`);
    expect(beyondReact).toBeLessThanOrEqual(ORGANIZATIONS_BUDGETS.settingsBeyondReact);
  });

  it('a Login page never reaches the settings\u2019 code, in a React host or with mountLogin', () => {
    for (const probe of ['portico-react', 'portico'] as const) {
      const login = reachableFiles(builds[probe], `${probe}.js`).flatMap((file) => originalSources(modulesOf(builds[probe], file)));
      expect(login.filter((id) => id.includes('src/products/organizations/settings/') || id.endsWith('src/widget/OrganizationSettings.tsx')), probe).toEqual([]);
    }
  });
});

describe('languages', () => {
  it('each is a chunk of its own, outside the whole-Login measure, within its budget, in a React host and with mountLogin', () => {
    for (const probe of ['portico-react', 'portico'] as const) {
      const { localeFiles, files, build } = measureWholeLogin(builds, probe);
      expect(localeFiles.map((file) => file.lang).sort(), probe).toEqual(LOCALES.filter((tag) => tag !== 'en').sort());
      const tooBig = localeFiles.filter((file) => kib(file.gzipBytes) > BUDGETS.eachLocale).map((file) => `${probe} ${file.lang}: ${file.gzipBytes} B`);
      expect(tooBig).toEqual([]);
      const sourcesOfLogin = originalSources(files.flatMap((file) => modulesOf(build, file.fileName)));
      expect(sourcesOfLogin.filter((id) => id.startsWith('src/i18n/locales/')), probe).toEqual([]);
    }
  });

  it("a later product's text is a chunk per language, its own, outside both the language's file and the product's measure", () => {
    const { productLocaleFiles, products, localeFiles, build } = measureWholeLogin(builds);
    const translated = LOCALES.filter((tag) => tag !== 'en' && tag !== 'en-XA').sort();
    const withText = [...new Set(productLocaleFiles.map((file) => file.product))];
    expect(withText).toContain('sso');
    for (const id of withText) {
      expect(products.map((product) => product.id), id).toContain(id);
      expect(productLocaleFiles.filter((file) => file.product === id).map((file) => file.lang).sort(), id).toEqual(translated);
    }
    const tooBig = productLocaleFiles.filter((file) => kib(file.gzipBytes) > BUDGETS.eachLocale).map((file) => `${file.product} ${file.lang}: ${file.gzipBytes} B`);
    expect(tooBig).toEqual([]);
    // Neither a language's chunk nor the product's measured chunks carry them.
    const elsewhere = originalSources([...localeFiles, ...products.flatMap((product) => product.files)].flatMap((file) => modulesOf(build, file.fileName)));
    expect(elsewhere.filter((id) => /^src\/products\/[^/]+\/locales\/(?!index\.ts$)/.test(id))).toEqual([]);
  });

  it('none is in the first download', () => {
    for (const result of [emailOnly, sms]) expect(result.sources.filter((id) => id.startsWith('src/i18n/locales/'))).toEqual([]);
  });
});

describe('the identity-provider widget is no part of Login', () => {
  // Its widget, controller, screens and strings; the client's three IdP calls are the client's.
  const IDP_SOURCES = /^src\/(identityProvider\.ts|widget\/(idp\/|IdentityProvider|mountIdentityProvider)|flows\/idp\/|screens\/(IDP|idp)|i18n\/messages\/idp\.ts)/;
  const CONSENT_ONLY = 'is requesting to:';

  it('no chunk the Login widget can ever load holds the consent code or its strings, in a React host or with mountLogin', () => {
    for (const probe of ['portico-react', 'portico'] as const) {
      const build = builds[probe];
      const files = reachableFiles(build, `${probe}.js`);
      const sources = originalSources(files.flatMap((file) => modulesOf(build, file)));
      expect(sources.filter((id) => IDP_SOURCES.test(id)), probe).toEqual([]);
      expect(files.filter((file) => readFileSync(path.join(build.outDir, file), 'utf8').includes(CONSENT_ONLY)), probe).toEqual([]);
    }
  });

  it('while the package does ship them, with its portico/identity-provider entry', () => {
    const dist = path.join(root, 'dist');
    const shipped = ['', 'chunks'].flatMap((dir) =>
      readdirSync(path.join(dist, dir))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(dist, dir, file), 'utf8')),
    );
    expect(shipped.some((code) => code.includes(CONSENT_ONLY))).toBe(true);
    expect(readFileSync(path.join(dist, 'identity-provider.js'), 'utf8')).toContain('mountIdentityProvider');
  });
});
