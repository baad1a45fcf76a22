/**
 * SPEC §7 bootstrap: the 'Powered by' watermark follows the project's displayWatermark, as the
 * server answers it (asserted by nothing before).
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Login } from '../../src/widget/Login';
import { fakeBootstrap, fakeClient } from '../../stories/flows/fakeClient';

/** The cached value says the opposite, so the watermark can only follow the server's answer. */
const clientWith = (displayWatermark: boolean) =>
  fakeClient({
    bootstrap: { getSync: () => ({ ...fakeBootstrap, displayWatermark: !displayWatermark }), get: async () => ({ ...fakeBootstrap, displayWatermark }) },
  });

describe('the watermark', () => {
  it('shows when the server says displayWatermark: true', async () => {
    const screen = await render(<Login client={clientWith(true)} />);
    await expect.element(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect.element(screen.getByText('Powered by')).toBeVisible();
  });

  it('goes when it says false', async () => {
    const screen = await render(<Login client={clientWith(false)} />);
    await expect.element(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect.element(screen.getByText('Powered by')).not.toBeInTheDocument();
  });
});
