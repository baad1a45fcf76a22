import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IDPPermissionSection } from '../../src/screens/IDPPermissionSection';
import type { ConsentSection } from '../../src/screens/idpTypes';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';

const sections = {
  Documents: { header: 'Example App is requesting to:', items: ['Read your documents', 'Create and edit your documents'] },
} satisfies Record<string, ConsentSection>;
type Args = { section: keyof typeof sections };

/** One section of a host's consent manifest: its header names the list under it. */
const meta = {
  title: 'Screens/Parts/IDPPermissionSection',
  component: mapped<Args>(IDPPermissionSection),
  decorators: [withWidget],
  argTypes: { section: choice(sections) },
  args: { section: 'Documents' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Example App is requesting to:' })).toBeVisible();
  },
};
