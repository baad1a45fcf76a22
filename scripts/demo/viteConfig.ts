/** What the demo's dev server (server.ts) and its build (build.ts) share: the widget compiled from src/ as a host would bundle it. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: Vite serves demo/ and src/ from it. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function demoViteConfig() {
  const [react, { vanillaExtractPlugin }, { isVanillaCss, porticoIsolation }] = await Promise.all([
    import('@vitejs/plugin-react'),
    import('@vanilla-extract/vite-plugin'),
    import('../cssIsolation.mjs'),
  ]);
  return {
    configFile: false as const,
    root,
    logLevel: 'warn' as const,
    plugins: [vanillaExtractPlugin(), react.default()],
    // As in the library's build: the widget's rules outrank the host page's (scripts/cssIsolation.mjs).
    css: { postcss: { plugins: [porticoIsolation({ only: isVanillaCss })] } },
    resolve: { dedupe: ['react', 'react-dom'] },
  };
}
