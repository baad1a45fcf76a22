/**
 * docs/bots.md: once the person starts on a form, the client's protected calls get a solver (a
 * proof of work, or Turnstile) that solves while they type. One per client, whichever widget started
 * it. Each protected call reads the server's latest bootstrap: a kind that changed gets its own
 * solver, and a server that stops asking gets calls without one.
 */
import { challengeCalls } from '../../client/challenge/carry';
import { pageWide } from '../../client/challenge/pageWide';
import { addEnglish } from '../../i18n/english';
import { challengeMessages } from '../../client/challenge/messages';
import type { AuthClient, ChallengeCalls, ChallengeSetting } from '../../client/types';
import { proofOfWorkSolver, type PreparedSolver } from './proofOfWorkSolver';
import { solveOffThread } from './solveOffThread';
import { turnstileSolver } from './turnstileSolver';

// Page-wide, as the client's wrapper is: one solver per client, whichever build's widget starts it.
const started = pageWide<AuthClient, true>('challengeStarted');

/** The bootstrap's setting as the server sent it: a kind this widget solves, with what it needs. */
const known = (setting: ChallengeSetting | undefined): setting is ChallengeSetting =>
  setting?.kind === 'proof_of_work' || (setting?.kind === 'turnstile' && typeof setting.site_key === 'string' && typeof setting.script_url === 'string');

export function startChallenge(client: AuthClient, card: HTMLElement, nonce: string | undefined): void {
  const calls = challengeCalls(client);
  if (!calls || started.has(client)) return;
  started.set(client, true);
  // The refusals' English: only a call this code carries is refused for its challenge.
  addEnglish(challengeMessages);
  let running: { kind: ChallengeSetting['kind']; solver: PreparedSolver } | null = null;
  // The solver the server's latest answer asks for; none asked (any more), or one this widget
  // cannot solve: protected calls go without, and the server's refusal says why.
  const current = () => {
    const setting = client.bootstrap.getSync().challenge;
    if (running && running.kind !== (known(setting) ? setting.kind : null)) {
      running.solver.stop();
      running = null;
    }
    if (!running && known(setting)) running = { kind: setting.kind, solver: solverFor(setting, calls, card, nonce) };
    return running?.solver;
  };
  calls.use({ solution: (level) => current()?.solution(level) ?? Promise.resolve(null) });
  current()?.prepare();
}

const solverFor = (setting: ChallengeSetting, calls: ChallengeCalls, card: HTMLElement, nonce: string | undefined) =>
  setting.kind === 'turnstile' ? turnstileSolver(setting, card, nonce) : proofOfWorkSolver(calls, solveOffThread());
