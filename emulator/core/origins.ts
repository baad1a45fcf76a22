/** Which origins (and Host headers) the project trusts: loopback on any port, plus config.allowed_origins. */

export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    // http://localhost and loopback are secure contexts, so WebAuthn works there without TLS.
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]')
    );
  } catch {
    return false;
  }
}

/** An origin the project trusts: loopback (any port) or one listed in config.allowed_origins. */
export function isProjectOrigin(allowedOrigins: readonly string[], origin: string): boolean {
  return isLoopbackOrigin(origin) || allowedOrigins.some((o) => new URL(o).origin === origin);
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A Host the emulator answers to. A DNS-rebinding page reaches the emulator under
 * its own name, so any other name must not get the outbox's codes and links.
 */
export function isAllowedHost(allowedOrigins: readonly string[], host: string | undefined): boolean {
  // A name or [IPv6], and an optional port: nothing a URL parser could read as a user or a path.
  if (!host || !/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(host)) return false;
  let parsed: URL;
  try {
    parsed = new URL(`http://${host}`);
  } catch {
    return false;
  }
  return LOOPBACK_HOSTNAMES.has(parsed.hostname) || allowedOrigins.some((o) => new URL(o).host === parsed.host);
}
