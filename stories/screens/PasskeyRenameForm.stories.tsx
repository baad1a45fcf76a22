import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasskeyRenameForm } from '../../src/products/passkeys/screens/PasskeyRenameForm';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/Parts/PasskeyRenameForm',
  component: PasskeyRenameForm,
  decorators: [withWidget],
  args: { name: 'Work laptop', onNameChange: fn(), onRenameSave: fn(), onRenameCancel: fn() },
} satisfies Meta<typeof PasskeyRenameForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('Work laptop');
    await userEvent.keyboard('{Escape}');
    await expect(args.onRenameCancel).toHaveBeenCalled();
  },
};
