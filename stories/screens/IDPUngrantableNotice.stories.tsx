import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { IDPUngrantableNotice } from '../../src/screens/IDPUngrantableNotice';
import { withWidget } from './decorators';
import { withUngrantable } from './idpFixtures';

const meta = {
  title: 'Screens/Parts/IDPUngrantableNotice',
  component: IDPUngrantableNotice,
  decorators: [withWidget],
  args: { clientName: withUngrantable.clientName, scopes: withUngrantable.ungrantableScopes },
} satisfies Meta<typeof IDPUngrantableNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText('Manage the billing settings of your organization')).toBeVisible();
  },
};
