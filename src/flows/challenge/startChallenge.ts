/**
 * docs/bots.md: once the person starts on a form, the client's protected calls get a solver (a
 * proof of work, or Turnstile) that solves while they type. One solver per client, whichever
 * widget started it; a server that stops asking uninstalls it.
 */
import type { AuthClient, ChallengeSetting } from '../../client/types';
import { proofOfWorkSolver, type PreparedSolver } from './proofOfWorkSolver';
import { solveOffThread } from './solveOffThread';
import { turnstileSolver } from './turnstileSolver';

const solvers = new WeakMap<AuthClient, { kind: ChallengeSetting['kind']; solver: PreparedSolver }>();

/** The bootstrap's setting as the server sent it: a kind this widget solves, with what it needs. */
const known = (setting: ChallengeSetting) =>
  setting.kind === 'proof_of_work' || (setting.kind === 'turnstile' && typeof setting.site_key === 'string' && typeof setting.script_url === 'string');

export function startChallenge(client: AuthClient, setting: ChallengeSetting | undefined, card: HTMLElement, nonce: string | undefined): void {
  // None asked (any more), or one this widget cannot solve: protected calls go without, and the server's refusal says why.
  if (!setting || !known(setting) || !client.challenge) return stopChallenge(client);
  // The code that carries solutions, fetched now rather than at the first send.
  void import('../../client/challenge/carry');
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
