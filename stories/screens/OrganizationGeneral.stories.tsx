import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrganizationGeneral } from '../../src/products/organizations/settings/screens/OrganizationGeneral';
import { composed } from './controls';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/Organizations/OrganizationGeneral',
  component: OrganizationGeneral,
  decorators: [withWidget],
  argTypes: { values: composed, errors: composed, notice: composed },
  args: {
    values: { name: 'Acme Corporation', slug: 'acme', ssoRequired: false },
    errors: {},
    canEdit: true,
    canRequireSso: false,
    status: 'idle',
    notice: null,
    onValueChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof OrganizationGeneral>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
/** An owner or admin who manages single sign-on: the toggle shows. */
export const WithSsoToggle: Story = { args: { canRequireSso: true, values: { name: 'Acme Corporation', slug: 'acme', ssoRequired: true } } };
/** A member whose role cannot edit it reads it. */
export const ReadOnly: Story = { args: { canEdit: false } };
export const InvalidValues: Story = {
  args: { values: { name: '', slug: 'Acme Corp', ssoRequired: false }, errors: { name: 'organizations.settings.general.nameRequired', slug: 'organizations.settings.general.slugFormat' } },
};
export const Saving: Story = { args: { status: 'submitting' } };
export const Saved: Story = { args: { notice: { kind: 'success', id: 'organizations.settings.general.saved' } } };
export const SlugTaken: Story = { args: { notice: { kind: 'error', error: { id: 'error.duplicate_organization_slug' } } } };
export const SsoNeedsConnection: Story = { args: { canRequireSso: true, notice: { kind: 'error', error: { id: 'error.sso_connection_not_found' } } } };
