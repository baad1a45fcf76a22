import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Banner } from '../../src/primitives/Banner';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { children: 'Unauthorized credentials.' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvas }) => {
    // Not a live region by default: the widget announces errors through its own single region.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
export const Warning: Story = {
  args: {
    variant: 'warning',
    children:
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  },
};
export const WithLink: Story = {
  args: {
    children: (
      <>
        Invalid session token. See <a href="https://example.com/docs">the docs</a> for help.
      </>
    ),
  },
};
export const Live: Story = {
  args: { live: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unauthorized credentials.');
  },
};
export const LiveWarning: Story = {
  args: { live: true, variant: 'warning', children: 'Password must be reset.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password must be reset.');
  },
};
