import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useT } from '../../src/i18n/I18nProvider';
import { securityMessages } from '../../src/products/secondFactor/securityMessages';
import { QrCode } from '../../src/products/secondFactor/screens/QrCode';
import { withWidget } from './decorators';

const URL = 'otpauth://totp/Portico%20Demo:ada%40example.com?issuer=Portico%20Demo&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';

/** The authenticator app's QR code, labelled as the security widget labels it. */
function Labelled({ value }: { value: string }) {
  const t = useT(securityMessages);
  return <QrCode value={value} label={t('security.enroll.qrLabel')} />;
}

const meta = {
  title: 'Screens/Parts/QrCode',
  component: Labelled,
  decorators: [withWidget],
  args: { value: URL },
} satisfies Meta<typeof Labelled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn in the bundle as one SVG path, named for screen readers. */
export const AuthenticatorApp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName();
  },
};
