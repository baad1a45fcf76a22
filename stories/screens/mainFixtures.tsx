import { useState } from 'react';
import { fn } from 'storybook/test';
import type { PorticoConfig } from '../../src/flows/config';
import { buildMainLayout } from '../../src/flows/mainLayout';
import { validateEmail, type EmailForm } from '../../src/flows/validation';
import { Button } from '../../src/primitives/Button';
import type { EmailFormModel, MainScreenGroup, PhoneFormModel } from '../../src/screens/mainTypes';
import type { ScreenError } from '../../src/screens/types';

/** Main's layout for a config, exactly as the widget computes it. */
export const layoutFor = (config: PorticoConfig, passkeyAutofill = false) => buildMainLayout(config, { passkeyAutofill });

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

const PROVIDERS: Record<string, string> = { google: 'Google', github: 'GitHub', apple: 'Apple' };

/** Stands in for the OAuth product's buttons, which plug into Main through `renderGroup`. */
export const renderSocialGroup = (group: MainScreenGroup) =>
  group.part === 'social' ? (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {['google', 'github'].map((provider) => (
        <Button key={provider} variant="secondary">{`Continue with ${PROVIDERS[provider]}`}</Button>
      ))}
    </div>
  ) : null;

/** An inline logo keeps screenshots independent of the network. */
export const logoSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40">' +
    '<rect width="96" height="40" rx="8" fill="#19303D"/>' +
    '<text x="48" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#FFFFFF" text-anchor="middle">ACME</text></svg>',
)}`;
