import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { MainPasskeyButton } from '../../src/products/passkeys/screens/MainPasskeyButton';
import { MainScreen } from '../../src/screens/MainScreen';
import { mapped } from './controls';
import { withWidget } from './decorators';
import { emailPart, mainScreenControls, type MainScreenArgs } from './mainFixtures';

const signIn = fn();

/** Main as the passkeys product draws it: the email form, 'or', then 'Login with a Passkey' (SPEC §2). */
const meta = preview.meta({
  title: 'Screens/Main with passkeys',
  component: mapped<MainScreenArgs>(MainScreen),
  decorators: [withWidget],
  argTypes: mainScreenControls,
  args: {
    parts: [emailPart(), { id: 'passkey', content: <MainPasskeyButton status="idle" onSignIn={signIn} /> }],
  },
});

export const WithPasskeyButton = meta.story({
  play: async ({ canvas }) => {
    signIn.mockClear();
    const button = canvas.getByRole('button', { name: 'Login with a Passkey' });
    await userEvent.click(button);
    await expect(signIn).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** The browser's passkey dialog is open: the button waits. */
export const SigningIn = meta.story({
  args: { parts: [emailPart(), { id: 'passkey', content: <MainPasskeyButton status="submitting" onSignIn={signIn} /> }] },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Login with a Passkey' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});

/** SPEC §8: a passkey the server does not know, in a warning banner. */
export const RegistrationNotFoundWarning = meta.story({
  args: { banner: 'Passkey not found (warning)' },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      await canvas.findByText('Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-variant="warning"]')).not.toBeNull();
  },
});

export const UnknownError = meta.story({
  args: { banner: 'Unknown passkey error' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-variant="error"]')).toHaveTextContent('Unknown error occurred during passkey authentication. Please try again.'),
    );
  },
});

/** SPEC §4: where the browser offers passkey autofill, the email field asks for it and the button is left out. */
export const PasskeyAutofill = meta.story({
  args: { parts: [emailPart(undefined, { autoComplete: 'username webauthn' })] },
});
PasskeyAutofill.test('asks the email field for passkey autofill and leaves the button out', async ({ canvas }) => {
  await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(canvas.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
});
