import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { useT } from '../../src/i18n/I18nProvider';
import { passkeysMessages } from '../../src/products/passkeys/messages';
import { passwordsMessages } from '../../src/products/passwords/messages';
import { SuccessScreen } from '../../src/screens/SuccessScreen';
import { withWidget } from './decorators';

/** The screen with a product's own sentence from the catalogue (so every language story reads it). */
function WithProductText({ product }: { product: 'passwords' | 'passkeys' }) {
  const t = useT(passwordsMessages, passkeysMessages);
  return <SuccessScreen text={t(product === 'passwords' ? 'password.confirmationText' : 'passkey.confirmation.text')} />;
}

/** The confirmation every product shows (passwords, passkeys, wallets, the second factor): 'Success!' and what succeeded. */
const meta = preview.meta({
  title: 'Screens/Parts/SuccessScreen',
  component: WithProductText,
  decorators: [withWidget],
  args: { product: 'passwords' as const },
});

export const Success = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You have successfully logged in.')).toBeVisible();
  },
});

/** Another product's sentence, longer, centred under the check. */
export const PasskeyText = meta.story({ args: { product: 'passkeys' as const } });
