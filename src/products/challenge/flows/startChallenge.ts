/**
 * docs/bots.md: once the person starts on a form, the client's protected calls get a solver (a
 * proof of work, or Turnstile) that solves while they type. One solver per client, whichever
 * widget started it; a server that stops asking uninstalls it.
 */
import type { AuthClient, ChallengeSetting } from '../../../client/types';
import { proofOfWorkSolver, type PreparedSolver } from './proofOfWorkSolver';
import { solveOffThread } from './solveOffThread';
import { turnstileSolver } from './turnstileSolver';

const solvers = new WeakMap<AuthClient, { kind: ChallengeSetting['kind']; solver: PreparedSolver }>();

export function startChallenge(client: AuthClient, setting: ChallengeSetting, card: HTMLElement, nonce: string | undefined): void {
  if (!client.challenge) return; // a client that carries no challenge: the server's refusal says so
  const running = solvers.get(client);
  if (running?.kind === setting.kind) return running.solver.prepare();
  running?.solver.stop();
  const solver = setting.kind === 'turnstile' ? turnstileSolver(setting, card, nonce) : proofOfWorkSolver(client, solveOffThread());
  solvers.set(client, { kind: setting.kind, solver });
  client.challenge.use(solver);
  solver.prepare();
}

export function stopChallenge(client: AuthClient): void {
  solvers.get(client)?.solver.stop();
  solvers.delete(client);
  client.challenge?.use(null);
}
