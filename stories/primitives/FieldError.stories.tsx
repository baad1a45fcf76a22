import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from '../../src/primitives/FieldError';

const meta = {
  title: 'Primitives/FieldError',
  component: FieldError,
  args: { id: 'email-error', children: 'Email format is invalid.' },
} satisfies Meta<typeof FieldError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
