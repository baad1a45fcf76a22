import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { IDPError } from '../../src/screens/IDPError';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';

const errors = {
  'Missing parameter': { id: 'idp.missingParam', values: { param: 'redirect_uri' } },
  'Inside a frame': { id: 'idp.framed' },
  "The server's own message": { id: 'error.invalid_redirect_uri', message: 'redirect_uri is not registered for this client (it must match exactly).' },
} satisfies Record<string, ComponentProps<typeof IDPError>['error']>;
type Args = Omit<ComponentProps<typeof IDPError>, 'error'> & { error: keyof typeof errors };

// SPEC §2's generic error screen, for what stops an identity-provider request before any question.
const meta = {
  title: 'Screens/IDPError',
  component: mapped<Args>(IDPError),
  decorators: [withWidget],
  argTypes: { error: choice(errors) },
  args: { error: 'Missing parameter' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MissingParameter: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Looks like there was an error!' })).toBeVisible();
    await expect(canvas.getByText('Required parameter is missing: redirect_uri. Please reach out to the application developer.')).toBeVisible();
  },
};

/** Inside another page's frame, the error screen shows instead of Allow. */
export const FramedRefusal: Story = {
  args: { error: 'Inside a frame' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/cannot be used inside another website/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Allow' })).toBeNull();
  },
};

/** SPEC §8: a preflight failure shows the server's message. */
export const PreflightFailed: Story = {
  args: { error: "The server's own message" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('redirect_uri is not registered for this client (it must match exactly).')).toBeVisible();
  },
};
