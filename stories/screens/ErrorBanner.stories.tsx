import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorBanner } from '../../src/screens/ErrorBanner';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/Parts/ErrorBanner',
  component: ErrorBanner,
  decorators: [withWidget],
  args: { error: { id: 'error.invalid_email' } },
} satisfies Meta<typeof ErrorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    // Drawn in the banner, and spoken once through the widget's live region.
    await expect(canvasElement.querySelector('[data-error-id="error.invalid_email"]')).toHaveTextContent('Email format is invalid.');
  },
};

export const Warning: Story = { args: { error: { id: 'error.webauthn_registration_not_found' }, severity: 'warning' } };

/** A server's message of its own (an unknown error_type), with the provider's site as a real link. */
export const ServerMessageWithLink: Story = {
  args: { error: { id: 'error.unknown_error_type', message: 'Something went wrong. See https://portico.dev/docs/errors for help.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /https:\/\/portico\.dev\/docs\/errors/ })).toHaveAttribute('href', 'https://portico.dev/docs/errors');
  },
};
