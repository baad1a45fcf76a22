import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordInput } from '../../src/primitives/PasswordInput';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', name: 'password', defaultValue: 'correct horse' },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

// A password field has no textbox role while masked, so it is found through its label.
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-controls', input.id);

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};
export const Visible: Story = { args: { defaultVisible: true } };
export const NewPassword: Story = {
  args: { autoComplete: 'new-password', defaultValue: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  },
};
export const Invalid: Story = {
  args: { error: 'Unauthorized credentials.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Unauthorized credentials.');
  },
};
export const Disabled: Story = { args: { disabled: true } };
