import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { IDPPermissionList } from '../../src/screens/IDPPermissionList';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/Parts/IDPPermissionList',
  component: IDPPermissionList,
  decorators: [withWidget],
  args: {
    items: [
      { text: 'View your personal information', details: ['Your name', 'Your email address'] },
      'Read your documents',
      'Stay signed in to Example App',
    ],
  },
} satisfies Meta<typeof IDPPermissionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const DetailsOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View your personal information' }));
    await expect(canvas.getByText('Your email address')).toBeVisible();
  },
};
