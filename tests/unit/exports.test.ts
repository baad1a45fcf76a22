/**
 * `portico/screens` and `portico/flows` are derived from the product slices (docs/products.md):
 * every slice under src/products/ is re-exported by both entries, and what its screens and hooks
 * export reaches the package. Read with TypeScript's checker, so a re-export that names the wrong
 * thing, or leaves one out, is seen.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const at = (...parts: string[]) => path.join(root, ...parts);
const slices = readdirSync(at('src/products')).filter((name) => statSync(at('src/products', name)).isDirectory());
const filesIn = (dir: string, pattern: RegExp) => readdirSync(dir).filter((name) => pattern.test(name)).map((name) => path.join(dir, name));

const entries = { screens: at('src/entries/screens.ts'), flows: at('src/entries/flows.ts') };
const organizationsEntry = at('src/entries/organizations.ts');
// A screen is a component file; a flow is a hook file (use…): the helpers beside them need not be public.
// A slice's part another widget shows (organizations/settings/) repeats the layers one folder down.
const partsOf = (slice: string) => [at('src/products', slice), ...readdirSync(at('src/products', slice)).map((name) => at('src/products', slice, name)).filter((dir) => statSync(dir).isDirectory() && !/^(flows|screens|views|locales)$/.test(path.basename(dir)))];
const filesOf = (dir: string, pattern: RegExp) => (existsSync(dir) ? filesIn(dir, pattern) : []);
const publicFiles = slices.flatMap((slice) =>
  partsOf(slice).flatMap((part) => [
    ...filesOf(path.join(part, 'screens'), /^[A-Z][^.]*\.tsx$/).map((file) => ['screens', file] as const),
    ...filesOf(path.join(part, 'flows'), /^use[^.]*\.ts$/).map((file) => ['flows', file] as const),
  ]),
);

const program = ts.createProgram([...Object.values(entries), organizationsEntry, ...publicFiles.map(([, file]) => file)], {
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  skipLibCheck: true,
  noEmit: true,
});
const checker = program.getTypeChecker();
const exportsOf = (file: string) => {
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  return checker.getExportsOfModule(module).map((symbol) => symbol.getName());
};

describe('the package entries are derived from the slices', () => {
  it('there are slices to check', () => {
    expect(slices).toEqual(expect.arrayContaining(['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto']));
  });

  it.each(slices)('portico/screens and portico/flows export every screen and hook of %s', (slice) => {
    const exported = { screens: new Set(exportsOf(entries.screens)), flows: new Set(exportsOf(entries.flows)) };
    const missing = publicFiles
      .filter(([, file]) => file.includes(`${path.sep}products${path.sep}${slice}${path.sep}`))
      .flatMap(([entry, file]) => exportsOf(file).filter((name) => !exported[entry].has(name)).map((name) => `${path.relative(root, file)}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('portico/organizations exports the organization settings as a component and a mount function, and the section contract', () => {
    expect(exportsOf(organizationsEntry)).toEqual(expect.arrayContaining(['OrganizationSettings', 'mountOrganizationSettings', 'OrganizationSectionProps']));
  });

  it('the settings part of organizations is checked too (its screens and hooks are in the list)', () => {
    const settings = publicFiles.filter(([, file]) => file.includes(`organizations${path.sep}settings${path.sep}`)).map(([, file]) => path.basename(file));
    expect(settings).toEqual(expect.arrayContaining(['OrganizationMembers.tsx', 'useMembersSection.ts']));
  });
});

describe('portico/organizations', () => {
  const entry = at('src/entries/organizations.ts');
  const own = ts.createProgram([entry], { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, skipLibCheck: true, noEmit: true });
  const names = () => own.getTypeChecker().getExportsOfModule(own.getTypeChecker().getSymbolAtLocation(own.getSourceFile(entry)!)!).map((symbol) => symbol.getName());

  it('exports the organization switcher as a React component and a mount function', () => {
    expect(names()).toEqual(expect.arrayContaining(['OrganizationSwitcher', 'mountOrganizationSwitcher', 'OrganizationSwitcherProps', 'MountOrganizationSwitcherOptions']));
  });

  it('is an entry of the package: its rollup input and its line in package.json exports', () => {
    const pkg = JSON.parse(readFileSync(at('package.json'), 'utf8')) as { exports: Record<string, { types: string; import: string }> };
    expect(pkg.exports['./organizations']).toEqual({ types: './dist/organizations.d.ts', import: './dist/organizations.js' });
    expect(readFileSync(at('rollup.config.mjs'), 'utf8')).toContain("organizations: 'src/entries/organizations.ts'");
  });
});
