/** SPEC §2: whether Google runs as One Tap for this config, and where its prompt goes. */
import type { OAuthProviderEntry, ResolvedConfig } from '../../../flows/config';

export interface OneTapPlan {
  entry: OAuthProviderEntry;
  /** The One Tap-only layout: the floating prompt is all there is, so the widget shows its loader. */
  only: boolean;
  /** Google's prompt floats over the page rather than sitting in Main. */
  floating: boolean;
}

/**
 * Pure. Positions: embedded (the default), embeddedOnly, floating, floatingOrEmbedded (floating;
 * Google shows the prompt where the browser allows). The One Tap-only layout applies when One Tap
 * is the only product, Google the only provider, and the position is not embeddedOnly; it floats.
 */
export function oneTapPlan(config: ResolvedConfig): OneTapPlan | null {
  const { providers } = config.oauthOptions;
  const entry = providers.find((candidate) => candidate.type === 'google' && candidate.one_tap);
  if (!entry) return null;
  const only = config.products.length === 1 && providers.length === 1 && entry.position !== 'embeddedOnly';
  return { entry, only, floating: only || entry.position === 'floating' || entry.position === 'floatingOrEmbedded' };
}
