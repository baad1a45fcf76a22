/**
 * The first focus or press in the card (widget/preloadOnUse): the bot challenge starts when the
 * bootstrap asks for one (docs/bots.md); before the server's first answer it waits for the widget's
 * own request instead of missing it; a server that asks nothing costs no request and no challenge code.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOTSTRAP } from '../../../src/client/bootstrap';
import type { AuthClient, Bootstrap } from '../../../src/client/types';
import type { WidgetContextValue } from '../../../src/flows/WidgetContext';

vi.mock('../../../src/flows/challenge/startChallenge', () => ({ startChallenge: vi.fn() }));
const { startChallenge } = await import('../../../src/flows/challenge/startChallenge');
const { preloadOnUse } = await import('../../../src/widget/preloadOnUse');

const card = {} as HTMLElement;
const asked: Bootstrap = { ...DEFAULT_BOOTSTRAP, projectId: 'p', challenge: { kind: 'proof_of_work' } };
const none: Bootstrap = { ...DEFAULT_BOOTSTRAP, projectId: 'p' };

function widget(state: Bootstrap, cached: Bootstrap, answer: Bootstrap) {
  const get = vi.fn(async () => answer);
  const client = { bootstrap: { getSync: () => cached, get } } as unknown as AuthClient;
  return { get, client, value: { products: null, client, bootstrap: state } as unknown as WidgetContextValue };
}

describe('preloadOnUse and the bot challenge', () => {
  beforeEach(() => vi.mocked(startChallenge).mockClear());

  it('a bootstrap that asks: the challenge starts at once, with the card and the nonce, and no request is sent', async () => {
    const { get, client, value } = widget(asked, { ...asked }, asked);
    preloadOnUse(value, card, 'n0nce');
    await vi.waitFor(() => expect(startChallenge).toHaveBeenCalledWith(client, card, 'n0nce'));
    expect(get).not.toHaveBeenCalled();
  });

  it('a bootstrap that asks nothing: no challenge, and no request', async () => {
    const { get, value } = widget(none, { ...none }, none);
    preloadOnUse(value, card, undefined);
    await Promise.resolve();
    expect(startChallenge).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });

  it('focused before the first answer (no cache): it waits for the answer, and starts when it asks', async () => {
    const { get, client, value } = widget(DEFAULT_BOOTSTRAP, DEFAULT_BOOTSTRAP, asked);
    preloadOnUse(value, card, undefined);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(startChallenge).toHaveBeenCalledWith(client, card, undefined));
  });
});
