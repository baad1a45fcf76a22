import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InvitationUnusable } from '../../src/products/organizations/screens/InvitationUnusable';
import { organizationsMessages } from '../../src/products/organizations/messages';
import type { ComponentProps } from 'react';
import { choice, mapped } from './controls';
import { withFocusOnMount, withWidget } from './decorators';

const errors = { Expired: { id: 'error.invitation_expired' }, 'Used or withdrawn': { id: 'error.invitation_not_found' } };
type Args = Omit<ComponentProps<typeof InvitationUnusable>, 'error'> & { error: keyof typeof errors };

const meta = {
  title: 'Screens/InvitationUnusable',
  component: mapped<Args>(InvitationUnusable),
  decorators: [withWidget, withFocusOnMount],
  argTypes: { error: choice(errors) },
  args: { error: 'Expired', onBack: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'This invitation can\u2019t be used' })).toHaveFocus();
    await expect(canvas.getByText(organizationsMessages['error.invitation_expired'])).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Used already, withdrawn, or never sent. */
export const AlreadyAnswered: Story = {
  args: { error: 'Used or withdrawn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(organizationsMessages['error.invitation_not_found'])).toBeVisible();
  },
};
