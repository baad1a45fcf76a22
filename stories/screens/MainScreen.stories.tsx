import type { ComponentProps, ReactElement } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { MainEmailForm } from '../../src/screens/MainEmailForm';
import { MainPhoneForm } from '../../src/products/otp/screens/MainPhoneForm';
import { MainScreen } from '../../src/screens/MainScreen';
import { SocialButtons } from '../../src/products/oauth/screens/SocialButtons';
import type { MessageId } from '../../src/entries/i18n';
import { mapped } from './controls';
import { withWidget } from './decorators';
import { useStoryT } from './Translated';
import { emailForm, emailPart, formPart, mainScreenControls, phoneForm, threeMethodsPart, useEmailFormHarness, type MainScreenArgs } from './mainFixtures';

const meta = preview.meta({
  title: 'Screens/MainScreen',
  component: mapped<MainScreenArgs>(MainScreen),
  decorators: [withWidget],
  argTypes: mainScreenControls,
  args: { parts: [emailPart()] },
});

// Wait for the lazily loaded phone library, so the country selector reads 'US +1' in screenshots.
const countriesLoaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('select option').length).toBeGreaterThan(200));
};

export const MagicLinkOnly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign up or log in' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  },
});

const submitted = fn();
function ValidatingEmailForm() {
  return <MainEmailForm form={useEmailFormHarness(emailForm({ onSubmit: submitted }), 'magicLink')} />;
}

export const InvalidEmail = meta.story({
  args: { parts: [formPart(<ValidatingEmailForm />)] },
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
});
InvalidEmail.test('describes the field, speaks the error once and submits nothing', async ({ canvas, canvasElement }) => {
  const email = canvas.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAccessibleDescription('Email format is invalid.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // Spoken once, through the widget's single live region.
  await waitFor(() => expect(canvasElement.querySelector('[data-announcer]')).toHaveTextContent('Email format is invalid.'));
  await expect(submitted).not.toHaveBeenCalled();
});

export const ValidEmail = meta.story({
  args: { parts: [formPart(<ValidatingEmailForm />)] },
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    (document.activeElement as HTMLElement | null)?.blur();
  },
});
ValidEmail.test('submits once on Enter', async ({ canvas }) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '{Enter}');
  await expect(submitted).toHaveBeenCalledOnce();
  (document.activeElement as HTMLElement | null)?.blur();
});

const busy = emailForm({ values: { email: 'ada@example.com' }, status: 'submitting' });
export const Submitting = meta.story({
  args: { parts: [emailPart(busy)] },
});
Submitting.test('shows the busy button and sends nothing more on Enter', async ({ canvas }) => {
  const button = canvas.getByRole('button', { name: 'Continue with email' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '{Enter}');
  await expect(busy.onSubmit).not.toHaveBeenCalled();
  (document.activeElement as HTMLElement | null)?.blur();
});

export const OtpEmailOnly = meta.story({
  args: { parts: [emailPart(emailForm({ values: { email: 'ada@' }, errors: { email: { id: 'validation.emailOtp' } } }))] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address.');
  },
});

const tabChanged = fn();
export const SmsWhatsappEmailTabs = meta.story({
  tags: ['forced-colors'],
  args: { parts: [threeMethodsPart(tabChanged)] },
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    await expect(canvas.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
    await countriesLoaded(canvasElement);
  },
});
SmsWhatsappEmailTabs.test('arrow keys switch the method, in the reading direction, and tell the flow', async ({ canvas, canvasElement, globals }) => {
  const next = globals.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
  await countriesLoaded(canvasElement);
  canvas.getByRole('tab', { name: 'Text' }).focus();
  await userEvent.keyboard(next);
  await expect(canvas.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabChanged).toHaveBeenLastCalledWith('whatsapp');
  await expect(canvas.getByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();
  await userEvent.keyboard(next);
  await expect(tabChanged).toHaveBeenLastCalledWith('email-otp');
  await expect(canvas.getByRole('tabpanel', { name: 'Email' })).toContainElement(canvas.getByRole('button', { name: 'Continue with email' }));
  (document.activeElement as HTMLElement | null)?.blur();
});

export const InvalidPhone = meta.story({
  args: {
    parts: [
      formPart(
        <MainPhoneForm
          method="sms"
          form={phoneForm({ values: { country: 'US', phone: '555-0123' }, errors: { phone: { id: 'validation.phoneFormat' } } })}
        />,
      ),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await countriesLoaded(canvasElement);
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
    );
  },
});

export const PasswordsAndMagicLink = meta.story({
  args: { parts: [emailPart(emailForm({ values: { email: 'ada@example.com' } }), { autoComplete: 'username' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
  },
});

/** SPEC §2: the social group first, then 'or', then the email form; drawn by the oauth product's own view. */
export const WithSocialButtons = meta.story({
  args: {
    parts: [{ id: 'social', content: <SocialButtons providers={['google', 'github']} starting={null} onStart={fn()} /> }, emailPart()],
  },
  play: async ({ canvas, canvasElement }) => {
    const parts = [...canvasElement.querySelectorAll('[data-main-part]')].map((part) => part.getAttribute('data-main-part'));
    await expect(parts).toEqual(['social', 'form']);
    await expect(canvas.getByText('or')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
  },
});

export const WithLogo = meta.story({
  args: { logo: 'Acme' },
  render: renderTranslated,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Acme logo' })).toBeVisible();
  },
});

export const HideHeaderText = meta.story({
  args: { hideHeaderText: true, logo: 'Acme' },
  render: renderTranslated,
  play: async ({ canvas }) => {
    // Hidden on screen, still the heading for assistive technology.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign up or log in' })).toBeInTheDocument();
  },
});

// The widget words the logo's alt text for the project ('Acme logo') and a config error from its
// catalogue, in the widget's language; the story's args hold their message ids.
// (Storybook's mapping has already turned the args' names into values when the render runs.)
function renderTranslated(named: MainScreenArgs): ReactElement {
  const { logo, configError, ...args } = named as unknown as ComponentProps<typeof MainScreen>;
  return <TranslatedMain {...args} logo={logo} configError={configError} />;
}
function TranslatedMain({ logo, configError, ...args }: ComponentProps<typeof MainScreen>) {
  const t = useStoryT();
  return (
    <MainScreen
      {...args}
      logo={logo && { ...logo, alt: t(logo.alt as MessageId, { projectName: 'Acme' }) }}
      configError={configError && t(configError as MessageId)}
    />
  );
}

export const ConfigErrorPasskeysOnly = meta.story({
  args: { parts: [], configError: 'main.configError.passkeysOnly' },
  render: renderTranslated,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error: Cannot use Passkeys by itself, please add another product to the config.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
});

export const ConfigErrorEmlAndEmailOtp = meta.story({
  args: { configError: 'main.configError.emlAndEmailOtp' },
  render: renderTranslated,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error: Cannot use both EML and Email OTP')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
