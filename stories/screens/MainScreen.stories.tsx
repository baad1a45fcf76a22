import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MainScreen, type MainScreenProps } from '../../src/screens/MainScreen';
import { withWidget } from './decorators';
import { emailForm, layoutFor, logoSrc, phoneForm, renderSocialGroup, useEmailFormHarness } from './mainFixtures';

const meta = {
  title: 'Screens/MainScreen',
  component: MainScreen,
  decorators: [withWidget],
  args: {
    layout: layoutFor({}),
    forms: { 'email-magic-link': emailForm() },
    onTabChange: fn(),
  },
} satisfies Meta<typeof MainScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// Wait for the lazily loaded phone library, so the country selector reads 'US +1' in screenshots.
const countriesLoaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('select option').length).toBeGreaterThan(200));
};

const threeMethods = layoutFor({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } });
const threeForms = { sms: phoneForm(), whatsapp: phoneForm(), 'email-otp': emailForm() };

export const MagicLinkOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  },
};

function MagicLinkHarness(args: MainScreenProps) {
  const form = useEmailFormHarness(args.forms['email-magic-link'] ?? emailForm(), 'magicLink');
  return <MainScreen {...args} forms={{ 'email-magic-link': form }} />;
}

export const InvalidEmail: Story = {
  render: (args) => <MagicLinkHarness {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await expect(email).toHaveAccessibleDescription('Email format is invalid.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // Spoken once, through the widget's single live region.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-announcer]')).toHaveTextContent('Email format is invalid.'),
    );
    await expect(args.forms['email-magic-link']?.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ValidEmailSubmits: Story = {
  render: (args) => <MagicLinkHarness {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await expect(args.forms['email-magic-link']?.onSubmit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Submitting: Story = {
  args: { forms: { 'email-magic-link': emailForm({ values: { email: 'ada@example.com' }, status: 'submitting' }) } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue with email' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '{Enter}');
    await expect(args.forms['email-magic-link']?.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OtpEmailOnly: Story = {
  args: {
    layout: layoutFor({ products: ['otp'], otpOptions: { methods: ['email'] } }),
    forms: { 'email-otp': emailForm({ values: { email: 'ada@' }, errors: { email: { id: 'validation.emailOtp' } } }) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address.');
  },
};

export const SmsWhatsappEmailTabs: Story = {
  args: { layout: threeMethods, forms: threeForms },
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    await expect(canvas.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute('placeholder', '(123) 456-7890');
    await countriesLoaded(canvasElement);
  },
};

export const TabsSwitchByKeyboard: Story = {
  args: { layout: threeMethods, forms: threeForms },
  play: async ({ args, canvas, canvasElement }) => {
    await countriesLoaded(canvasElement);
    canvas.getByRole('tab', { name: 'Text' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('whatsapp');
    await expect(canvas.getByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('email-otp');
    await expect(canvas.getByRole('tabpanel', { name: 'Email' })).toContainElement(
      canvas.getByRole('button', { name: 'Continue with email' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidPhone: Story = {
  args: {
    layout: layoutFor({ products: ['otp'], otpOptions: { methods: ['sms'] } }),
    forms: {
      sms: phoneForm({ values: { country: 'US', phone: '555-0123' }, errors: { phone: { id: 'validation.phoneFormat' } } }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await countriesLoaded(canvasElement);
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
    );
  },
};

export const PasswordsAndMagicLink: Story = {
  args: {
    layout: layoutFor({ products: ['emailMagicLinks', 'passwords'] }),
    forms: { password: emailForm({ values: { email: 'ada@example.com' } }) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
  },
};

export const WithSocialButtons: Story = {
  args: {
    layout: layoutFor({ products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } }),
    renderGroup: renderSocialGroup,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('or')).toBeVisible();
  },
};

export const WithPasskeyButton: Story = {
  args: { layout: layoutFor({ products: ['emailMagicLinks', 'passkeys'] }), onPasskeyLogin: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login with a Passkey' }));
    await expect(args.onPasskeyLogin).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithPasskeyAutofill: Story = {
  args: { layout: layoutFor({ products: ['emailMagicLinks', 'passkeys'] }, true), passkeyAutofill: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email webauthn');
  },
};

export const WithLogo: Story = {
  args: { logo: { src: logoSrc, alt: 'Acme' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Acme' })).toBeVisible();
  },
};

export const HideHeaderText: Story = {
  args: { hideHeaderText: true, logo: { src: logoSrc, alt: 'Acme' } },
  play: async ({ canvas }) => {
    // Hidden on screen, still the heading for assistive technology.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign up or log in' })).toBeInTheDocument();
  },
};

export const ConfigErrorPasskeysOnly: Story = {
  args: { layout: layoutFor({ products: ['passkeys'] }), forms: {} },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Error: Cannot use Passkeys by itself, please add another product to the config.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ConfigErrorEmlAndEmailOtp: Story = {
  args: { layout: layoutFor({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error: Cannot use both EML and Email OTP')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ErrorBanner: Story = {
  args: {
    banner: { severity: 'error', descriptor: { id: 'error.inactive_email' } },
  },
};

export const WarningBanner: Story = {
  args: {
    layout: layoutFor({ products: ['emailMagicLinks', 'passkeys'] }),
    banner: { severity: 'warning', descriptor: { id: 'error.webauthn_registration_not_found' } },
  },
};

export const BannerWithLink: Story = {
  args: {
    banner: {
      severity: 'error',
      descriptor: { id: 'error.not_in_catalogue', message: 'See https://portico.example/docs/errors for help.' },
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /https:\/\/portico\.example\/docs\/errors/ });
    await expect(link).toHaveAttribute('href', 'https://portico.example/docs/errors');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Dark: Story = {
  args: { layout: threeMethods, forms: threeForms },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => countriesLoaded(canvasElement),
};
export const DarkWithBanner: Story = {
  args: { banner: { severity: 'error', descriptor: { id: 'error.inactive_email' } }, logo: { src: logoSrc, alt: 'Acme' } },
  globals: { theme: 'dark' },
};
export const RightToLeft: Story = {
  args: { layout: threeMethods, forms: threeForms },
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => countriesLoaded(canvasElement),
};
