/**
 * The bot challenge's Web Worker as a file of the package (docs/bots.md): `new URL('./solverWorker.ts',
 * import.meta.url)` in src/flows/challenge becomes `challenge-worker.js`, bundled on its own
 * (ALTCHA's solver inlined, no imports), beside the build's entries, and the URL points at it from
 * whichever chunk holds the call. A host's bundler (Vite, webpack) sees `new Worker(new URL(…))` and
 * serves the file; under a strict CSP it is `'self'`, with no blob: and no eval.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../src/flows/challenge/solverWorker.ts', import.meta.url));
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
