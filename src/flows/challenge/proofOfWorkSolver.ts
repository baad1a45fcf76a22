/**
 * The widget's proof-of-work solver (docs/bots.md): one solution kept ready, solved while the
 * person types; each protected call takes it and the next one starts at once (a resend, the
 * password after the lookup). A call that comes before it is ready waits for it, behind the
 * button's busy state; a call the server wants harder work for gets a challenge of that level.
 */
import type { Challenge } from 'altcha-lib';
import type { ChallengeCalls, ChallengeSolver } from '../../client/types';
import type { Solve } from './solveOffThread';

/** A challenge lives ten minutes on both servers: a solution older than this is solved again. */
const FRESH_MS = 8 * 60_000;

export interface PreparedSolver extends ChallengeSolver {
  /** Starts solving the next solution, if none is ready or on the way. */
  prepare(): void;
  stop(): void;
}

export function proofOfWorkSolver(calls: ChallengeCalls, solve: Solve & { stop(): void }): PreparedSolver {
  let ready: { level: number; at: number; payload: Promise<string> } | null = null;
  let stopped = false;

  const make = async (level: number) => {
    const challenge = (await calls.issue(level > 1 ? level : undefined)) as Challenge;
    const solution = await solve(challenge);
    // ALTCHA's payload, as its own widget sends it.
    return btoa(JSON.stringify({ challenge, solution }));
  };
  const prepare = (level = 1) => {
    if (stopped) return;
    if (ready && ready.level >= level && Date.now() - ready.at < FRESH_MS) return;
    const payload = make(level);
    const entry = { level, at: Date.now(), payload };
    ready = entry;
    // A failed one is not kept: the next call starts again.
    payload.catch(() => void (ready === entry && (ready = null)));
  };

  return {
    prepare: () => prepare(),
    solution(level = 1): Promise<string> {
      prepare(level);
      const taken = ready!.payload;
      ready = null;
      // The next solution is solved while this one's call runs and the person reads its answer.
      void taken.then(() => prepare(), () => undefined);
      return taken;
    },
    stop() {
      stopped = true;
      ready = null;
      solve.stop();
    },
  };
}
