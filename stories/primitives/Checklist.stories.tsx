import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checklist } from '../../src/primitives/Checklist';

const length = 'Must be at least 8 characters long';
const complexity = 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol';

const meta = {
  title: 'Primitives/Checklist',
  component: Checklist,
  args: {
    items: [
      { label: length, met: true },
      { label: complexity, met: false },
    ],
  },
} satisfies Meta<typeof Checklist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyMet: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent(`${length}, met`);
    await expect(first).toHaveAttribute('data-met', 'true');
    await expect(second).toHaveTextContent(`${complexity}, not met`);
    await expect(second).toHaveAttribute('data-met', 'false');
  },
};
export const AllMet: Story = {
  args: {
    items: [
      { label: length, met: true },
      { label: complexity, met: true },
    ],
  },
};
export const NoneMet: Story = {
  args: {
    items: [
      { label: length, met: false },
      { label: complexity, met: false },
    ],
  },
};
