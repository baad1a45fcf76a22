import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Watermark } from '../../src/primitives/Watermark';

const meta = { title: 'Primitives/Watermark', component: Watermark } satisfies Meta<typeof Watermark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PoweredBy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Powered by/)).toHaveTextContent('Powered by Portico');
  },
};
export const WithLink: Story = {
  args: { href: 'https://example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Portico' })).toHaveAttribute('target', '_blank');
  },
};
