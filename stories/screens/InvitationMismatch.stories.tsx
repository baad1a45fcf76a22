import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InvitationMismatch } from '../../src/products/organizations/screens/InvitationMismatch';
import type { ComponentProps } from 'react';
import { mapped } from './controls';
import { withFocusOnMount, withWidget } from './decorators';
import { invitationControl, type invitations } from './invitationFixtures';

type Args = Omit<ComponentProps<typeof InvitationMismatch>, 'invitation'> & { invitation: keyof typeof invitations };

const meta = {
  title: 'Screens/InvitationMismatch',
  component: mapped<Args>(InvitationMismatch),
  decorators: [withWidget, withFocusOnMount],
  argTypes: { invitation: invitationControl, signedInAs: { control: { type: 'text' } } },
  args: {
    invitation: 'Member of Acme, from Grace',
    signedInAs: 'someone@example.com',
    onSignOut: fn(),
    onBack: fn(),
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInAsAnother: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'This invitation is for another address' })).toHaveFocus();
    await expect(canvas.getByText('This invitation was sent to another email address. Sign in with that address to accept it.')).toBeVisible();
    await expect(canvas.getByText(/You are signed in as/)).toHaveTextContent('You are signed in as someone@example.com.');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused it, and the signed-in address is not known here. */
export const RefusedByServer: Story = {
  args: { signedInAs: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/You are signed in as/)).toBeNull();
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
};
