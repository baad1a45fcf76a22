/**
 * The way back from a provider (docs/account.md "Connected accounts"): the account center's page
 * address, marked to open the connections again, and what the backend added when it failed
 * (`portico_link=failed&error=…`, the emulator's error_type or Better Auth's code).
 */
export const RETURN_PARAM = 'portico_account';

/** The account center's page: `base`, or this page without its marks (where an address's link lands). */
export function accountPageUrl(base: string | undefined): string {
  const url = new URL(base ?? globalThis.location.href.split('#')[0]!, globalThis.location.href);
  for (const name of [RETURN_PARAM, 'portico_link', 'error']) url.searchParams.delete(name);
  return url.href;
}

/** Where a provider sends the person back: the account center's page, marked for the connections. */
export function linkReturnUrl(base: string | undefined): string {
  const url = new URL(accountPageUrl(base));
  url.searchParams.set(RETURN_PARAM, 'connections');
  return url.href;
}

/** This page came back from a provider (the account center then opens the connections). */
export const cameBackFromProvider = () => {
  const href = globalThis.location?.href;
  return href !== undefined && new URL(href).searchParams.get(RETURN_PARAM) === 'connections';
};

/** This page came back from a provider: whether it failed and why. The marks leave the address bar. */
export function readLinkReturn(): { returned: boolean; error: string | null } {
  const location = globalThis.location;
  if (!location) return { returned: false, error: null };
  const url = new URL(location.href);
  if (url.searchParams.get(RETURN_PARAM) !== 'connections') return { returned: false, error: null };
  const failed = url.searchParams.get('portico_link') === 'failed';
  const error = failed ? (url.searchParams.get('error') ?? 'unknown') : null;
  for (const name of [RETURN_PARAM, 'portico_link', 'error', 'error_description']) url.searchParams.delete(name);
  globalThis.history?.replaceState(globalThis.history.state, '', url.href);
  return { returned: true, error };
}

/** Better Auth's callback errors that mean the provider account is someone else's. */
const TAKEN = new Set(['provider_already_linked', 'account_already_linked_to_different_user', 'social_account_already_linked']);
export const linkErrorId = (error: string) => (TAKEN.has(error.toLowerCase()) ? 'error.provider_already_linked' : 'account.connections.linkFailed');
