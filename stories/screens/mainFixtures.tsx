import { useState } from 'react';
import { fn } from 'storybook/test';
import { validateEmail, type EmailForm } from '../../src/flows/validation';
import { MainEmailForm, type MainEmailFormProps } from '../../src/screens/MainEmailForm';
import { MainPhoneForm } from '../../src/products/otp/screens/MainPhoneForm';
import type { MainScreenPart, MainScreenProps } from '../../src/screens/MainScreen';
import { MainTabs } from '../../src/screens/MainTabs';
import type { EmailFormModel, PhoneFormModel } from '../../src/screens/mainTypes';
import type { ScreenError } from '../../src/screens/types';
import { useStoryT } from './Translated';
import { choice, composed } from './controls';

export const emailForm = (overrides: Partial<EmailFormModel> = {}): EmailFormModel => ({
  values: { email: '' },
  errors: { email: null },
  status: 'idle',
  onEmailChange: fn(),
  onSubmit: fn(),
  ...overrides,
});

export const phoneForm = (overrides: Partial<PhoneFormModel> = {}): PhoneFormModel => ({
  values: { country: 'US', phone: '' },
  errors: { phone: null },
  status: 'idle',
  onCountryChange: fn(),
  onPhoneChange: fn(),
  onSubmit: fn(),
  ...overrides,
});

/** Main's form part, as the widget fills it for one method. */
export const formPart = (content: MainScreenPart['content']): MainScreenPart => ({ id: 'form', content });

/** The email form part (magic link, email OTP, or password email with `autoComplete: 'username'`). */
export const emailPart = (form: EmailFormModel = emailForm(), props: Omit<MainEmailFormProps, 'form'> = {}) =>
  formPart(<MainEmailForm form={form} {...props} />);

/** Text, WhatsApp and Email tabs, as the widget draws otp with all three methods. */
export const threeMethodsPart = (onValueChange = fn()) => formPart(<ThreeMethodTabs onValueChange={onValueChange} />);

function ThreeMethodTabs({ onValueChange }: { onValueChange: (value: string) => void }) {
  const t = useStoryT();
  return (
    <MainTabs
      label={t('main.tabsLabel')}
      onValueChange={onValueChange}
      tabs={[
        { id: 'sms', label: t('main.tab.sms'), content: <MainPhoneForm method="sms" form={phoneForm()} /> },
        { id: 'whatsapp', label: t('main.tab.whatsapp'), content: <MainPhoneForm method="whatsapp" form={phoneForm()} /> },
        { id: 'email-otp', label: t('main.tab.email'), content: <MainEmailForm form={emailForm()} /> },
      ]}
    />
  );
}

/**
 * Plays the flow's part for an email form: holds the text and validates on submit (SPEC §5). The
 * story's own `onSubmit` stands for the request, so a play can check that bad input sends nothing.
 */
export function useEmailFormHarness(model: EmailFormModel, form: EmailForm): EmailFormModel {
  const [email, setEmail] = useState(model.values.email);
  const [error, setError] = useState<ScreenError | null>(model.errors.email);
  return {
    ...model,
    values: { email },
    errors: { email: error },
    onEmailChange: (next) => {
      setEmail(next);
      setError(null);
      model.onEmailChange(next);
    },
    onSubmit: (event) => {
      const invalid = validateEmail(email, form);
      if (invalid) setError({ id: invalid });
      else model.onSubmit(event);
    },
  };
}

/** An inline logo keeps screenshots independent of the network. */
export const logoSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40">' +
    '<rect width="96" height="40" rx="8" fill="#19303D"/>' +
    '<text x="48" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#FFFFFF" text-anchor="middle">ACME</text></svg>',
)}`;

/** Main's banners by name (a select in the Controls panel). */
const banners = {
  none: null,
  'Passkey not found (warning)': { descriptor: { id: 'error.webauthn_registration_not_found' }, severity: 'warning' },
  'Unknown passkey error': { descriptor: { id: 'error.passkey_unknown' }, severity: 'error' },
} satisfies Record<string, MainScreenProps['banner']>;
const logos = { none: undefined, Acme: { src: logoSrc, alt: 'main.logoAlt' } } satisfies Record<string, MainScreenProps['logo']>;

/** MainScreen's args as a story sets them: the parts are composed, the banner and logo named. */
export type MainScreenArgs = Omit<MainScreenProps, 'banner' | 'logo'> & { banner?: keyof typeof banners; logo?: keyof typeof logos };
export const mainScreenControls = { parts: composed, banner: choice(banners), logo: choice(logos) };
