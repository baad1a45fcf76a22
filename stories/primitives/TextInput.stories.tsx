import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextInput } from '../../src/primitives/TextInput';

const meta = {
  title: 'Primitives/TextInput',
  component: TextInput,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email', placeholder: 'example@email.com' },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};
export const Filled: Story = { args: { defaultValue: 'ada@example.com' } };
export const WithHint: Story = {
  args: { hint: 'We will send you a sign-in link.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We will send you a sign-in link.',
    );
  },
};
export const Invalid: Story = {
  args: { defaultValue: 'ada@', error: 'Email format is invalid.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Email format is invalid.');
  },
};
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
export const InvalidWithHint: Story = {
  args: { hint: 'We will send you a sign-in link.', error: 'Email format is invalid.', defaultValue: 'ada@' },
};
