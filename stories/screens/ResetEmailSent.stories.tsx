import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { MessageText } from '../../src/screens/MessageText';
import { ResetEmailSent } from '../../src/products/passwords/screens/ResetEmailSent';
import { choice, errorsById, mapped } from './controls';
import { withWidget } from './decorators';

const errors = errorsById('error.email_not_found', 'error.unknown');
type Args = Omit<ComponentProps<typeof ResetEmailSent>, 'error'> & { error?: keyof typeof errors };

// The shared view behind PasswordForgot, PasswordDedupe, PasswordSetNew and PasswordBreached.
const meta = {
  title: 'Screens/ResetEmailSent',
  component: mapped<Args>(ResetEmailSent),
  decorators: [withWidget],
  argTypes: {
    error: choice(errors),
    titleId: { control: { type: 'select' }, options: ['password.forgotTitle', 'password.dedupeTitle', 'password.breachedTitle', 'password.setNewTitle'] },
    textId: { control: { type: 'select' }, options: ['password.forgotText', 'password.dedupeText', 'password.breachedText', 'password.setNewText'] },
  },
  args: {
    titleId: 'password.forgotTitle',
    textId: 'password.forgotText',
    email: 'ada@example.com',
    onResendEmail: fn(),
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {};
export const ResendFailed: Story = { args: { error: 'error.email_not_found' } };

/** MessageText: an error's words, with a link to the provider's site made a real link (SPEC §8). */
export const MessageWithLink: StoryObj<typeof MessageText> = {
  render: () => (
    <p>
      <MessageText error={{ id: 'error.custom_type', message: 'Read more at https://status.example.com/incidents today.' }} />
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /status\.example\.com/ });
    await expect(link).toHaveAttribute('href', 'https://status.example.com/incidents');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
