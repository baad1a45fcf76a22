/**
 * Runs a server from docs/better-auth.md's code blocks, as a reader would: written to a file under
 * .portico/ with only what they would change to run it here (the port, the database in memory, a
 * breached list file, its log, `portico-server` resolved to server/src), imported, closed after the
 * file's tests. Shared by the Hono (docsServer) and Express (docsExpress) tests.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const doc = readFileSync(path.join(root, 'docs/better-auth.md'), 'utf8');

/** The first ```ts block after `heading`. */
export const codeBlock = (heading: string) => doc.slice(doc.indexOf(heading)).match(/```ts\n([\s\S]*?)```/)![1]!;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const logs: Record<string, (line: string) => void> = ((globalThis as { __docsLogs?: Record<string, (line: string) => void> }).__docsLogs ??= {});

/** `listen`: the line that starts the server (`serve(`, `app.listen(`), which the file exports. */
export async function startDocsServer(name: string, code: string, listen: RegExp) {
  const port = await freePort();
  const dir = path.join(root, '.portico', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'breached-sha1.txt'), '# SHA-1 of "password", as breach corpora list it\n5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493\n');
  const logged: string[] = [];
  logs[name] = (line) => logged.push(line);
  const source = code
    .replace("from 'portico-better-auth'", `from ${JSON.stringify(pathToFileURL(path.join(root, 'plugin/src/index.ts')).href)}`)
    .replaceAll('3000', String(port))
    .replace("new Database('auth.db')", "new Database(':memory:')")
    .replace("{ file: 'breached-sha1.txt' }", `{ file: ${JSON.stringify(path.join(dir, 'breached-sha1.txt'))} }`)
    .replace('console.log(`to ${to}: ${text}`)', `(globalThis as any).__docsLogs[${JSON.stringify(name)}](\`to \${to}: \${text}\`)`)
    .replace(listen, (start) => `export const server = ${start}`);
  const file = path.join(dir, 'server.ts');
  writeFileSync(file, source);
  const { server } = (await import(pathToFileURL(file).href)) as { server: Server };
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const origin = `http://localhost:${port}`;
  const post = (p: string, body: unknown) =>
    fetch(`${origin}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
  return { origin, logged, post };
}
