import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FloatingLoader } from '../../src/primitives/FloatingLoader';

const meta = { title: 'Primitives/FloatingLoader', component: FloatingLoader } satisfies Meta<typeof FloatingLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};
export const Translated: Story = { args: { label: 'Chargement' } };
