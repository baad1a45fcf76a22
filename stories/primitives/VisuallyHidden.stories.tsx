import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../../src/primitives/VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  render: () => (
    <button type="button">
      ✓<VisuallyHidden>Requirement met</VisuallyHidden>
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAButton: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Requirement met/ })).toBeVisible();
  },
};
