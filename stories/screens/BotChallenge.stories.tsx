import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MainEmailForm } from '../../src/screens/MainEmailForm';
import { MainPhoneForm } from '../../src/products/otp/screens/MainPhoneForm';
import { addEnglish } from '../../src/i18n/english';
import { serverErrorMessages } from '../../src/i18n/messages/serverErrors';
import { challengeMessages } from '../../src/client/challenge/messages';
import { withWidget } from './decorators';
import { phoneForm } from './mainFixtures';

// docs/bots.md: the states a bot challenge gives Main's forms. It draws nothing of its own: while it
// is solved the button is busy, and a refused challenge is the catalogue's words under the field.
const meta = {
  title: 'Screens/BotChallenge',
  component: MainEmailForm,
  decorators: [withWidget],
  beforeEach: () => {
    addEnglish(serverErrorMessages);
    addEnglish(challengeMessages);
  },
} satisfies Meta<typeof MainEmailForm>;
export default meta;

// A server's refusal is worded when it arrives (i18n/errorMessage.ts), a challenge's with the words its
// code adds when it starts (flows/challenge/startChallenge.ts): here, before each story draws (the test
// setup resets English between files).
addEnglish(serverErrorMessages);

/** Enter pressed before the challenge was solved: the call waits behind the busy button. */
export const Solving: StoryObj<typeof MainEmailForm> = {
  render: () => <MainEmailForm form={{ values: { email: 'ada@example.com' }, errors: { email: null }, status: 'submitting', onEmailChange: fn(), onSubmit: fn() }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Continue with email/ })).toBeDisabled();
  },
};

export const ChallengeFailed: StoryObj<typeof MainEmailForm> = {
  render: () => (
    <MainEmailForm form={{ values: { email: 'ada@example.com' }, errors: { email: { id: 'error.challenge_failed' } }, status: 'idle', onEmailChange: fn(), onSubmit: fn() }} />
  ),
  play: async ({ canvas }) => {
    // The words arrive with the error's text component (lazy, as on Main).
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('The security check failed, so nothing was sent. Please try again.'));
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
