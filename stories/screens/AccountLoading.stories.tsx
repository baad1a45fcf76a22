import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { useT } from '../../src/i18n/I18nProvider';
import { AccountLoading, type AccountLoadingProps } from '../../src/products/account/screens/AccountLoading';
import { accountMessages } from '../../src/products/account/messages';

/** The sections pass their translated title; the story does the same, in every language. */
function SectionLoading(props: Omit<AccountLoadingProps, 'title'>) {
  return <AccountLoading {...props} title={useT(accountMessages)('account.sessions.title')} />;
}

const meta = {
  title: 'Screens/Account/AccountLoading',
  component: SectionLoading,
  decorators: [withWidget],
  argTypes: { error: composed },
  args: { status: 'loading', error: null, onRetry: fn() },
} satisfies Meta<typeof SectionLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A section while its account loads: a named status, nothing to press. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};
/** A section opened alone has no back arrow; one opened from the overview has. */
export const LoadingWithBack: Story = { args: { onBack: fn() } };
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Try again' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const FailedWithServerError: Story = { args: { status: 'failed', error: { id: 'error.unknown' } } };
