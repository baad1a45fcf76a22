/** Which origins the project trusts: loopback on any port, plus config.allowed_origins. */

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
