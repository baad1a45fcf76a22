import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { IDPPermissionList, type IDPPermissionListProps } from '../../src/screens/IDPPermissionList';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';

// A host's consent-manifest wording (SPEC §6): the widget draws it as given.
const lists = {
  'A host manifest': [
    { text: 'View your personal information', details: ['Your name', 'Your email address'] },
    'Read your documents',
    'Stay signed in to Example App',
  ],
  'One line': ['Read your documents'],
};
type Args = Omit<IDPPermissionListProps, 'items'> & { items: keyof typeof lists };

const meta = {
  title: 'Screens/Parts/IDPPermissionList',
  component: mapped<Args>(IDPPermissionList),
  decorators: [withWidget],
  argTypes: { items: choice(lists) },
  args: { items: 'A host manifest' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const DetailsOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View your personal information' }));
    await expect(canvas.getByText('Your email address')).toBeVisible();
  },
};
