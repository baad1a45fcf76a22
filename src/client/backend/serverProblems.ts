/**
 * SPEC §7 bootstrap: the server's own answer checks a config, and words a refusal: what the client
 * could call, the server may not serve. Downloaded with the answer, not with the client.
 */
import type { BackendConfigView, ServedByServer } from '../types';
import type { BackendDeclaration } from './backendProblems';

export function serverProblems(backend: BackendDeclaration, config: BackendConfigView, served: ServedByServer): string[] {
  const products = config.products?.length ? config.products : ['emailMagicLinks'];
  const where = `the server behind the backend "${backend.name}"`;
  const hint = backend.serverHint ? ` ${backend.serverHint}` : '';
  const unserved = (what: string, list: readonly string[]) =>
    `the ${what} is configured, but ${where} does not serve it (it serves: ${list.join(', ') || 'nothing'}).${hint}`;
  const problems = products.filter((product) => !served.products.includes(product)).map((product) => unserved(`product "${product}"`, served.products));
  if (products.includes('otp') && served.products.includes('otp')) {
    for (const method of config.otpOptions?.methods ?? []) {
      if (!served.otpMethods.includes(method)) problems.push(unserved(`passcode channel "${method}" (otpOptions.methods)`, served.otpMethods));
    }
  }
  // SPEC §2: the password-email form is followed by the user-type lookup.
  if (products.includes('passwords') && served.products.includes('passwords') && served.userSearch === false) {
    problems.push(`the product "passwords" is configured, but ${where} turned off the user lookup its email form needs.${hint}`);
  }
  return problems.length ? [`Portico config error: ${problems.join(' ')}`] : [];
}

/** A server without the route that says what it serves (a wrong base URL, no plugin): the developer's to fix. */
export const unanswered = (message: unknown) => [`Portico config error: the server could not say what it serves: ${String(message)}`];

/** Whether a server's answer serves every product and channel of the config. */
export const servesAll = (config: BackendConfigView, served: ServedByServer) => serverProblems({ name: '', products: [], otpMethods: [] }, config, served).length === 0;
