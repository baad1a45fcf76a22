import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AuthResponse } from '../../src/client/types';
import { Login } from '../../src/widget/Login';
import { answers, fakeAuthResponse, fakeClient, serverError } from '../../tests/fakes/fakeClient';

/**
 * The whole Login widget driven by a fake client (named as one: nothing here reaches a server).
 * Each play function does what a person does: type, hit the error, recover.
 */
const meta = {
  title: 'Flows/Login',
  component: Login,
  args: { client: fakeClient() },
} satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MagicLinkSignUp: Story = {
  args: { client: fakeClient(), config: { products: ['emailMagicLinks'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await canvas.findByRole('heading', { name: 'Check your email' });
    await expect(canvas.getByText(/^An email was sent to/)).toHaveTextContent('An email was sent to ada@example.com.');
    const client = args.client as ReturnType<typeof fakeClient>;
    await expect(client.callsTo('magicLinks.email.loginOrCreate')).toHaveLength(1);
  },
};

export const InvalidEmailMakesNoCall: Story = {
  args: { client: fakeClient(), config: { products: ['emailMagicLinks'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email format is invalid.');
    const client = args.client as ReturnType<typeof fakeClient>;
    await expect(client.callsTo('magicLinks.email.loginOrCreate')).toHaveLength(0);
  },
};

export const OtpWrongCodeThenRecover: Story = {
  args: {
    client: fakeClient({
      otps: { authenticate: answers<AuthResponse>(serverError('otp_code_not_found', 'Invalid passcode.', 404), fakeAuthResponse) },
    }),
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    const code = await canvas.findByRole('textbox', { name: 'One-time passcode' });
    await userEvent.type(code, '000000');
    await canvas.findAllByText('Invalid passcode, please try again.');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'One-time passcode' }), '123456');
    await canvas.findByRole('heading', { name: 'Success!' });
    await expect(canvas.getByText('Your passcode has been successfully verified.')).toBeVisible();
  },
};

export const PasswordWeakThenStrong: Story = {
  args: { client: fakeClient(), config: { products: ['passwords'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await canvas.findByRole('heading', { name: 'Create an account' });
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(password, 'abc');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled());
    await userEvent.type(password, 'defghijkl');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('heading', { name: 'Success!' });
  },
};

export const ServerErrorOnMain: Story = {
  args: {
    client: fakeClient({ magicLinks: { email: { loginOrCreate: () => Promise.reject(serverError('inactive_email')) } } }),
    config: { products: ['emailMagicLinks'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'gone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await canvas.findAllByText(/The email address is marked as inactive/);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('gone@example.com');
  },
};

/** A product id no entry knows fails loudly (onError, console), and the products it knows still work. */
export const UnknownProductFailsLoudly: Story = {
  args: {
    client: fakeClient(),
    // A host's typo, as from JavaScript or JSON; TypeScript would refuse it.
    config: { products: ['emailMagicLinks', 'sms' as 'otp'] },
    callbacks: { onError: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(args.callbacks?.onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: '"sms" is not a Portico product; it is left out of the widget.' }),
      ),
    );
  },
};

export const DarkTabs: Story = {
  args: { client: fakeClient(), theme: 'dark', config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Text' });
    // The country list follows the lazily loaded phone library.
    await waitFor(() => expect(canvasElement.querySelectorAll('select option').length).toBeGreaterThan(200));
  },
};

/** The oauth product, downloaded with its config: a provider button starts that provider with the config's redirect URLs. */
export const SocialSignInStarts: Story = {
  args: {
    client: fakeClient(),
    config: {
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: { providers: [{ type: 'github', custom_scopes: ['read:user'] }, { type: 'google' }], loginRedirectURL: 'https://host.example/login' },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with GitHub' }));
    const client = args.client as ReturnType<typeof fakeClient>;
    await waitFor(() =>
      expect(client.callsTo('oauth.start')).toEqual([
        ['github', { login_redirect_url: 'https://host.example/login', signup_redirect_url: undefined, custom_scopes: ['read:user'], provider_params: undefined }],
      ]),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** SPEC §8: One Tap refused by the client check; a test public token's developer reads why, and Google's button stands in. */
export const OneTapDeveloperError: Story = {
  args: {
    client: fakeClient({ oauth: { googleOneTap: { createClient: async () => ({ ok: false, failReason: 'default_provider_not_allowed' }) } } }),
    config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('One Tap needs your own Google client, not the default one.');
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};
