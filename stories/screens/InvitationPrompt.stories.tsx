import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InvitationPrompt } from '../../src/products/organizations/screens/InvitationPrompt';
import type { ComponentProps } from 'react';
import { choice, errorsById, mapped } from './controls';
import { withFocusOnMount, withWidget } from './decorators';
import { invitationControl, type invitations } from './invitationFixtures';

const errors = { ...errorsById('error.unknown') };
type Args = Omit<ComponentProps<typeof InvitationPrompt>, 'invitation' | 'error'> & { invitation: keyof typeof invitations; error?: keyof typeof errors };

const meta = {
  title: 'Screens/InvitationPrompt',
  component: mapped<Args>(InvitationPrompt),
  decorators: [withWidget, withFocusOnMount],
  argTypes: { invitation: invitationControl, error: choice(errors) },
  args: {
    invitation: 'Admin of Acme, from Grace',
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invited: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Join \u2068Acme Corporation\u2069' })).toHaveFocus();
    await expect(canvas.getByText(/invited you to join/)).toHaveTextContent('Grace Hopper invited you to join Acme Corporation as Admin.');
    await expect(canvas.getByText(/This invitation is for/)).toHaveTextContent('This invitation is for ada@acme.test.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept invitation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecline).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The inviter's account is gone; a host's own role shows by its name. */
export const NoInviterHostRole: Story = {
  args: { invitation: 'A host role at Globex, inviter gone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/invited to join/)).toHaveTextContent('You are invited to join Globex as billing-viewer.');
  },
};

export const Accepting: Story = {
  args: { busy: 'accept' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

export const Declining: Story = {
  args: { busy: 'decline' },
};

/** An answer that failed for another reason (the network): said in the banner, the choice still open. */
export const AnswerFailed: Story = {
  args: { error: 'error.unknown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
  },
};
