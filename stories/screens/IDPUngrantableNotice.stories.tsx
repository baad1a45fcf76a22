import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { IDPUngrantableNotice, type IDPUngrantableNoticeProps } from '../../src/screens/IDPUngrantableNotice';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';
import { ungrantableLists } from './idpFixtures';

type Args = Omit<IDPUngrantableNoticeProps, 'scopes'> & { scopes: keyof typeof ungrantableLists };

const meta = {
  title: 'Screens/Parts/IDPUngrantableNotice',
  component: mapped<Args>(IDPUngrantableNotice),
  argTypes: { scopes: choice(ungrantableLists) },
  decorators: [withWidget],
  args: { clientName: 'Example App', scopes: 'admin:billing' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText('Manage the billing settings of your organization')).toBeVisible();
  },
};
