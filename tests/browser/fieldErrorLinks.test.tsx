/**
 * SPEC §8: links to the provider's site in messages become clickable, under a field as in banners
 *. A server message with an http(s) address shows it as a link; the field is still
 * described by the whole message.
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MainEmailForm } from '../../src/screens/MainEmailForm';
import { WidgetRoot } from '../../src/widget/WidgetRoot';

const MESSAGE = 'This address is blocked. See https://status.example.com/blocked for help.';

describe('a field error with a link', () => {
  it('draws the address as a link, and the field’s description holds the whole message', async () => {
    const form = {
      values: { email: 'ada@example.com' },
      errors: { email: { id: 'error.blocked_address', message: MESSAGE } },
      status: 'idle' as const,
      onEmailChange: vi.fn(),
      onSubmit: vi.fn(),
    };
    const screen = await render(
      <WidgetRoot>
        <MainEmailForm form={form} />
      </WidgetRoot>,
    );
    const link = screen.getByRole('link', { name: /https:\/\/status\.example\.com\/blocked/ });
    await expect.element(link).toHaveAttribute('href', 'https://status.example.com/blocked');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/This address is blocked\. See https:\/\/status\.example\.com\/blocked/);
  });
});
