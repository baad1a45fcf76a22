/**
 * Issue 21: a configured product (or OTP channel) the backend cannot serve is a config error
 * naming both, never a button that fails later. Pure, so mount functions and the widget share it.
 */
import type { BackendCapabilities } from '../client/types';
import type { ResolvedConfig } from './config';

export function backendProblems(backend: BackendCapabilities | undefined, config: Pick<ResolvedConfig, 'products' | 'otpOptions'>): string[] {
  if (!backend) return [];
  const products = config.products
    .filter((product) => !backend.products.includes(product))
    .map((product) => `the product "${product}" is configured, but the backend "${backend.name}" cannot serve it.`);
  const methods = config.products.includes('otp')
    ? config.otpOptions.methods
        .filter((method) => !backend.otpMethods.includes(method))
        .map((method) => `the passcode channel "${method}" (otpOptions.methods) is configured, but the backend "${backend.name}" cannot serve it.`)
    : [];
  return [...products, ...methods];
}

/** Thrown by the mount functions: the widget does not start with a product its backend cannot serve. */
export class PorticoConfigError extends Error {
  constructor(problems: readonly string[]) {
    super(`Portico config error: ${problems.join(' ')}`);
    this.name = 'PorticoConfigError';
  }
}

/** The config without what the backend cannot serve (the React widget reports, then leaves it out). */
export function servedConfig(backend: BackendCapabilities | undefined, config: ResolvedConfig): ResolvedConfig {
  if (!backend) return config;
  return {
    ...config,
    products: config.products.filter((product) => backend.products.includes(product)),
    otpOptions: { ...config.otpOptions, methods: config.otpOptions.methods.filter((method) => backend.otpMethods.includes(method)) },
  };
}
