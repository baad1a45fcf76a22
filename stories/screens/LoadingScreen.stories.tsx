import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingScreen } from '../../src/screens/LoadingScreen';
import { withWidget } from './decorators';

// A screen whose data is on its way: consent's preflight (IDPLoading), an invitation's details.
const meta = {
  title: 'Screens/LoadingScreen',
  component: LoadingScreen,
  decorators: [withWidget],
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Loading' })).toBeInTheDocument();
  },
};
