import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IDPOutcome } from '../../src/screens/IDPOutcome';
import { withFocusOnMount, withWidget } from './decorators';

// SPEC §2 IDPConsent: how a request ends when the page stays (no http(s) address to go back to).
const meta = {
  title: 'Screens/IDPOutcome',
  component: IDPOutcome,
  decorators: [withWidget],
  args: { outcome: 'denied' },
} satisfies Meta<typeof IDPOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Denied: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Access to the application was denied.' })).toBeVisible();
  },
};

export const Success: Story = {
  args: { outcome: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You may now close this page.')).toBeVisible();
  },
};

/** After 'No' on the logout question: the answer takes focus, so a screen reader reads it. */
export const NotLoggedOut: Story = {
  args: { outcome: 'notLoggedOut' },
  decorators: [withFocusOnMount],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'You have not been logged out. You may close this page.' });
    await expect(heading).toHaveFocus();
  },
};
