import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from '../../src/primitives/Logo';

// Inline images keep the screenshots independent of the network.
const svg = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" rx="8" fill="#5B2A86"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#FFFFFF"/></svg>`,
  )}`;

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  args: { src: svg(80, 40), alt: 'Acme' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Acme' })).toBeVisible();
  },
};
export const Wide: Story = {
  args: { src: svg(400, 100) },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Acme' });
    await expect(img.getBoundingClientRect().width).toBeLessThanOrEqual(100);
  },
};
export const Tall: Story = {
  args: { src: svg(100, 300) },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Acme' });
    await expect(img.getBoundingClientRect().height).toBeLessThanOrEqual(50);
  },
};
export const WithoutSource: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
