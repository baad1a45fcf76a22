import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PasskeyRegistrationStart } from '../../src/products/passkeys/screens/PasskeyRegistrationStart';
import { choice, errorsById, mapped } from './controls';
import { withWidget } from './decorators';

const errors = errorsById('error.duplicate_webauthn_registration', 'error.passkey_not_created');
type Args = Omit<ComponentProps<typeof PasskeyRegistrationStart>, 'error'> & { error: keyof typeof errors };

const meta = {
  title: 'Screens/PasskeyRegistrationStart',
  component: mapped<Args>(PasskeyRegistrationStart),
  decorators: [withWidget],
  argTypes: { error: choice(errors) },
  args: { status: 'idle', error: 'none', onCreate: fn(), onSkip: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Set up a new Passkey' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a Passkey' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onSkip).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Asking the server who is signed in (SPEC §6). */
export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoUser: Story = {
  args: { status: 'noUser' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The browser's registration dialog is open. */
export const Registering: Story = {
  args: { status: 'registering' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create a Passkey' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeDisabled();
  },
};

export const Duplicate: Story = {
  args: { error: 'error.duplicate_webauthn_registration' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-variant="error"]')).toHaveTextContent(
        'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
      ),
    );
  },
};

export const NotCreated: Story = {
  args: { error: 'error.passkey_not_created' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-variant="error"]')).toHaveTextContent(
        'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
      ),
    );
  },
};
