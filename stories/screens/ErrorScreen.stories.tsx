import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen } from '../../src/screens/ErrorScreen';
import { withWidget } from './decorators';

// SPEC §2's generic error screen: what the widget shows for a screen no product brings.
const meta = {
  title: 'Screens/ErrorScreen',
  component: ErrorScreen,
  decorators: [withWidget],
  args: { error: { id: 'error.unknown' } },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownScreen: Story = {
  args: { onBack: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Looks like there was an error!' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithoutBack: Story = {};
