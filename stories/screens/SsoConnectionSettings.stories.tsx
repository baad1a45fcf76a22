import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ConnectionDraft, ConnectionView } from '../../src/products/organizations/settings/connection/screens/connectionTypes';
import { SsoConnectionSettings } from '../../src/products/organizations/settings/connection/screens/SsoConnectionSettings';
import { composed } from './controls';
import { withWidget } from './decorators';

const draft: ConnectionDraft = { type: 'oidc', issuer: '', clientId: '', clientSecret: '', samlSource: 'url', metadataUrl: '', fileName: null };
const oidc: ConnectionView = { type: 'oidc', issuer: 'https://login.acme.test', clientId: 'portico-acme', redirectUri: 'https://auth.example.com/sso/oidc/callback' };
const saml: ConnectionView = {
  type: 'saml',
  idpEntityId: 'https://idp.acme.test/saml',
  idpSsoUrl: 'https://idp.acme.test/saml/sso',
  metadataUrl: 'https://idp.acme.test/saml/metadata',
  spEntityId: 'https://auth.example.com/sso/saml/connection-4f1c2b',
  acsUrl: 'https://auth.example.com/sso/saml/connection-4f1c2b/acs',
  spMetadataUrl: 'https://auth.example.com/sso/saml/connection-4f1c2b/metadata',
};

const meta = {
  title: 'Screens/Organization settings/SsoConnectionSettings',
  component: SsoConnectionSettings,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { connection: composed, draft: composed, errors: composed, notice: composed, busy: { control: { type: 'select' }, options: [null, 'save', 'remove'] } },
  args: {
    status: 'ready',
    connection: null,
    editing: false,
    draft,
    errors: {},
    busy: null,
    confirmingRemove: false,
    notice: null,
    onEdit: fn(),
    onCancelEdit: fn(),
    onDraftChange: fn(),
    onFile: fn(),
    onSave: fn(),
    onAskRemove: fn(),
    onCancelRemove: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SsoConnectionSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };
export const LoadFailed: Story = { args: { status: 'failed' } };

export const NoneYet: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect an identity provider' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ChoosingOidc: Story = {
  args: { editing: true, draft: { ...draft, issuer: 'https://login.acme.test', clientId: 'portico-acme' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'SAML 2.0' }));
    await expect(args.onDraftChange).toHaveBeenCalledWith({ type: 'saml' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OidcInvalid: Story = {
  args: { editing: true, draft: { ...draft, issuer: 'login.acme.test' }, errors: { issuer: { id: 'organizations.connection.urlInvalid' }, clientId: { id: 'organizations.connection.clientIdRequired' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Issuer URL' })).toHaveAccessibleDescription(expect.stringContaining('Enter a URL that starts with https:// or http://.'));
    await expect(canvas.getByRole('textbox', { name: 'Client ID' })).toHaveAccessibleDescription('Enter the client ID.');
  },
};

export const SamlByUrl: Story = { args: { editing: true, draft: { ...draft, type: 'saml', metadataUrl: 'https://idp.acme.test/saml/metadata' } } };

export const SamlByFile: Story = {
  // Radios and the file input, as Windows high contrast draws them.
  tags: ['forced-colors'],
  args: { editing: true, draft: { ...draft, type: 'saml', samlSource: 'file', fileName: 'acme-idp-metadata.xml' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Metadata file (XML)')).toHaveAttribute('type', 'file');
    await expect(canvas.getByLabelText('Metadata file (XML)')).toHaveAccessibleDescription('Chosen: acme-idp-metadata.xml');
  },
};

export const SamlFileMissing: Story = { args: { editing: true, draft: { ...draft, type: 'saml', samlSource: 'file' }, errors: { metadataFile: { id: 'organizations.connection.fileRequired' } } } };

/** The server could not use the metadata: its words in the section's live region. */
export const MetadataRefused: Story = {
  args: { editing: true, draft: { ...draft, type: 'saml', samlSource: 'file', fileName: 'notes.xml' }, notice: { kind: 'error', error: { id: 'error.sso_metadata_invalid' } } },
};

export const Saving: Story = { args: { editing: true, busy: 'save', draft: { ...draft, type: 'saml', metadataUrl: 'https://idp.acme.test/saml/metadata' } } };

/** Saved: the redirect URI to register at the provider, copyable. */
export const ConnectedOidc: Story = {
  args: { connection: oidc, notice: { kind: 'success', id: 'organizations.connection.saved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Redirect URI' })).toHaveTextContent('https://auth.example.com/sso/oidc/callback');
    await expect(canvas.getByRole('button', { name: 'Copy Redirect URI' })).toBeVisible();
  },
};

/** What the IdP's admin needs: SP entity ID, ACS URL, SP metadata URL, each copyable. */
export const ConnectedSaml: Story = {
  tags: ['forced-colors'],
  args: { connection: saml },
  play: async ({ canvas }) => {
    for (const name of ['SP entity ID', 'ACS URL', 'SP metadata URL']) await expect(canvas.getByRole('button', { name: `Copy ${name}` })).toBeVisible();
  },
};

export const Replacing: Story = { args: { connection: saml, editing: true, draft: { ...draft, type: 'saml', metadataUrl: saml.metadataUrl! } } };

export const ConfirmingRemove: Story = {
  args: { connection: saml, confirmingRemove: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /single sign-on will no longer be required/ })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Removing: Story = { args: { connection: saml, confirmingRemove: true, busy: 'remove' } };

export const Removed: Story = { args: { notice: { kind: 'success', id: 'organizations.connection.removed' } } };
