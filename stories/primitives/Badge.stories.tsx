import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../src/primitives/Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Unverified' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unverified')).toHaveAttribute('data-tone', 'neutral');
  },
};
export const Success: Story = {
  args: { tone: 'success', children: 'This device' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This device')).toHaveAttribute('data-tone', 'success');
  },
};

// In a row's column of text, as the account center's and the organization settings' lists hold it: as wide as its words.
const inAColumn = () => (
  <div style={{ display: 'flex', flexDirection: 'column' }}>
    <strong>Chrome on macOS</strong>
    <Badge tone="success">This device</Badge>
    <Badge>Built-in</Badge>
  </div>
);
export const InAColumn: Story = {
  render: inAColumn,
  play: async ({ canvas }) => {
    const badge = canvas.getByText('This device');
    await expect(badge.getBoundingClientRect().width).toBeLessThan(badge.parentElement!.getBoundingClientRect().width);
  },
};
