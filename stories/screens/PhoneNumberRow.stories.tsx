import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhoneNumberRow } from '../../src/products/secondFactor/screens/PhoneNumberRow';
import { SecuritySettings } from '../../src/products/secondFactor/screens/SecuritySettings';
import { withWidget } from './decorators';

/** The phone number's line, shown where it lives: the security widget's overview. */
const meta = {
  title: 'Screens/PhoneNumberRow',
  component: PhoneNumberRow,
  decorators: [withWidget],
  render: (args) => (
    <SecuritySettings
      step={{ kind: 'overview', totp: false, backupCodesLeft: 0 }}
      status="idle"
      values={{ code: '' }}
      errors={{ code: null }}
      onCodeChange={fn()}
      onAddApp={fn()}
      onConfirm={fn()}
      onRegenerate={fn()}
      onStartRemove={fn()}
      onRemove={fn()}
      onDone={fn()}
      phoneNumber={<PhoneNumberRow {...args} />}
    />
  ),
  argTypes: { phone: { control: 'text' } },
  args: { phone: null, sms: false, onAdd: fn(), onEnable: fn(), onRemove: fn() },
} satisfies Meta<typeof PhoneNumberRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoNumber: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Phone number: not added')).toBeVisible();
    canvas.getByRole('button', { name: 'Add phone number' }).click();
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const TextCodesOn: Story = {
  args: { phone: '•••0188', sms: true },
  play: async ({ canvas }) => {
    // The number isolated (bdi): in Arabic and Hebrew '•••0188' keeps its own direction.
    await expect(canvas.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Codes by text message: •••0188')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove number' })).toBeVisible();
  },
};

/** A verified number whose codes are off (Better Auth, the password step skipped): offered to turn on. */
export const TextCodesOff: Story = { args: { phone: '•••0188', sms: false, canEnable: true } };
