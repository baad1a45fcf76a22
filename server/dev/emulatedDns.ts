/**
 * TXT lookups against the emulator's emulated DNS (a real DNS server on loopback, docs/organizations.md
 * "On the emulator"), so a developer publishes a domain's record there as at a DNS host and the dev
 * server verifies it with Node's own resolver, over UDP, as it would ask any other server.
 */
import { Resolver } from 'node:dns/promises';

export function emulatedDnsTxt(emulatorUrl: string) {
  let server: Promise<string> | null = null;
  return async (name: string): Promise<string[]> => {
    server ??= fetch(`${emulatorUrl}/emulator/dns`)
      .then(async (r) => ((await r.json()) as { server: string }).server)
      .catch((error: unknown) => {
        server = null; // ask again next time
        throw error;
      });
    const resolver = new Resolver({ timeout: 2000, tries: 2 });
    resolver.setServers([await server]);
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  };
}
