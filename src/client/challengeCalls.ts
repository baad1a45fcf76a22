/**
 * The bot challenge for a host's own flows (docs/bots.md): install a solver and ask for challenges
 * on a client without the widget. Its code downloads with the first call of this.
 */
import type { AuthClient, ChallengeCalls } from './types';

export async function challengeCalls(client: AuthClient): Promise<ChallengeCalls> {
  const calls = (await import('./challenge/carry')).challengeCalls(client);
  if (!calls) throw new Error('This client has no wrapFetch, so it cannot carry bot challenges (docs/bots.md).');
  return calls;
}
