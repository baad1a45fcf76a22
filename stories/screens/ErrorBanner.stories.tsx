import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorBanner, type ErrorBannerProps } from '../../src/screens/ErrorBanner';
import type { ScreenError } from '../../src/screens/types';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';

const errors = {
  'Invalid email': { id: 'error.invalid_email' },
  'Passkey not found': { id: 'error.webauthn_registration_not_found' },
  'Server message with a link': { id: 'error.unknown_error_type', message: 'Something went wrong. See https://portico.dev/docs/errors for help.' },
} satisfies Record<string, ScreenError>;
type ErrorBannerArgs = Omit<ErrorBannerProps, 'error'> & { error: keyof typeof errors };

const meta = {
  title: 'Screens/Parts/ErrorBanner',
  component: mapped<ErrorBannerArgs>(ErrorBanner),
  decorators: [withWidget],
  argTypes: { error: choice(errors), severity: { control: 'inline-radio', options: ['error', 'warning'] } },
  args: { error: 'Invalid email' },
} satisfies Meta<ErrorBannerArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    // Drawn in the banner, and spoken once through the widget's live region.
    await expect(canvasElement.querySelector('[data-error-id="error.invalid_email"]')).toHaveTextContent('Email format is invalid.');
  },
};

export const Warning: Story = { args: { error: 'Passkey not found', severity: 'warning' } };

/** A server's message of its own (an unknown error_type), with the provider's site as a real link. */
export const ServerMessageWithLink: Story = {
  args: { error: 'Server message with a link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /https:\/\/portico\.dev\/docs\/errors/ })).toHaveAttribute('href', 'https://portico.dev/docs/errors');
  },
};
