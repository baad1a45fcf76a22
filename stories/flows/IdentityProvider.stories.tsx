import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { IDPAuthorizeStartResponse } from '../../src/client/types';
import { IdentityProvider, IdentityProviderWidget } from '../../src/widget/IdentityProvider';
import { fakeAuthResponse, fakeClient, type FakeOverrides } from '../../tests/fakes/fakeClient';

/**
 * The identity-provider widget driven by a fake client (named as one: nothing here reaches a
 * server). The request is the query string a relying party sent; `navigate` stands in for the
 * browser leaving for the app. Stories run inside a frame, so they give the frame check's answer,
 * except FramedRefusal, which lets the real widget look for itself.
 */
const AUTHORIZE = `?${new URLSearchParams({
  client_id: 'example-app',
  redirect_uri: 'https://app.example/callback',
  scope: 'openid email read:documents admin:billing',
  state: 'state-1',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
})}`;
const LOGOUT = `?${new URLSearchParams({ client_id: 'example-app', post_logout_redirect_uri: 'https://app.example/logged-out' })}`;

const preflight: IDPAuthorizeStartResponse = {
  consent_required: true,
  client: { client_id: 'example-app', client_name: 'Example App' },
  scope_results: [
    { scope: 'openid', description: 'Verify your identity', is_grantable: true },
    { scope: 'email', description: 'View your personal profile information', is_grantable: true },
    { scope: 'read:documents', description: 'Read your documents', is_grantable: true },
    { scope: 'admin:billing', description: 'Manage the billing settings of your organization', is_grantable: false },
  ],
};

/** A fake client with a signed-in person. */
const signedInFakeClient = (idp: FakeOverrides['idp'] = {}) =>
  fakeClient({ session: { getSync: () => fakeAuthResponse.session }, idp: { authorizeStart: async () => preflight, ...idp } });

const meta = {
  title: 'Flows/IdentityProvider',
  component: IdentityProviderWidget,
  args: { client: signedInFakeClient(), framed: false, search: AUTHORIZE, navigate: fn() },
} satisfies Meta<typeof IdentityProviderWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllowReturnsToTheApp: Story = {
  args: { client: signedInFakeClient() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Example App wants to access your Portico Test account' });
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await expect(args.navigate).toHaveBeenCalledWith('https://app.example/callback?code=code-test');
    const client = args.client as ReturnType<typeof fakeClient>;
    // The ungrantable scope is not among those granted.
    await expect(client.callsTo('idp.authorizeSubmit')[0]?.[0]).toMatchObject({ scopes: ['openid', 'email', 'read:documents'], consent_granted: true });
  },
};

export const DenyWithoutAnAddressToReturnTo: Story = {
  args: { client: signedInFakeClient({ authorizeSubmit: async () => ({ redirect_uri: 'com.example.app:/callback?error=access_denied' }) }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deny' }));
    await canvas.findByRole('heading', { name: 'Access to the application was denied.' });
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

export const LogoutAnsweredNo: Story = {
  args: { client: signedInFakeClient(), search: LOGOUT },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Log out?' });
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    const answer = await canvas.findByRole('heading', { name: 'You have not been logged out. You may close this page.' });
    await expect(answer).toHaveFocus();
    const client = args.client as ReturnType<typeof fakeClient>;
    await expect(client.callsTo('session.revoke')).toEqual([]);
  },
};

export const NoSession: Story = {
  args: { client: fakeClient() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No active session detected. Please log in to continue.');
    const client = args.client as ReturnType<typeof fakeClient>;
    await expect(client.callsTo('idp.authorizeStart')).toEqual([]);
  },
};

export const MissingParameter: Story = {
  args: { search: '?client_id=example-app' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Required parameter is missing: redirect_uri. Please reach out to the application developer.');
  },
};

/** The real widget, which checks for itself: this story runs inside the test runner's frame. */
export const FramedRefusal: StoryObj<typeof IdentityProvider> = {
  render: (args) => <IdentityProvider {...args} />,
  args: { client: signedInFakeClient(), search: AUTHORIZE, navigate: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/cannot be used inside another website/);
    await expect(canvas.queryByRole('button', { name: 'Allow' })).toBeNull();
    const client = args.client as ReturnType<typeof fakeClient>;
    await expect(client.callsTo('idp.authorizeStart')).toEqual([]);
  },
};
