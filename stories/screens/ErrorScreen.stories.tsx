import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen } from '../../src/screens/ErrorScreen';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';

const errors = {
  'Unknown error': { id: 'error.unknown' },
  'Account locked': { id: 'error.user_lock_limit_reached' },
} satisfies Record<string, ComponentProps<typeof ErrorScreen>['error']>;
type Args = Omit<ComponentProps<typeof ErrorScreen>, 'error'> & { error: keyof typeof errors };

// SPEC §2's generic error screen: what the widget shows for a screen no product brings.
const meta = {
  title: 'Screens/ErrorScreen',
  component: mapped<Args>(ErrorScreen),
  decorators: [withWidget],
  argTypes: { error: choice(errors) },
  args: { error: 'Unknown error' },
} satisfies Meta<Args>;
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
