import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from '../../src/primitives/Divider';

const meta = { title: 'Primitives/Divider', component: Divider } satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Or: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('or')).toBeVisible();
  },
};
export const Translated: Story = { args: { text: 'ou' } };
export const WithoutText: Story = {
  args: { text: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};
