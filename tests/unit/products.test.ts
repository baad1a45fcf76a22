/**
 * A product is one folder, src/products/<id>/, listed once in src/products/registry.ts: its module
 * (index.ts) brings its screens, and its English is in its messages files. What used to be a
 * registration beside the registry (the screens list, the English catalogue's list) is checked
 * here instead, against the modules themselves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ProductModule, ProductRegistry } from '../../src/flows/productModule';
import { en } from '../../src/entries/i18n';
import { accountProducts } from '../../src/products/accountProducts';
import { organizationSwitcherProducts } from '../../src/products/organizationSwitcherProducts';
import { passkeyRegistrationProducts } from '../../src/products/passkeyRegistrationProducts';
import { passwordResetProducts } from '../../src/products/passwordResetProducts';
import { alwaysOpen, loginProducts } from '../../src/products/registry';
import { securityProducts } from '../../src/products/securityProducts';
import { loadProducts } from '../../src/widget/useProducts';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'src/products');
const folders = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

const registries: Record<string, ProductRegistry> = {
  login: loginProducts,
  always: alwaysOpen,
  passwordReset: passwordResetProducts,
  passkeyRegistration: passkeyRegistrationProducts,
  security: securityProducts,
  account: accountProducts,
  organizationSwitcher: organizationSwitcherProducts,
};
const load = (registry: ProductRegistry) => loadProducts(registry, Object.keys(registry));
const everyModule = async (): Promise<ProductModule[]> => (await Promise.all(Object.values(registries).map(load))).flat();

/** The string literals an expression can be (`a ? 'X' : 'Y'` is both). */
const literalsOf = (node: ts.Expression): string[] => {
  if (ts.isStringLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  return [];
};

/** Every `{ type: 'transition', screen: … }` in src/, with the screens it names. */
function transitionsIn(files: readonly string[]): { file: string; screen: string }[] {
  const found: { file: string; screen: string }[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const property = (name: string) =>
          node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name);
        const type = property('type');
        const screen = property('screen');
        if (type && ts.isStringLiteral(type.initializer) && type.initializer.text === 'transition' && screen) {
          for (const name of literalsOf(screen.initializer)) found.push({ file: path.relative(root, file), screen: name });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Every `t('id')` of src/: the ids the code names. */
function namedIds(files: readonly string[]): { file: string; id: string }[] {
  const found: { file: string; id: string }[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't' && node.arguments[0]) {
        for (const id of literalsOf(node.arguments[0])) found.push({ file: path.relative(root, file), id });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('products', () => {
  it('every folder under src/products is a product the registry lists, each module named by its key', async () => {
    const named = await Promise.all(
      Object.values(registries).flatMap((registry) => Object.entries(registry).map(async ([key, entry]) => ({ key, module: typeof entry === 'function' ? await entry() : entry }))),
    );
    // A step another product's module opens beside its own (the passkey offer beside passkeys) is a folder too.
    const ids = named.flatMap(({ module }) => [module.id, ...(module.afterSignIn?.id ? [module.afterSignIn.id] : [])]);
    expect([...new Set(ids)].sort()).toEqual([...folders].sort());
    for (const { key, module } of named.filter(({ key }) => key in loginProducts || key in alwaysOpen)) expect(module.id).toBe(key);
  });

  it("each screen is one product's: no two products bring the same screen", async () => {
    const owners = new Map<string, Set<string>>();
    for (const module of await everyModule()) for (const screen of Object.keys(module.screens)) owners.set(screen, (owners.get(screen) ?? new Set()).add(module.id));
    expect([...owners].filter(([, ids]) => ids.size > 1)).toEqual([]);
    expect(owners.has('Main')).toBe(false);
  });

  it('every screen a flow goes to is Main or a screen a product brings', async () => {
    const screens = new Set(['Main', ...(await everyModule()).flatMap((module) => Object.keys(module.screens))]);
    const transitions = transitionsIn(filesUnder(path.join(root, 'src')));
    expect(transitions.length).toBeGreaterThan(10);
    expect(transitions.filter(({ screen }) => !screens.has(screen))).toEqual([]);
  });

  it("every product's English is in the whole catalogue, each message as the product words it", async () => {
    for (const folder of folders) {
      const files = filesUnder(path.join(dir, folder)).filter((file) => /[mM]essages\.ts$/.test(file));
      expect(files.length, folder).toBeGreaterThan(0);
      for (const file of files) {
        const tables = Object.values((await import(file)) as Record<string, unknown>).filter((value): value is Record<string, string> => typeof value === 'object' && value !== null);
        for (const table of tables) expect(en).toMatchObject(table);
      }
    }
  });

  it('every message id the code names has its English', () => {
    const ids = namedIds(filesUnder(path.join(root, 'src')));
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter(({ id }) => !(id in en))).toEqual([]);
  });
});
