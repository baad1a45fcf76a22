import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BackButton } from '../../src/screens/BackButton';
import { withWidget } from './decorators';

// SPEC §2: the back arrow every screen but Main shows; ScreenLayout draws it for a screen's onBack.
const meta = {
  title: 'Screens/BackButton',
  component: BackButton,
  decorators: [withWidget],
  args: { onBack: fn() },
} satisfies Meta<typeof BackButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const back = canvas.getByRole('button', { name: 'Back' });
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
    back.blur();
  },
};
