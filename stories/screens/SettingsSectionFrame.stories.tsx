import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useT } from '../../src/i18n/I18nProvider';
import { Text } from '../../src/primitives/Text';
import { domainsMessages } from '../../src/products/organizations/settings/domains/messages';
import { SettingsSectionFrame, type SettingsSectionFrameProps } from '../../src/products/organizations/settings/screens/SettingsSectionFrame';
import { composed } from './controls';
import { withWidget } from './decorators';

/** The frame as the Domains section fills it: the catalogue's words (any language), a body of its own. */
function DomainsFrame(props: Pick<SettingsSectionFrameProps, 'notice' | 'status' | 'onRetry'>) {
  const t = useT(domainsMessages);
  return (
    <SettingsSectionFrame
      {...props}
      title={t('organizations.domains.title')}
      description={t('organizations.domains.text')}
      loadFailed={t('organizations.domains.loadFailed')}
      retry={t('organizations.domains.retry')}
    >
      <Text>{t('organizations.domains.empty')}</Text>
    </SettingsSectionFrame>
  );
}

const meta = {
  title: 'Screens/Organization settings/SettingsSectionFrame',
  component: DomainsFrame,
  decorators: [withWidget],
  argTypes: { notice: composed },
  args: { notice: null, status: 'ready', onRetry: fn() },
} satisfies Meta<typeof DomainsFrame>;
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
