import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CryptoWaiting } from '../../src/products/crypto/screens/CryptoWaiting';
import type { MessageId } from '../../src/entries/i18n';
import { withWidget } from './decorators';
import { useStoryT } from './Translated';

/** The layout CryptoConnect and CryptoSignMessage share; their own stories hold the spec's texts. */
const meta = {
  title: 'Screens/Parts/CryptoWaiting',
  component: CryptoWaiting,
  decorators: [withWidget],
  // Title and text are message ids here, worded in the story's language as CryptoConnect does.
  args: { title: 'crypto.connect.title', text: 'crypto.connect.text', onBack: fn() },
  render: function Render({ title, text, ...args }) {
    const t = useStoryT();
    return <CryptoWaiting {...args} title={t(title as MessageId, { wallet: 'MetaMask' })} text={t(text as MessageId, { wallet: 'MetaMask' })} />;
  },
} satisfies Meta<typeof CryptoWaiting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Connect MetaMask' })).toBeVisible();
  },
};
