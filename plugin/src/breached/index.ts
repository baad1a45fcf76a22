/**
 * The offline breached-password list: no call to a web API (Better Auth's haveIBeenPwned plugin
 * makes one). Lines are SHA-1 hex digests (as in breach corpora) or plain passwords; '#' starts a
 * comment. A password is compared by its SHA-1, so a file of hashes never holds a password.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type BreachedList = (password: string) => boolean;

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
const isSha1 = (line: string) => /^[0-9a-fA-F]{40}$/.test(line);

export function breachedList(entries: Iterable<string>): BreachedList {
  const hashes = new Set<string>();
  for (const raw of entries) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    // Corpora in "HASH:COUNT" form keep only the hash.
    const head = line.split(':')[0] ?? '';
    hashes.add(isSha1(head) ? head.toUpperCase() : sha1(line));
  }
  return (password) => hashes.size > 0 && hashes.has(sha1(password));
}

export function breachedListFromFile(file: string): BreachedList {
  return breachedList(readFileSync(file, 'utf8').split(/\r?\n/));
}
