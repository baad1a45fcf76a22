import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StrengthMeter } from '../../src/primitives/StrengthMeter';

const meta = {
  title: 'Primitives/StrengthMeter',
  component: StrengthMeter,
  args: { score: 0 },
} satisfies Meta<typeof StrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

const filledSegments = (meter: HTMLElement) => meter.querySelectorAll('[data-filled]').length;

export const Score0: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuetext', '0 of 4');
    await expect(meter).toHaveAttribute('data-score', '0');
    await expect(filledSegments(meter)).toBe(1);
  },
};
export const Score1: Story = { args: { score: 1 } };
export const Score2: Story = {
  tags: ['forced-colors'],
  args: { score: 2 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(filledSegments(meter)).toBe(2);
    await expect(meter).toHaveAttribute('data-tone', 'weak');
  },
};
export const Score3: Story = {
  args: { score: 3 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(filledSegments(meter)).toBe(3);
    await expect(meter).toHaveAttribute('data-tone', 'strong');
  },
};
export const Score4: Story = { tags: ['forced-colors'], args: { score: 4 } };
export const Translated: Story = {
  args: { score: 3, label: 'Force du mot de passe', formatValue: (score, max) => `${score} sur ${max}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Force du mot de passe' })).toHaveAttribute(
      'aria-valuetext',
      '3 sur 4',
    );
  },
};
