import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../../src/primitives/Text';
import { SettingsSectionFrame } from '../../src/products/organizations/settings/screens/SettingsSectionFrame';
import { composed } from './controls';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/Organization settings/SettingsSectionFrame',
  component: SettingsSectionFrame,
  decorators: [withWidget],
  argTypes: { notice: composed, children: composed },
  args: {
    title: 'Domains',
    description: 'People with an address on a verified domain sign in through your organization.',
    notice: null,
    status: 'ready',
    loadFailed: 'Your organization’s domains could not be loaded.',
    retry: 'Try again',
    onRetry: fn(),
    children: <Text>No domains yet.</Text>,
  },
} satisfies Meta<typeof SettingsSectionFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Domains' })).toHaveTextContent('No domains yet.');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Domains' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByText('No domains yet.')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Your organization’s domains could not be loaded.')).toBeVisible();
    await expect(canvas.queryByText('No domains yet.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SuccessNotice: Story = {
  args: { notice: { kind: 'success', id: 'organizations.domains.added', values: { domain: 'acme-labs.test' } } },
};

export const ErrorNotice: Story = {
  args: { notice: { kind: 'error', error: { id: 'error.domain_verification_failed' } } },
};
