/**
 * The bot challenge's Web Worker as a file of the package (docs/bots.md): `new URL('./solverWorker.ts',
 * import.meta.url)` in src/flows/challenge becomes `challenge-worker.js`, bundled on its own
 * (ALTCHA's solver inlined, no imports), beside the build's entries, and the URL points at it from
 * whichever chunk holds the call. A host's bundler (Vite, webpack) sees `new Worker(new URL(…))` and
 * serves the file; under a strict CSP it is `'self'`, with no blob: and no eval.
 *
 * The on-page fallback (solveHere.ts) is bundled the same way, ALTCHA inlined and lowered here:
 * a host's bundler that lowers ALTCHA's class fields itself would put its helper in the runtime
 * chunk every page downloads at load, challenge or not.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../src/flows/challenge/solverWorker.ts', import.meta.url));
const ON_PAGE = fileURLToPath(new URL('../src/flows/challenge/solveHere.ts', import.meta.url));
const PATTERN = /new URL\((['"])\.\/solverWorker\.ts\1, import\.meta\.url\)/g;
const PLACEHOLDER = '__PORTICO_CHALLENGE_WORKER__';
export const WORKER_FILE = 'challenge-worker.js';

export function challengeWorker() {
  let code;
  return {
    name: 'portico-challenge-worker',
    async buildStart() {
      const result = await build({ entryPoints: [SOURCE], bundle: true, format: 'esm', platform: 'browser', target: 'es2020', minify: true, write: false, legalComments: 'none' });
      code = result.outputFiles[0].text;
      this.addWatchFile(SOURCE);
    },
    async load(id) {
      if (id !== ON_PAGE) return null;
      const result = await build({ entryPoints: [ON_PAGE], bundle: true, format: 'esm', platform: 'browser', target: 'es2020', write: false, sourcemap: 'external', outdir: 'out', legalComments: 'none' });
      const file = (ext) => result.outputFiles.find((output) => output.path.endsWith(ext)).text;
      const map = JSON.parse(file('.js.map'));
      // The map's sources, from the file's own folder: rollup resolves them beside solveHere.ts.
      map.sources = map.sources.map((source) => path.relative(path.dirname(ON_PAGE), path.resolve(process.cwd(), 'out', source)));
      return { code: file('.js').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n'), map };
    },
    transform(source) {
      if (!PATTERN.test(source)) return null;
      PATTERN.lastIndex = 0;
      return { code: source.replace(PATTERN, `new URL('${PLACEHOLDER}', import.meta.url)`), map: null };
    },
    renderChunk(source, chunk) {
      if (!source.includes(PLACEHOLDER)) return null;
      const depth = chunk.fileName.split('/').length - 1;
      return { code: source.replaceAll(PLACEHOLDER, `${depth ? '../'.repeat(depth) : './'}${WORKER_FILE}`), map: null };
    },
    generateBundle(_options, bundle) {
      if (Object.values(bundle).some((file) => file.type === 'chunk' && file.code.includes(WORKER_FILE))) this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: code });
    },
  };
}
