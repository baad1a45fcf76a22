import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UserBadge } from '../../src/screens/UserBadge';
import { withWidget } from './decorators';

// The user button's view: who is signed in, and 'Sign out' (UserButton joins it to the session).
const meta = {
  title: 'Screens/UserBadge',
  component: UserBadge,
  decorators: [withWidget],
  args: { name: 'ada@example.com', signingOut: false, onSignOut: fn() },
} satisfies Meta<typeof UserBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long address wraps inside the line instead of pushing the button out. */
export const LongAddress: Story = {
  args: { name: 'ada.lovelace-byron.countess-of-lovelace@analytical-engine.example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
