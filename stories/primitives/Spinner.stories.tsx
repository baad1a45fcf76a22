import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../src/primitives/Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: {},
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: the control beside it already says it is busy. */
export const Small: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
export const Large: Story = { args: { size: 'large' } };
/** With a label it is a status that assistive technology announces. */
export const Labelled: Story = {
  args: { size: 'large', label: 'Loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};
