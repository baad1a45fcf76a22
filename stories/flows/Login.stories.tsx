import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import type { AuthResponse } from '../../src/client/types';
import { Login } from '../../src/widget/Login';
import { answers, fakeAuthResponse, fakeClient, serverError, type FakeClient } from './fakeClient';
import { fakeClock } from './fakeClock';
import { freshClient } from './freshClient';
import { modeProps } from './modeProps';

/**
 * The whole Login widget driven by a fake client (named as one: nothing here reaches a server).
 * Each story is a state the widget reaches as a person would (its play types and clicks); its tests
 * check what a person sees there and what the widget asked of the server.
 */
const meta = preview.meta({
  title: 'Flows/Login',
  component: Login,
  args: { client: fakeClient() },
  argTypes: { client: { control: false }, callbacks: { control: false } },
  render: (args, { globals }) => <Login {...modeProps(globals)} {...args} />,
});

const calls = (client: unknown, method: string) => (client as FakeClient).callsTo(method);

export const MagicLinkSent = meta.story({
  ...freshClient(() => fakeClient()),
  args: { config: { products: ['emailMagicLinks'] } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await canvas.findByRole('heading', { name: 'Check your email' });
  },
});
MagicLinkSent.test('sends one magic link and says where it went', async ({ args, canvas }) => {
  // The address sits in its own <bdi> (bidi isolation), so the sentence is read whole.
  await expect(canvas.getByText(/^An email was sent to/)).toHaveTextContent('An email was sent to ada@example.com.');
  await expect(calls(args.client, 'magicLinks.email.loginOrCreate')).toHaveLength(1);
});

export const InvalidEmail = meta.story({
  ...freshClient(() => fakeClient()),
  args: { config: { products: ['emailMagicLinks'] } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
  },
});
InvalidEmail.test('describes the email as invalid and sends nothing', async ({ args, canvas }) => {
  await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email format is invalid.');
  await expect(calls(args.client, 'magicLinks.email.loginOrCreate')).toHaveLength(0);
});

// The passcode screen counts down; its reference shows the countdown one second in.
const otpClock = fakeClock();
export const OtpWrongCode = meta.story({
  beforeEach: [
    freshClient(() =>
      fakeClient({
        otps: { authenticate: answers<AuthResponse>(serverError('otp_code_not_found', 'Invalid passcode.', 404), fakeAuthResponse) },
      }),
    ).beforeEach,
    otpClock.beforeEach,
  ],
  args: { config: { products: ['otp'], otpOptions: { methods: ['email'] } } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'One-time passcode' }), '000000');
    await canvas.findAllByText('Invalid passcode, please try again.');
    otpClock.advance(1_000);
    await canvas.findByText('Your code expires in 4:59.');
  },
});
OtpWrongCode.test('accepts the right code typed after a wrong one', async ({ canvas }) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'One-time passcode' }), '123456');
  await canvas.findByRole('heading', { name: 'Success!' });
  await expect(canvas.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

export const WeakNewPassword = meta.story({
  ...freshClient(() => fakeClient()),
  args: { config: { products: ['passwords'] } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await canvas.findByRole('heading', { name: 'Create an account' });
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'abc');
    // The strength answer comes after a debounce: wait for what a person reads, not for Continue,
    // which is disabled from the start.
    await canvas.findByText('This is a commonly used password.');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
});
WeakNewPassword.test('lets a strong password through to sign-up', async ({ canvas }) => {
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'defghijkl');
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled());
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await canvas.findByRole('heading', { name: 'Success!' });
});

export const InactiveEmail = meta.story({
  ...freshClient(() => fakeClient({ magicLinks: { email: { loginOrCreate: () => Promise.reject(serverError('inactive_email')) } } })),
  args: { config: { products: ['emailMagicLinks'] } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'gone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await canvas.findAllByText(/The email address is marked as inactive/);
  },
});
InactiveEmail.test("shows the server's error and keeps what was typed", async ({ canvas }) => {
  await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('gone@example.com');
});

/** A product id no entry knows: a host's typo, as from JavaScript or JSON (TypeScript would refuse it). */
export const UnknownProduct = meta.story({
  args: { config: { products: ['emailMagicLinks', 'sms' as 'otp'] }, callbacks: { onError: fn() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Email' });
  },
});
UnknownProduct.test('fails loudly through onError, and the products it knows still work', async ({ args }) => {
  await waitFor(() =>
    expect(args.callbacks?.onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: '"sms" is not a Portico product; it is left out of the widget.' }),
    ),
  );
});

export const OtpMethodTabs = meta.story({
  args: { config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('tab', { name: 'Text' });
    // The country list follows the lazily loaded phone library.
    await waitFor(() => expect(canvasElement.querySelectorAll('select option').length).toBeGreaterThan(200));
  },
});

/** The oauth product, downloaded with its config, beside the email form. */
export const SocialProviders = meta.story({
  ...freshClient(() => fakeClient()),
  args: {
    config: {
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: { providers: [{ type: 'github', custom_scopes: ['read:user'] }, { type: 'google' }], loginRedirectURL: 'https://host.example/login' },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Continue with GitHub' });
  },
});
SocialProviders.test("starts the chosen provider with the config's redirect URLs and scopes", async ({ args, canvas }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Continue with GitHub' }));
  await waitFor(() =>
    expect(calls(args.client, 'oauth.start')).toEqual([
      ['github', { login_redirect_url: 'https://host.example/login', signup_redirect_url: undefined, custom_scopes: ['read:user'], provider_params: undefined }],
    ]),
  );
  (document.activeElement as HTMLElement | null)?.blur();
});

/** SPEC §8: One Tap refused by the client check; a test public token's developer reads why. */
export const OneTapDeveloperError = meta.story({
  args: {
    client: fakeClient({ oauth: { googleOneTap: { createClient: async () => ({ ok: false, failReason: 'default_provider_not_allowed' }) } } }),
    config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('One Tap needs your own Google client, not the default one.');
  },
});
OneTapDeveloperError.test("offers Google's button instead", async ({ canvas }) => {
  await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});
