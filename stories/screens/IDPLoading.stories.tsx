import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IDPLoading } from '../../src/screens/IDPLoading';
import { withWidget } from './decorators';

// SPEC §4 consent states loading and preflight, and the moment the browser leaves for the app.
const meta = {
  title: 'Screens/IDPLoading',
  component: IDPLoading,
  decorators: [withWidget],
} satisfies Meta<typeof IDPLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Loading' })).toBeInTheDocument();
  },
};
