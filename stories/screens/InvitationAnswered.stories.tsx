import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InvitationAnswered } from '../../src/products/organizations/screens/InvitationAnswered';
import { withFocusOnMount, withWidget } from './decorators';

const meta = {
  title: 'Screens/InvitationAnswered',
  component: InvitationAnswered,
  decorators: [withWidget, withFocusOnMount],
  args: { organization: 'Acme Corporation', outcome: 'accepted' },
} satisfies Meta<typeof InvitationAnswered>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'You joined \u2068Acme Corporation\u2069' })).toHaveFocus();
    await expect(canvas.getByText(/active organization/)).toHaveTextContent('Acme Corporation is now your active organization.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Declined: Story = {
  args: { outcome: 'declined' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Invitation declined' })).toHaveFocus();
    await expect(canvas.getByText(/declined the invitation/)).toHaveTextContent('You declined the invitation to join Acme Corporation.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
