/**
 * The framework-free build's lazy chunks, asked for with everything they import (docs/performance.md
 * "No waterfall before Main"). A browser learns a module's imports only when the module arrives, so
 * a lazy chunk that imports a chunk that imports another costs one round trip per level. Each
 * `import("./x.js")` in the first file becomes `(import("./y.js").catch(…), …, import("./x.js"))`: the chunks x.js
 * reaches by static imports, and the importer does not already have, are requested at once beside
 * it. They are x.js's own dependencies, which run before it whatever the order they arrive in; a
 * failed one fails x.js's import, which reports it (hence their own rejections are dropped).
 */
import path from 'node:path';
import MagicString from 'magic-string';

// Named apart from the minifier's short names: what a failed early request does (x.js's own import reports it).
const NOTHING = '__porticoNothing';

export function parallelImports() {
  return {
    name: 'portico-parallel-imports',
    renderChunk(code, chunk, _options, { chunks }) {
      // The first file's lazy imports are what a widget's first frame waits on (its products, its
      // tabs, its language); a later screen's chunk, asked for from a product's, costs its round trip
      // when the person gets there.
      if (!chunk.isEntry) return null;
      const reach = (file, found = new Set()) => {
        for (const dep of chunks[file]?.imports ?? []) if (!found.has(dep)) reach(dep, found.add(dep));
        return found;
      };
      const present = reach(chunk.fileName).add(chunk.fileName);
      const dir = path.posix.dirname(chunk.fileName);
      const specifier = (file) => {
        const relative = path.posix.relative(dir, file);
        return relative.startsWith('.') ? relative : `./${relative}`;
      };
      const out = new MagicString(code);
      for (const target of new Set(chunk.dynamicImports)) {
        const beside = [...reach(target)].filter((file) => !present.has(file) && chunks[file]);
        if (beside.length === 0) continue;
        // Each a literal import(): a host's bundler that takes this file in (a Vite app importing
        // portico/elements) finds and rewrites it as it does the widget's own.
        const early = beside.map((file) => `import(${JSON.stringify(specifier(file))}).catch(${NOTHING}),`).join('');
        for (const quote of ['"', "'"]) {
          const call = `import(${quote}${specifier(target)}${quote})`;
          for (let at = code.indexOf(call); at >= 0; at = code.indexOf(call, at + call.length)) {
            out.appendLeft(at, `(${early}`);
            out.appendRight(at + call.length, ')');
          }
        }
      }
      if (!out.hasChanged()) return null;
      out.prepend(`const ${NOTHING}=()=>{};`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
