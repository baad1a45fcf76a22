/**
 * The person is about to use the form (a first focus or press in the card): fetch the screens that
 * may follow while they type, and start on the bot challenge the server's bootstrap asks for
 * (docs/bots.md). It comes in `shared` (scripts/chunks.mjs), with the parts every screen but Main
 * shows, so that none of this is downloaded before Main. Bot challenges guard every product's
 * calls: the kernel's code, not a product's, and it downloads only when the bootstrap asks for one.
 */
import type { Bootstrap } from '../client/types';
import type { WidgetContextValue } from '../flows/WidgetContext';

/** Settles once the bot challenge's code, if the server asks for one, carries the client's calls. */
export function preloadOnUse({ products, client, bootstrap }: WidgetContextValue, card: HTMLElement, nonce: string | undefined): Promise<unknown> {
  for (const module of products ?? []) {
    if (module.preloadScreens === false) continue;
    for (const view of Object.values(module.screens)) void view?.preload?.().catch(() => undefined);
  }
  const start = (answer: Bootstrap) =>
    answer.challenge ? import('../flows/challenge/startChallenge').then((m) => m.startChallenge(client, card, nonce)) : undefined;
  // Neither a cached answer nor the server's yet (a first visit, the field focused at once): getSync
  // answers the very defaults the widget holds. The widget's own request is on the way, and this
  // waits for it rather than sending another. Otherwise the latest answer decides: the server's may
  // be in the cache before the widget has re-rendered with it.
  const latest = client.bootstrap.getSync();
  return latest === bootstrap ? client.bootstrap.get().then(start) : Promise.resolve(start(latest));
}
