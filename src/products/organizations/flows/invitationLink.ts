/**
 * The mailed invitation's link (`stytch_token_type=invitation&token=…`, docs/organizations.md): read
 * once when a Login widget on that page shows Main, and taken out of the address bar at once, so
 * the token does not stay in history, bookmarks or shared links. The widget that read it holds it
 * (keyed by its dispatch, one per mount) for its Invitation screen.
 */
const held = new WeakMap<object, string>();

/** The invitation token in the page's address, removed from it; null when the page has none. */
export function takeInvitationLink(loc: Pick<Location, 'href'> = location, hist: Pick<History, 'replaceState' | 'state'> = history): string | null {
  const url = new URL(loc.href);
  const params = url.searchParams;
  const token = params.get('token');
  if (params.get('stytch_token_type') !== 'invitation' || !token) return null;
  params.delete('token');
  params.delete('stytch_token_type');
  hist.replaceState(hist.state, '', url.href);
  return token;
}

export const holdInvitation = (widget: object, token: string) => void held.set(widget, token);

export const heldInvitation = (widget: object): string | null => held.get(widget) ?? null;
