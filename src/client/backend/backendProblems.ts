/**
 * Issue 21: a configured product (or OTP channel) the backend cannot serve is a config error naming
 * both, never a button that fails later. Pure; a backend's client calls it from `backend.check`,
 * so only clients that declare capabilities carry this code (the first download stays as it was).
 */
import type { BackendCapabilities, BackendConfigView } from '../types';

export function backendProblems(backend: Omit<BackendCapabilities, 'check'>, config: BackendConfigView): string[] {
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

/** The capabilities object a client declares: data, and the check the widget calls at mount. */
export function declareBackend(backend: Omit<BackendCapabilities, 'check'>): BackendCapabilities {
  return {
    ...backend,
    check(config) {
      const problems = backendProblems(backend, config ?? {});
      if (problems.length > 0) throw new PorticoConfigError(problems);
    },
  };
}
