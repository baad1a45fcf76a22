/**
 * Stand-in Google keys, for the dev server and tests only. Better Auth's oneTap plugin verifies a
 * One Tap credential against Google's published keys (a fixed URL, no option to change it) and
 * Google's issuer. Offline, the credential comes from the emulated Google, signed with the
 * emulator's key (and carrying Google's issuer, as Google's credentials do): this routes Better
 * Auth's fetch of Google's key set, and nothing else, to the emulator's JWKS.
 *
 * Process-wide (Better Auth fetches with the global `fetch`), so only a dev or test server calls
 * it; production code never does, and there Google's own keys are fetched as usual.
 */
export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

const standIns = new Set<string>();
let installed = false;

/** Adds an emulator's JWKS to the stand-in key set; returns a function that removes it again. */
export function useStandInGoogleKeys(jwksUrl: string): () => void {
  standIns.add(jwksUrl);
  if (!installed) {
    installed = true;
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url !== GOOGLE_CERTS_URL || standIns.size === 0) return realFetch(input, init);
      // Every running emulator's Google keys (tests may run more than one dev server at a time).
      const sets = await Promise.all([...standIns].map(async (u) => ((await (await realFetch(u)).json()) as { keys: unknown[] }).keys));
      return new Response(JSON.stringify({ keys: sets.flat() }), { headers: { 'Content-Type': 'application/json' } });
    };
  }
  return () => void standIns.delete(jwksUrl);
}
