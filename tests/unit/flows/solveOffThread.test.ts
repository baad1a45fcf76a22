import { afterEach, describe, expect, it } from 'vitest';
import { proofOfWork } from '../../../emulator/challenge/proofOfWork';
import { solveOffThread } from '../../../src/flows/challenge/solveOffThread';

/** A fake Worker that takes jobs and never answers (a worker still loading, or busy). */
class SilentFakeWorker extends EventTarget {
  static made: SilentFakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  constructor() {
    super();
    SilentFakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const original = globalThis.Worker;
afterEach(() => {
  globalThis.Worker = original;
  SilentFakeWorker.made = [];
});

describe('solveOffThread', () => {
  it('stopped with a solve pending: the waiting call still gets a solution, solved here', async () => {
    globalThis.Worker = SilentFakeWorker as unknown as typeof Worker;
    const server = proofOfWork();
    const challenge = await server.issue(1, Date.now());
    const solve = solveOffThread();
    const waiting = solve(challenge);
    expect(SilentFakeWorker.made[0]!.posted).toHaveLength(1);
    solve.stop();
    expect(SilentFakeWorker.made[0]!.terminated).toBe(true);
    const solution = await waiting;
    expect(await server.verify(btoa(JSON.stringify({ challenge, solution })))).toMatchObject({ ok: true, level: 1 });
    // A solve after the stop is not posted to the stopped worker.
    await solve(await server.issue(1, Date.now()));
    expect(SilentFakeWorker.made[0]!.posted).toHaveLength(1);
  });
});
