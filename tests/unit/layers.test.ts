/**
 * The layers of ARCHITECTURE.md, as imports: tokens → primitives → flows beside screens → widget,
 * with client/, i18n/ and phone/ beside them, and the emulator apart. Every import in src/,
 * tokens/ and emulator/ is read with TypeScript's parser (type-only imports told apart).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

const root = path.resolve(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every import and re-export of a file, resolved to a path relative to the repository when relative. */
export function importsOf(file: string, source = readFileSync(file, 'utf8')): Import[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic: boolean) => {
    const to = specifier.startsWith('.') ? path.relative(root, path.resolve(path.dirname(file), specifier)) : specifier;
    found.push({ from: path.relative(root, file), to, typeOnly, dynamic });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly =
        !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly, false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      add(node.moduleSpecifier.text, node.isTypeOnly || (!!named && named.length > 0 && named.every((element) => element.isTypeOnly)), false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

/**
 * A product's slice repeats the layers (ARCHITECTURE "Products are slices"): src/products/<id>/flows
 * is flows, its screens/ screens, its views/ and its registry entries (index.ts, and the entries of
 * other widgets beside it) the widget; its messages and its translations (locales/) sit beside the
 * layers, as i18n does.
 */
const LAYER_FOLDERS = ['flows', 'screens', 'views', 'locales'];
const sliceLayerOf = (file: string): string | undefined => {
  const match = /^src\/products\/[^/]+\/(.+)$/.exec(file);
  if (!match) return file.startsWith('src/products/') ? 'widget' : undefined; // the registry
  const parts = match[1]!.split('/');
  // A part of a product in a folder of its own (organizations/settings/domains/) repeats the slice's
  // layers inside it: its layer folders, its messages, and its index.ts, its entry.
  const layerAt = parts.findIndex((part, index) => index > 0 && index < parts.length - 1 && LAYER_FOLDERS.includes(part));
  if (layerAt > 0 && !LAYER_FOLDERS.includes(parts[0]!)) return layerOf(`src/products/x/${parts.slice(layerAt).join('/')}`);
  if (parts.length > 1 && !LAYER_FOLDERS.includes(parts[0]!)) {
    const name = parts[parts.length - 1]!;
    if (/[mM]essages\.ts$/.test(name)) return 'i18n';
    if (/^index\.tsx?$/.test(name)) return 'widget';
  }
  const [folder, ...rest] = parts;
  const isFolder = rest.length > 0 || ['flows', 'screens', 'views', 'locales'].includes(folder!); // an import of `./flows` is of its index
  if (isFolder) return folder === 'views' ? 'widget' : folder === 'locales' ? 'i18n' : folder === 'flows' || folder === 'screens' ? folder : `slice:${folder}`;
  return /[mM]essages(\.ts)?$/.test(folder!) ? 'i18n' : 'widget';
};

const sliceOf = (file: string) => /^src\/products\/([^/]+)\//.exec(file)?.[1];

/** The kernel (ARCHITECTURE "Products are slices"): what every product builds on, and which knows none of them. */
const isKernel = (file: string) => /^src\/(flows|screens|widget|i18n)\//.test(file);
/** A product's folder, src/products/<id>/, or anything in it (`../products/otp` is its module). */
const isSlice = (file: string) => {
  const id = /^src\/products\/([^/]+)/.exec(file)?.[1];
  return !!id && existsSync(path.join(root, 'src/products', id)) && statSync(path.join(root, 'src/products', id)).isDirectory();
};
/** The files beside the products' folders: the registry and the other widgets' lists of a product's modules. */
const isProductList = (file: string) => /^src\/products\/[^/]+$/.test(file.replace(/\.tsx?$/, '')) && !isSlice(file);
/** The package's entries, one per subpath of package.json's exports: src/entries/index.ts, src/entries/flows.ts, … */
const isEntry = (file: string) => file.startsWith('src/entries/');

const layerOf = (file: string): string => {
  const inSlice = sliceLayerOf(file);
  if (inSlice) return inSlice;
  const match = /^(src|tokens|emulator)\/?([^/]*)/.exec(file);
  if (!match) return 'outside';
  if (match[1] !== 'src') return match[1]!;
  return match[2] === 'entries' ? 'entry' : match[2]!;
};

const all = [...files(path.join(root, 'src')), ...files(path.join(root, 'tokens')), ...files(path.join(root, 'emulator'))].flatMap(
  (file) => importsOf(file),
);
const internal = all.filter((edge) => !edge.to.includes('node_modules') && /^(src|tokens|emulator)\//.test(edge.to));
const between = (from: string, to: readonly string[]) => internal.filter((edge) => layerOf(edge.from) === from && to.includes(layerOf(edge.to)));
const show = (edges: Import[]) => edges.map((edge) => `${edge.from} → ${edge.to}${edge.typeOnly ? ' (type)' : ''}`);

describe('the import rules of ARCHITECTURE.md', () => {
  it('the reader sees values, types, re-exports and dynamic imports apart', () => {
    const edges = importsOf(
      path.join(root, 'src/flows/example.ts'),
      [
        "import type { A } from '../screens/A';",
        "import { type B } from '../screens/B';",
        "import { c } from '../primitives/C';",
        "export { d } from './d';",
        "export type { E } from './e';",
        "const f = () => import('./f');",
      ].join('\n'),
    );
    expect(edges.map(({ to, typeOnly, dynamic }) => [to, typeOnly, dynamic])).toEqual([
      ['src/screens/A', true, false],
      ['src/screens/B', true, false],
      ['src/primitives/C', false, false],
      ['src/flows/d', false, false],
      ['src/flows/e', true, false],
      ['src/flows/f', false, true],
    ]);
  });

  it('flows import no primitives, and of screens only their view-model types', () => {
    expect(show(between('flows', ['primitives', 'widget']))).toEqual([]);
    expect(show(between('flows', ['screens']).filter((edge) => !edge.typeOnly))).toEqual([]);
  });

  it('screens import neither flows nor the widget', () => {
    expect(show(between('screens', ['flows', 'widget']))).toEqual([]);
  });

  it('primitives import only tokens and what sits beside the layers', () => {
    expect(show(between('primitives', ['screens', 'flows', 'widget']))).toEqual([]);
  });

  it("a product's slice holds only its layers: flows/, screens/, views/, its messages, its translations and its entries", () => {
    const slices = files(path.join(root, 'src/products')).map((file) => path.relative(root, file));
    expect(slices.filter((file) => layerOf(file).startsWith('slice:'))).toEqual([]);
    expect(slices.filter((file) => layerOf(file) === 'flows').length).toBeGreaterThan(0);
    expect(slices.filter((file) => layerOf(file) === 'screens').length).toBeGreaterThan(0);
  });

  it('a part of a product in a folder of its own repeats the layers inside it', () => {
    const part = 'src/products/organizations/settings/domains';
    expect([`${part}/flows/useDomains.ts`, `${part}/screens/DomainRow.tsx`, `${part}/views/DomainsSection.tsx`, `${part}/locales/de.ts`, `${part}/messages.ts`, `${part}/index.ts`].map(layerOf)).toEqual([
      'flows',
      'screens',
      'widget',
      'i18n',
      'i18n',
      'widget',
    ]);
    expect(layerOf('src/products/organizations/settings/domains/helpers.ts')).toBe('slice:settings');
  });

  it("a slice's messages import only i18n/", () => {
    const fromMessages = internal.filter((edge) => sliceOf(edge.from) && layerOf(edge.from) === 'i18n');
    expect(show(fromMessages.filter((edge) => layerOf(edge.to) !== 'i18n'))).toEqual([]);
  });

  it('a slice imports no other product\'s slice', () => {
    const across = internal.filter((edge) => sliceOf(edge.from) && sliceOf(edge.to) && sliceOf(edge.from) !== sliceOf(edge.to));
    expect(show(across)).toEqual([]);
  });

  it('the kernel imports no product: src/flows, src/screens, src/widget and src/i18n reach no slice, not even a type', () => {
    expect(show(internal.filter((edge) => isKernel(edge.from) && isSlice(edge.to)))).toEqual([]);
  });

  it('only the widgets take the products\' lists: flows, screens and i18n know the product contract alone', () => {
    const intoProducts = internal.filter((edge) => /^src\/(flows|screens|i18n)\//.test(edge.from) && edge.to.startsWith('src/products/'));
    expect(show(intoProducts)).toEqual([]);
  });

  it("a product uses none of the widget's machinery, no products' list and no package entry", () => {
    const out = internal.filter((edge) => isSlice(edge.from) && (edge.to.startsWith('src/widget/') || isProductList(edge.to) || isEntry(edge.to)));
    expect(show(out)).toEqual([]);
  });

  it("the products' lists reach a product through its module (the files at its folder's top), never its flows, screens or views", () => {
    const out = internal.filter((edge) => isProductList(edge.from) && /^src\/products\/[^/]+\/(flows|screens|views)(\/|$)/.test(edge.to));
    expect(show(out)).toEqual([]);
  });

  it('tokens import nothing of src/', () => {
    expect(show(internal.filter((edge) => layerOf(edge.from) === 'tokens' && edge.to.startsWith('src/')))).toEqual([]);
  });

  it('client/, i18n/ and phone/ use none of the layers', () => {
    for (const beside of ['client', 'i18n', 'phone']) {
      expect(show(between(beside, ['primitives', 'screens', 'flows', 'widget', 'tokens']))).toEqual([]);
    }
  });

  it("the emulator imports nothing from src/ but the client's types", () => {
    const intoSrc = internal.filter((edge) => layerOf(edge.from) === 'emulator' && edge.to.startsWith('src/'));
    expect(show(intoSrc.filter((edge) => !(edge.typeOnly && edge.to.startsWith('src/client/'))))).toEqual([]);
  });

  it("the emulator's core imports no feature: every feature builds on core/, never the reverse", () => {
    const seam = ['emulator/context', 'emulator/config'];
    const fromCore = internal.filter((edge) => edge.from.startsWith('emulator/core/') && edge.to.startsWith('emulator/') && !edge.to.startsWith('emulator/core/') && !seam.includes(edge.to));
    expect(show(fromCore)).toEqual([]);
  });

  it('the emulator hosts no demo: it imports nothing from scripts/ or demo/', () => {
    const emulatorFiles = files(path.join(root, 'emulator')).filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`) && !file.includes(`${path.sep}dist${path.sep}`));
    const out = emulatorFiles.flatMap((file) => importsOf(file)).filter((edge) => /^(scripts|demo)\//.test(edge.to));
    expect(show(out)).toEqual([]);
  });

  it("the emulator's files are named one way: camelCase, as src/'s are", () => {
    const emulatorFiles = files(path.join(root, 'emulator')).map((file) => path.relative(root, file)).filter((file) => !/\/(node_modules|dist)\//.test(file));
    expect(emulatorFiles.filter((file) => path.basename(file).includes('-'))).toEqual([]);
  });

  it("inside src/, no module imports a package entry or a layer's index: they are for hosts", () => {
    const entries = internal.filter((edge) => edge.from.startsWith('src/') && !edge.typeOnly && (isEntry(edge.to) || /^src\/[^/]+\/index$/.test(edge.to)));
    expect(show(entries.filter((edge) => !isEntry(edge.from) && !edge.from.endsWith('/index.ts')))).toEqual([]);
  });

  it('the widget reaches the whole English catalogue (the portico/i18n entry) only as a type', () => {
    expect(show(internal.filter((edge) => edge.from.startsWith('src/') && edge.to === 'src/entries/i18n' && !edge.typeOnly && !isEntry(edge.from)))).toEqual([]);
  });
});
