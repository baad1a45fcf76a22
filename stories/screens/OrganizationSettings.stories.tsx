import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrganizationMembers } from '../../src/products/organizations/settings/screens/OrganizationMembers';
import { OrganizationSettings, type OrganizationSettingsProps } from '../../src/products/organizations/settings/screens/OrganizationSettings';
import { composed } from './controls';
import { withFocusOnMount, withWidget } from './decorators';
import { fakeMembers, fakeMembersReadOnly, fakeRoleIds } from './organizationSettingsFixtures';
import { useStoryT } from './Translated';

const members = (readOnly: boolean) => (
  <OrganizationMembers
    organization="Acme Corporation"
    members={readOnly ? fakeMembersReadOnly : fakeMembers}
    roles={fakeRoleIds}
    confirming={null}
    busy={null}
    notice={null}
    onRoleChange={fn()}
    onRemove={fn()}
    onCancelRemove={fn()}
    onConfirmRemove={fn()}
  />
);

/** The frame with its tabs; a section's own states are its screen's stories. */
function Frame({ tabs, onSelect }: { tabs: string[]; onSelect: (id: string) => void }) {
  const t = useStoryT();
  const sections = tabs.map((id) => ({ id, title: t(`organizations.settings.${id}.title`), content: id === 'members' ? members(tabs.length === 2) : null }));
  return <OrganizationSettings status="ready" organization="Acme Corporation" sections={sections} selected="members" onSelect={onSelect} />;
}

const meta = {
  title: 'Screens/Organizations/OrganizationSettings',
  component: OrganizationSettings,
  decorators: [withWidget, withFocusOnMount],
  argTypes: { error: composed } as never,
  args: { status: 'loading' } as OrganizationSettingsProps,
} satisfies Meta<typeof OrganizationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const NoOrganization: Story = { args: { status: 'none' } };
export const Failed: Story = { args: { status: 'failed', error: { id: 'error.organization_not_found' }, onRetry: fn() } as OrganizationSettingsProps };
/** An owner's sections; the arrow keys move between the tabs. */
export const Owner: Story = {
  // Borders, the destructive button and focus rings stay visible in Windows high contrast.
  tags: ['forced-colors'],
  render: (_, { args }) => <Frame tabs={['general', 'members', 'invitations', 'roles']} onSelect={(args as { onSelect?: (id: string) => void }).onSelect ?? (() => undefined)} />,
  args: { onSelect: fn() } as unknown as OrganizationSettingsProps,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Organization settings' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    // The next tab is the one after, in the reading direction.
    const rtl = getComputedStyle(canvas.getByRole('tablist')).direction === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect((args as { onSelect: unknown }).onSelect).toHaveBeenCalledWith('invitations');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
/** A member with no permissions: only what they can read. */
export const Member: Story = { render: () => <Frame tabs={['general', 'members']} onSelect={() => undefined} /> };
