import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IDPPermissionSection } from '../../src/screens/IDPPermissionSection';
import { withWidget } from './decorators';

/** One section of a host's consent manifest: its header names the list under it. */
const meta = {
  title: 'Screens/Parts/IDPPermissionSection',
  component: IDPPermissionSection,
  decorators: [withWidget],
  args: { section: { header: 'Example App is requesting to:', items: ['Read your documents', 'Create and edit your documents'] } },
} satisfies Meta<typeof IDPPermissionSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Example App is requesting to:' })).toBeVisible();
  },
};
