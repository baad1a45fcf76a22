import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrganizationCreate } from '../../src/products/organizations/screens/OrganizationCreate';
import { switcherMessages } from '../../src/products/organizations/switcher/messages';
import { composed } from './controls';
import { withFocusOnMount, withWidget } from './decorators';

const meta = {
  title: 'Screens/OrganizationCreate',
  component: OrganizationCreate,
  decorators: [withWidget, withFocusOnMount],
  argTypes: { values: composed, errors: composed, error: composed, onBack: composed },
  args: { values: { name: '', slug: '' }, errors: {}, error: null, status: 'idle', onValuesChange: fn(), onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof OrganizationCreate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: the title takes focus; typing reports the values, Enter submits. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Create organization' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('A');
    await expect(args.onValuesChange).toHaveBeenCalledWith({ name: 'A', slug: '' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filled: Story = { args: { values: { name: 'Initech', slug: 'initech' } } };

/** Submitted without a name: said at the field, which takes the focus. */
export const NameMissing: Story = {
  args: { errors: { name: { id: 'organizations.create.nameRequired' } } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(switcherMessages['organizations.create.nameRequired']);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NameTooLong: Story = {
  args: { values: { name: 'A'.repeat(101), slug: '' }, errors: { name: { id: 'organizations.create.nameTooLong' } } },
};

/** A URL name that is not one: said at its field, under its hint. */
export const SlugInvalid: Story = {
  args: { values: { name: 'Initech', slug: 'Not A Slug' }, errors: { slug: { id: 'organizations.create.slugInvalid' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /URL name/ })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Creating: Story = {
  args: { values: { name: 'Initech', slug: 'initech' }, status: 'submitting' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: the URL name is in use, in the catalogue's words. */
export const SlugTaken: Story = {
  args: { values: { name: 'Acme', slug: 'acme' }, error: { id: 'error.duplicate_organization_slug' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(switcherMessages['error.duplicate_organization_slug'])[0]).toBeVisible();
  },
};

/** The form alone, without the back arrow (a host's own page). */
export const Alone: Story = { args: { onBack: undefined } };
