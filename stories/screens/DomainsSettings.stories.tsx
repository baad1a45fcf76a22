import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DomainsSettings } from '../../src/products/organizations/settings/domains/screens/DomainsSettings';
import type { DomainItem } from '../../src/products/organizations/settings/domains/screens/domainTypes';
import { composed } from './controls';
import { withWidget } from './decorators';

const acme: DomainItem = { domain: 'acme.test', verified: true, record: { name: '_portico-verification.acme.test', value: 'portico-verification=7Yq3kC9dVn2bXe4LmP8sWt1A' } };
const pending: DomainItem = { domain: 'acme-labs.test', verified: false, record: { name: '_portico-verification.acme-labs.test', value: 'portico-verification=Qm5Hs2Zr8Kd1Vx6Nc3Bt9WpE' } };

const meta = {
  title: 'Screens/Organization settings/DomainsSettings',
  component: DomainsSettings,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { domains: composed, draftError: composed, busy: composed, notice: composed, confirming: { control: { type: 'text' } } },
  args: {
    status: 'ready',
    domains: [acme, pending],
    draft: '',
    draftError: null,
    busy: null,
    confirming: null,
    notice: null,
    onDraftChange: fn(),
    onAdd: fn(),
    onVerify: fn(),
    onAskRemove: fn(),
    onCancelRemove: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DomainsSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', domains: [] } };

export const LoadFailed: Story = {
  args: { status: 'failed', domains: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Empty: Story = { args: { domains: [] } };

/** One verified, one still to publish: its TXT record's name and value, each with its copy button. */
export const Listed: Story = {
  // Badges and the record's boxes keep their edges in Windows high contrast.
  tags: ['forced-colors'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Name' })).toHaveTextContent('_portico-verification.acme-labs.test');
    await expect(canvas.getByRole('button', { name: 'Copy Value' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify acme.test' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify acme-labs.test' }));
    await expect(args.onVerify).toHaveBeenCalledWith('acme-labs.test');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidDomain: Story = {
  args: { draft: 'https://acme.test/login', draftError: { id: 'organizations.domains.invalid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Domain' })).toHaveAccessibleDescription(expect.stringContaining('Enter a domain name such as example.com'));
  },
};

export const Adding: Story = { args: { draft: 'acme.io', busy: { action: 'add' } } };

export const Added: Story = {
  args: { notice: { kind: 'success', id: 'organizations.domains.added', values: { domain: 'acme-labs.test' } } },
  play: async ({ canvasElement }) => {
    // Drawn in the section, and spoken through the widget's one live region.
    await expect(canvasElement.querySelector('[data-notice="success"]')).toHaveTextContent('acme-labs.test added. Publish its TXT record, then verify it.');
  },
};

export const Verifying: Story = { args: { busy: { action: 'verify', domain: 'acme-labs.test' } } };

/** The server's "not found yet", in the catalogue's words, in the section's error banner. */
export const NotFoundYet: Story = {
  args: { notice: { kind: 'error', error: { id: 'error.domain_verification_failed' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-error-id="error.domain_verification_failed"]')).toHaveTextContent('The TXT record was not found yet.');
  },
};

export const ConfirmingRemove: Story = {
  args: { confirming: 'acme.test' },
  play: async ({ args, canvas }) => {
    const question = canvas.getByRole('group', { name: /Remove acme\.test\?/ });
    await expect(question).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelRemove).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Removing: Story = { args: { confirming: 'acme.test', busy: { action: 'remove', domain: 'acme.test' } } };
