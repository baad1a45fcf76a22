import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/primitives/Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Continue with email', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  tags: ['forced-colors'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Try again' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete' } };
export const Text: Story = { args: { variant: 'text', children: 'Forgot Password?' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue with email' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
export const CustomTokens: Story = { globals: { theme: 'custom' } };
