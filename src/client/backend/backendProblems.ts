/**
 * A configured product (or OTP channel) the backend cannot serve is a config error naming
 * both, never a button that fails later. Pure; a backend's client calls it from `backend.check`,
 * so only clients that declare capabilities carry this code (the first download stays as it was).
 */
import type { AuthClient, BackendCapabilities, BackendConfigView, ServedByServer } from '../types';

/** What a backend declares: `serverHint` tells a developer where the server's own list is set. */
export type BackendDeclaration = Omit<BackendCapabilities, 'check'> & { serverHint?: string };

export function backendProblems(backend: BackendDeclaration, config: BackendConfigView): string[] {
  // SPEC §3: an empty products list means email magic links.
  const products = config.products?.length ? config.products : ['emailMagicLinks'];
  const unserved = products
    .filter((product) => !backend.products.includes(product))
    .map((product) => `the product "${product}" is configured, but the backend "${backend.name}" cannot serve it.`);
  const methods = products.includes('otp')
    ? (config.otpOptions?.methods ?? [])
        .filter((method) => !backend.otpMethods.includes(method))
        .map((method) => `the passcode channel "${method}" (otpOptions.methods) is configured, but the backend "${backend.name}" cannot serve it.`)
    : [];
  const declared = backend.oauthProviders;
  const providers =
    products.includes('oauth') && declared
      ? (config.oauthOptions?.providers ?? [])
          .filter((provider) => !declared.includes(provider.type))
          .map((provider) => `the social provider "${provider.type}" (oauthOptions.providers) is configured, but the backend "${backend.name}" does not offer it.`)
      : [];
  return [...unserved, ...methods, ...providers];
}

/** Thrown when a widget mounts with a product its backend cannot serve. */
export class PorticoConfigError extends Error {
  constructor(problems: readonly string[]) {
    super(`Portico config error: ${problems.join(' ')}`);
    this.name = 'PorticoConfigError';
  }
}

/**
 * The capabilities object a client declares: data, and the check the widget calls at mount. With
 * `bootstrap` (its server says what it serves), also the check against the server's answer, whose
 * words download with the answer (serverProblems.ts).
 */
export function declareBackend(backend: BackendDeclaration, bootstrap?: () => AuthClient['bootstrap']): BackendCapabilities {
  return {
    ...backend,
    check(config) {
      const problems = backendProblems(backend, config ?? {});
      if (problems.length > 0) throw new PorticoConfigError(problems);
    },
    ...(bootstrap && {
      server: {
        // A cached answer draws at once (the fresh one checks as it comes); none: wait for it.
        servesAtOnce: () => bootstrap().getSync().served !== undefined,
        problems: (config) =>
          bootstrap()
            .get()
            .then(
              (answer) => (answer.served ? import('../withAnswer').then((m) => m.serverProblems(backend, config, answer.served!)) : []),
              // No route (a wrong base URL, no plugin) is the developer's to fix, and every call would
              // meet it; a server that is down or unreachable leaves the declaration to stand.
              // Its words download with the answer's, as the refusals' do.
              (error: { error_type?: unknown; message?: unknown }) =>
                error?.error_type === 'route_not_found' ? import('../withAnswer').then((m) => m.unanswered(error.message)) : [],
            ),
      },
    }),
  };
}
