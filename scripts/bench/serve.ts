/**
 * Serves one page's folder on loopback as a host's server or CDN would: gzip for a browser that
 * asks for it (the bytes a phone's network carries), hashed chunks cached for a year as immutable,
 * everything else revalidated (`no-cache` with an ETag). Every load of the bench is cold (a fresh
 * browser context), so the headers are there to be what a host sends, not to be used.
 * The provider's API (`/v1/`) is passed to `api`, the emulator, on the page's own origin (a host
 * serving its auth server on its site: no CORS preflight); without one it answers 503, unreachable.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

// esbuild's `chunks/[name]-[hash]` and Rollup's `[name]-[hash]`: a name that changes with its content.
const HASHED = /[-.][A-Za-z0-9_-]{8}\.(js|css)$/;

export const cacheControl = (pathname: string) =>
  pathname.includes('/chunks/') && HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';

interface Body {
  raw: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface Served {
  /** `http://localhost:<port>`: a secure context, and the emulator's WebAuthn relying party. */
  url: string;
  server: Server;
}

export async function servePage(dir: string, { api }: { api?: string } = {}): Promise<Served> {
  const bodies = new Map<string, Body>();
  const body = (file: string): Body => {
    let found = bodies.get(file);
    if (!found) {
      const raw = readFileSync(file);
      found = { raw, gzip: gzipSync(raw, { level: 9 }), etag: `"${createHash('sha1').update(raw).digest('base64url')}"` };
      bodies.set(file, found);
    }
    return found;
  };
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (api && pathname.startsWith('/v1/')) {
      const upstream = new URL(api);
      const forward = request({ host: '127.0.0.1', port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
      req.pipe(forward);
      return;
    }
    if (pathname.startsWith('/v1/') || pathname.startsWith('/api/')) {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end('{"status_code":503,"error_type":"bench_page","error_message":"no server behind the bench page"}');
      return;
    }
    const file = path.join(dir, path.normalize(pathname === '/' ? '/index.html' : pathname));
    let found: Body;
    try {
      if (!file.startsWith(dir)) throw new Error('outside');
      found = body(file);
    } catch {
      res.writeHead(404, { 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(pathname),
      ETag: found.etag,
      Vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === found.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && found.gzip.length < found.raw.length;
    if (gzip) headers['Content-Encoding'] = 'gzip';
    const bytes = gzip ? found.gzip : found.raw;
    headers['Content-Length'] = String(bytes.length);
    res.writeHead(200, headers);
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}
