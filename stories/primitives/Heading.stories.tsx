import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../../src/primitives/Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { children: 'Sign up or log in' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Sign up or log in' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    await expect(heading).toHaveFocus();
  },
};
export const Level2: Story = {
  args: { level: 2, children: 'Existing Passkeys' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};
export const Level3: Story = { args: { level: 3, children: 'Acme is requesting to:' } };
