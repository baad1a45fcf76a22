/**
 * Issue 21: a configured product (or OTP channel) the backend cannot serve is a config error naming
 * both, never a button that fails later. Pure; a backend's client calls it from `backend.check`,
 * so only clients that declare capabilities carry this code (the first download stays as it was).
 */
import type { AuthClient, BackendCapabilities, BackendConfigView, ServedByServer } from '../types';

/** What a backend declares: `serverHint` tells a developer where the server's own list is set. */
export type BackendDeclaration = Omit<BackendCapabilities, 'check'> & { serverHint?: string };

export function backendProblems(backend: BackendDeclaration, config: BackendConfigView, served?: ServedByServer): string[] {
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
  return [...unserved, ...methods, ...providers, ...(served ? serverProblems(backend, products, config, served) : [])];
}

/** The server's bootstrap answer decides: what the client could call, the server may not serve. */
function serverProblems(backend: BackendDeclaration, products: readonly string[], config: BackendConfigView, served: ServedByServer): string[] {
  const where = `the server behind the backend "${backend.name}"`;
  const hint = backend.serverHint ? ` ${backend.serverHint}` : '';
  const problems = products
    .filter((product) => backend.products.includes(product) && !served.products.includes(product))
    .map((product) => `the product "${product}" is configured, but ${where} does not serve it (it serves: ${served.products.join(', ') || 'nothing'}).${hint}`);
  if (products.includes('otp') && served.products.includes('otp')) {
    for (const method of config.otpOptions?.methods ?? []) {
      if (backend.otpMethods.includes(method) && !served.otpMethods.includes(method)) {
        problems.push(`the passcode channel "${method}" (otpOptions.methods) is configured, but ${where} does not serve it (it serves: ${served.otpMethods.join(', ') || 'none'}).${hint}`);
      }
    }
  }
  // SPEC §2: the password-email form is followed by the user-type lookup.
  if (products.includes('passwords') && served.products.includes('passwords') && served.userSearch === false) {
    problems.push(`the product "passwords" is configured, but ${where} turned off the user lookup its email form needs.${hint}`);
  }
  return problems;
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
 * `bootstrap` (its server says what it serves), also the check against the server's answer.
 */
export function declareBackend(backend: BackendDeclaration, bootstrap?: () => AuthClient['bootstrap']): BackendCapabilities {
  const problemsWith = (config: BackendConfigView, served: ServedByServer) => {
    const problems = backendProblems(backend, config, served);
    return problems.length ? [new PorticoConfigError(problems).message] : [];
  };
  return {
    ...backend,
    check(config, served) {
      const problems = backendProblems(backend, config ?? {}, served);
      if (problems.length > 0) throw new PorticoConfigError(problems);
    },
    ...(bootstrap && {
      server: {
        servesAtOnce(config) {
          const cached = bootstrap().getSync().served;
          return cached !== undefined && problemsWith(config, cached).length === 0;
        },
        problems: (config) =>
          bootstrap()
            .get()
            .then(
              (answer) => (answer.served ? problemsWith(config, answer.served) : []),
              // No route (a wrong base URL, no plugin) is the developer's to fix, and every call would
              // meet it; a server that is down or unreachable leaves the declaration to stand.
              (error: { error_type?: unknown; message?: unknown }) =>
                error?.error_type === 'route_not_found' ? [`Portico config error: the server could not say what it serves: ${String(error.message)}`] : [],
            ),
      },
    }),
  };
}
