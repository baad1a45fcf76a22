import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useT } from '../../src/i18n/I18nProvider';
import { securityMessages } from '../../src/products/secondFactor/securityMessages';
import { CopyButton } from '../../src/products/secondFactor/screens/CopyButton';
import { withWidget } from './decorators';

/** The security widget's "copy the key" button, with the catalogue's label. */
function CopyKey({ text }: { text: string }) {
  const t = useT(securityMessages);
  return <CopyButton text={text} label={t('security.copyKey')} />;
}

const meta = {
  title: 'Screens/Parts/CopyButton',
  component: CopyKey,
  decorators: [withWidget],
  args: { text: 'JBSWY3DPEHPK3PXP' },
} satisfies Meta<typeof CopyKey>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};
