/**
 * ALTCHA's solver on the page, for when no worker can start (solveOffThread.ts): its own module so
 * that a bundler keeps only the solver of altcha-lib, not the whole package.
 */
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

export async function solveHere(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 180_000 });
  if (!solution) throw new Error('the challenge was not solved in time');
  return solution;
}
