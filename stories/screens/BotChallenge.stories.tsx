import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MainEmailForm } from '../../src/screens/MainEmailForm';
import { MainPhoneForm } from '../../src/products/otp/screens/MainPhoneForm';
import { withWidget } from './decorators';
import { phoneForm } from './mainFixtures';

// docs/bots.md: the states a bot challenge gives Main's forms. It draws nothing of its own: while it
// is solved the button is busy, and a refused challenge is the catalogue's words under the field.
const meta = {
  title: 'Screens/BotChallenge',
  component: MainEmailForm,
  decorators: [withWidget],
  args: { form: { values: { email: 'ada@example.com' }, errors: { email: null }, status: 'idle', onEmailChange: fn(), onSubmit: fn() } },
} satisfies Meta<typeof MainEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter pressed before the challenge was solved: the call waits behind the busy button. */
export const Solving: Story = {
  args: { form: { values: { email: 'ada@example.com' }, errors: { email: null }, status: 'submitting', onEmailChange: fn(), onSubmit: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Continue with email/ })).toBeDisabled();
  },
};

export const ChallengeFailed: Story = {
  args: { form: { values: { email: 'ada@example.com' }, errors: { email: { id: 'error.challenge_failed' } }, status: 'idle', onEmailChange: fn(), onSubmit: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('The security check failed, so nothing was sent. Please try again.');
  },
};

export const ChallengeRequired: StoryObj<typeof MainPhoneForm> = {
  render: () => (
    <MainPhoneForm method="sms" form={phoneForm({ values: { country: 'US', phone: '(202) 555-0123' }, errors: { phone: { id: 'error.challenge_required' } } })} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'We could not confirm that this request came from a person, so nothing was sent. Please try again.',
    );
  },
};
