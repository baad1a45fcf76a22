import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OrganizationChooser } from '../../src/products/organizations/screens/OrganizationChooser';
import { switcherMessages } from '../../src/products/organizations/switcher/messages';
import { composed } from './controls';
import { withFocusOnMount, withWidget } from './decorators';

const organizations = [
  { id: 'organization-acme', name: 'Acme Corporation', role: 'owner' },
  { id: 'organization-globex', name: 'Globex', role: 'admin' },
  { id: 'organization-initech', name: 'Initech', role: 'billing-viewer' },
];

const meta = {
  title: 'Screens/OrganizationChooser',
  component: OrganizationChooser,
  decorators: [withWidget, withFocusOnMount],
  // null (the personal account) or one of the organizations' ids.
  argTypes: { organizations: composed, error: composed, activeId: { control: 'select', options: [null, ...organizations.map((o) => o.id)] } },
  args: { organizations, activeId: 'organization-acme', status: 'ready', error: null, onSwitch: fn(), onCreate: fn() },
} satisfies Meta<typeof OrganizationChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In Acme as its owner: the list with the keyboard (open, arrows, Enter) chooses another. */
export const Active: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Organizations' })).toHaveFocus();
    await expect(canvas.getByText(/You are working in/)).toHaveTextContent('You are working in Acme Corporation as Owner.');
    await userEvent.tab();
    const trigger = canvas.getByRole('combobox', { name: 'Active organization' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('\u2068Acme Corporation\u2069 (Owner)');
    await userEvent.keyboard('{Enter}');
    const listbox = await waitFor(() => canvasElement.ownerDocument.querySelector('[role="listbox"]') as HTMLElement);
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSwitch).toHaveBeenCalledWith('organization-globex');
    await waitFor(() => expect(trigger).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** No organization active: the personal account; choosing an organization's row switches to it. */
export const Personal: Story = {
  args: { activeId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(switcherMessages['organizations.switcher.personalText'])).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Active organization' })).toHaveTextContent('Personal account');
  },
};

/** A host's own role shows by its name. */
export const HostRole: Story = {
  args: { activeId: 'organization-initech' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You are working in/)).toHaveTextContent('You are working in Initech as billing-viewer.');
  },
};

/** A member of no organization yet: nothing to choose, only to create. */
export const NoOrganizations: Story = {
  args: { organizations: [], activeId: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create organization' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** A choice on its way: said, and creating waits. */
export const Switching: Story = {
  args: { status: 'switching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Switching…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create organization' })).toBeDisabled();
  },
};

/** The server refused the choice (no longer a member): the banner says why, the active one stays. */
export const SwitchRefused: Story = {
  args: { error: { id: 'error.organization_not_found' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(switcherMessages['error.organization_not_found'])[0]).toBeVisible();
  },
};

/** The list could not be read (nobody signed in): the catalogue's words, nothing to choose. */
export const Unavailable: Story = {
  args: { organizations: [], activeId: null, status: 'unavailable', error: { id: 'error.user_unauthenticated' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Create organization' })).toBeNull();
  },
};
