import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OTPInput } from '../../src/primitives/OTPInput';

const meta = {
  title: 'Primitives/OTPInput',
  component: OTPInput,
  args: { onValueChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OTPInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('One-time passcode');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Partial: Story = { tags: ['forced-colors'], args: { defaultValue: '123' } };

export const Complete: Story = {
  args: { defaultValue: '' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('One-time passcode'), '12ab3456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // Blur so the screenshot shows the filled cells without a focus ring.
    await userEvent.tab();
  },
};

export const Focused: Story = {
  tags: ['forced-colors'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('One-time passcode'));
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123456', error: 'Code format is invalid, please try again.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('One-time passcode');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Code format is invalid, please try again.');
  },
};

export const Disabled: Story = { args: { defaultValue: '12', disabled: true } };
