/**
 * The Web Worker that solves proof-of-work challenges off the main thread (docs/bots.md): ALTCHA's
 * own solver (altcha-lib) with the browser's PBKDF2. Shipped as a file (dist/challenge-worker.js),
 * so a strict CSP needs no `blob:` and no 'unsafe-eval': `worker-src` (or `script-src`) 'self'.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

interface Job {
  id: number;
  challenge: Challenge;
}

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<Job>) => void): void;
  postMessage(message: unknown): void;
};

scope.addEventListener('message', (event) => {
  const { id, challenge } = event.data;
  solveChallenge({ challenge, deriveKey, timeout: 180_000 }).then(
    (solution) => scope.postMessage({ id, solution }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
