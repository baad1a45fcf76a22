import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IDPLogout } from '../../src/screens/IDPLogout';
import { withWidget } from './decorators';

// SPEC §2 IDPConsent, logout: asked when the app's logout request does not name this session's user.
const meta = {
  title: 'Screens/IDPLogout',
  component: IDPLogout,
  decorators: [withWidget],
  args: { projectName: 'Portico Demo', loggingOut: false, onLogout: fn(), onStayLoggedIn: fn() },
} satisfies Meta<typeof IDPLogout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Log out?' })).toBeVisible();
    await expect(canvas.getByText('Are you sure you want to log out of your Portico Demo account?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await expect(args.onStayLoggedIn).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'No' })).toBeDisabled();
  },
};
