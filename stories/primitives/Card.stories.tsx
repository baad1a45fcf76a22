import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../src/primitives/Button';
import { Card } from '../../src/primitives/Card';
import { Heading } from '../../src/primitives/Heading';
import { Text } from '../../src/primitives/Text';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading>Check your email</Heading>
        <Text>An email was sent to ada@example.com.</Text>
        <Button variant="secondary">Try again</Button>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomTokens: Story = { globals: { theme: 'custom' } };
