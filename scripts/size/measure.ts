import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import type { OutputChunk, RollupOutput } from 'rollup';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, '.portico/size');

export const STANDARD_CONFIGS = [
  { name: 'email magic links only', config: { products: ['emailMagicLinks'] } },
  { name: 'text message OTP', config: { products: ['otp'], otpOptions: { methods: ['sms'] } } },
  { name: 'passwords', config: { products: ['passwords'] } },
  {
    name: 'magic links + OTP (sms, whatsapp) + passwords',
    config: { products: ['emailMagicLinks', 'otp', 'passwords'], otpOptions: { methods: ['sms', 'whatsapp'] } },
  },
];

export interface SizeResult {
  name: string;
  config: object;
  files: Array<{ fileName: string; gzipBytes: number; rawBytes: number }>;
  gzipBytes: number;
  rawBytes: number;
  modules: string[];
  hasPhoneMetadata: boolean;
  hasOtpScreens: boolean;
  hasPasswordScreens: boolean;
}

async function buildProbe(): Promise<OutputChunk[]> {
  const [{ build }, react, { vanillaExtractPlugin }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('@vanilla-extract/vite-plugin'),
  ]);
  const output = (await build({
    configFile: false,
    root: path.join(root, 'scripts/size'),
    logLevel: 'error',
    plugins: [vanillaExtractPlugin(), react.default()],
    build: { outDir, emptyOutDir: true, minify: true, modulePreload: { polyfill: false } },
  })) as unknown as RollupOutput | RollupOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((o) => o.output.filter((item): item is OutputChunk => item.type === 'chunk'));
}

/** Serves the probe build and lets Chromium show the widget; the JS files it fetched are the initial JS. */
async function loadedFiles(configs: Array<{ config: object }>): Promise<string[][]> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/v1/')) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end('{"status_code":503,"error_type":"size_probe","error_message":"no server in the size probe"}');
      return;
    }
    const file = path.join(outDir, url.pathname === '/' ? 'index.html' : url.pathname);
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
      res.writeHead(200, { 'Content-Type': type });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const results: string[][] = [];
    for (const { config } of configs) {
      const page = await browser.newPage();
      const files = new Set<string>();
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (pathname.endsWith('.js')) files.add(pathname.slice(1));
      });
      await page.goto(`http://localhost:${port}/?config=${encodeURIComponent(JSON.stringify(config))}`);
      await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      results.push([...files].sort());
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

export async function measureInitialJs(configs: Array<{ name: string; config: object }>): Promise<SizeResult[]> {
  const chunks = await buildProbe();
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = await loadedFiles(configs);
  return configs.map(({ name, config }, i) => {
    const files = (loaded[i] ?? []).map((fileName) => {
      const code = byFile.get(fileName)?.code ?? readFileSync(path.join(outDir, fileName), 'utf8');
      return { fileName, rawBytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
    });
    const modules = (loaded[i] ?? []).flatMap((fileName) => byFile.get(fileName)?.moduleIds ?? []).map((id) => path.relative(root, id));
    return {
      name,
      config,
      files,
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
      modules,
      hasPhoneMetadata: modules.some((id) => /libphonenumber-js\/(metadata|min\/metadata)|metadata\.min\.json/.test(id)),
      hasOtpScreens: modules.some((id) => /src\/screens\/OTP/.test(id)),
      hasPasswordScreens: modules.some((id) => /src\/screens\/Password/.test(id)),
    };
  });
}
