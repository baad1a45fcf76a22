/**
 * What the tests that build a host from the packed package share (docs.e2e, elements.e2e): the
 * tarball a registry would hand the host, and a static server for the built pages.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { root } from '../../scripts/size/build';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** `npm pack` into `dir` (the files package.json lists, as a registry would hand them): the tarball's path. */
export function packPortico(dir: string): string {
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: root, encoding: 'utf8' }),
  ) as [{ filename: string }];
  return path.join(dir, filename);
}

/** Unpacks the tarball into `into`, as `npm install` lays out node_modules/portico. */
export const unpackInto = (tarball: string, into: string) => execFileSync('tar', ['-xzf', tarball, '-C', into, '--strip-components=1']);

/** `dir`'s files on a port of their own, as `vite preview` or any static host serves them. */
export function serveStatic(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    const file = path.join(dir, path.normalize(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve(server)));
}
