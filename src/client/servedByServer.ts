/**
 * SPEC §7 bootstrap: where a backend's server says what it serves (`backend.confirmsWithServer`),
 * its answer decides, not the client's declaration. No React here: the mount's first download
 * (widget/mount.ts) asks `servedAtOnce` before it draws the early Main.
 */
import type { AuthClient, BackendConfigView, ServedByServer } from './types';

/** The config's problems by the server's own list; [] when served. */
export function servedProblems(client: AuthClient, config: BackendConfigView, served: ServedByServer): string[] {
  try {
    client.backend?.check(config, served);
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/** Whether Main may draw now: the backend needs no answer, or the last one (cached) already served this config. */
export function servedAtOnce(client: AuthClient, config: BackendConfigView): boolean {
  if (!client.backend?.confirmsWithServer) return true;
  const cached = client.bootstrap.getSync().served;
  return cached !== undefined && servedProblems(client, config, cached).length === 0;
}
