/**
 * Solves proof-of-work challenges in the Web Worker (solverWorker.ts). Where no worker can start
 * (a page on another origin than the widget's files, a bundler that did not copy the worker, a
 * policy without 'self' for workers) the same solver runs here instead: the browser's PBKDF2 runs
 * off the main thread either way, so the page stays responsive.
 */
import type { Challenge, Solution } from 'altcha-lib';

export type Solve = (challenge: Challenge) => Promise<Solution>;

interface Pending {
  challenge: Challenge;
  resolve(solution: Solution): void;
  reject(error: Error): void;
}

export function solveOffThread(): Solve & { stop(): void } {
  const pending = new Map<number, Pending>();
  let next = 0;
  let worker: Worker | null = null;
  const onThisThread = (job: Pending) =>
    import('./solveHere').then((m) => m.solveHere(job.challenge)).then(job.resolve, job.reject);
  const giveUpOnWorker = () => {
    worker?.terminate();
    worker = null;
    for (const job of pending.values()) void onThisThread(job);
    pending.clear();
  };
  try {
    worker = new Worker(new URL('./solverWorker.ts', import.meta.url), { type: 'module', name: 'portico-challenge' });
    worker.addEventListener('error', giveUpOnWorker);
    worker.addEventListener('message', (event: MessageEvent<{ id: number; solution?: Solution | null; error?: string }>) => {
      const job = pending.get(event.data.id);
      if (!job) return;
      pending.delete(event.data.id);
      if (event.data.solution) job.resolve(event.data.solution);
      else job.reject(new Error(event.data.error ?? 'the challenge was not solved in time'));
    });
  } catch {
    worker = null; // a policy that forbids the worker throws here in some browsers
  }
  const solve = (challenge: Challenge) =>
    new Promise<Solution>((resolve, reject) => {
      const job = { challenge, resolve, reject };
      if (!worker) return void onThisThread(job);
      const id = ++next;
      pending.set(id, job);
      worker.postMessage({ id, challenge });
    });
  // Stopped (the server asks for another kind now): a call already waiting on a solve still gets it.
  return Object.assign(solve, { stop: giveUpOnWorker });
}
