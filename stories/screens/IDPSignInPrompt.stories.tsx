import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IDPSignInPrompt } from '../../src/screens/IDPSignInPrompt';
import { withWidget } from './decorators';

// The identity provider with nobody signed in asks the person to log in; it is no error.
const meta = {
  title: 'Screens/IDPSignInPrompt',
  component: IDPSignInPrompt,
  decorators: [withWidget],
} satisfies Meta<typeof IDPSignInPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoSession: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Log in to continue' })).toBeVisible();
    await expect(canvas.getByText('No active session detected. Please log in to continue.')).toBeVisible();
    await expect(canvas.queryByText('Looks like there was an error!')).toBeNull();
  },
};
