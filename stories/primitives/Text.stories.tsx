import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../../src/primitives/Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'An email was sent to ada@example.com.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Muted: Story = { args: { variant: 'muted', children: 'Your code expires in 4:59.' } };
export const Small: Story = { args: { variant: 'small', children: "Didn't get it?" } };
export const Error: Story = { args: { variant: 'error', children: 'Your code has expired.' } };
export const Success: Story = { args: { variant: 'success', children: 'Your passcode has been successfully verified.' } };

const allVariants = () => (
  <div>
    <Text>An email was sent to ada@example.com.</Text>
    <Text variant="muted">Your code expires in 4:59.</Text>
    <Text variant="small">Didn&apos;t get it?</Text>
    <Text variant="error">Your code has expired.</Text>
    <Text variant="success">Your passcode has been successfully verified.</Text>
  </div>
);
export const AllVariants: Story = { render: allVariants };
