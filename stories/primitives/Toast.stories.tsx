import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Toast } from '../../src/primitives/Toast';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: { message: 'Email resent' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Email resent');
  },
};
export const Success: Story = { args: { type: 'success', message: 'Your passcode has been successfully verified.' } };
export const ErrorToast: Story = {
  name: 'Error',
  args: { type: 'error', message: 'Something went wrong. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};
export const Loading: Story = { args: { type: 'loading', message: 'Sending…' } };
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    (canvas.getByRole('button', { name: 'Dismiss' }) as HTMLButtonElement).blur();
  },
};
