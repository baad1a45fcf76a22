import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import type { IDPAuthorizeStartResponse } from '../../src/client/types';
import { IdentityProvider, IdentityProviderWidget } from '../../src/widget/IdentityProvider';
import { fakeAuthResponse, fakeClient, type FakeClient, type FakeOverrides } from './fakeClient';
import { freshClient } from './freshClient';
import { modeProps } from './modeProps';

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

const meta = preview.meta({
  title: 'Flows/IdentityProvider',
  component: IdentityProviderWidget,
  args: { client: signedInFakeClient(), framed: false, search: AUTHORIZE, navigate: fn() },
  argTypes: { client: { control: false }, getConsentManifest: { control: false } },
  render: (args, { globals }) => <IdentityProviderWidget {...modeProps(globals)} {...args} />,
});

const calls = (client: unknown, method: string) => (client as FakeClient).callsTo(method);

export const Consent = meta.story({
  ...freshClient(() => signedInFakeClient()),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Example App wants to access your Portico Test account' });
  },
});
Consent.test('Allow grants the grantable scopes and returns to the app', async ({ args, canvas }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
  await expect(args.navigate).toHaveBeenCalledWith('https://app.example/callback?code=code-test');
  // The ungrantable scope is not among those granted.
  await expect(calls(args.client, 'idp.authorizeSubmit')[0]?.[0]).toMatchObject({ scopes: ['openid', 'email', 'read:documents'], consent_granted: true });
});

export const DeniedWithoutReturnAddress = meta.story({
  ...freshClient(() => signedInFakeClient({ authorizeSubmit: async () => ({ redirect_uri: 'com.example.app:/callback?error=access_denied' }) })),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deny' }));
    await canvas.findByRole('heading', { name: 'Access to the application was denied.' });
  },
});
DeniedWithoutReturnAddress.test('stays on the page when the app gave no web address to return to', async ({ args }) => {
  await expect(args.navigate).not.toHaveBeenCalled();
});

export const NotLoggedOut = meta.story({
  ...freshClient(() => signedInFakeClient()),
  args: { search: LOGOUT },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Log out?' });
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await canvas.findByRole('heading', { name: 'You have not been logged out. You may close this page.' });
  },
});
NotLoggedOut.test('answering No focuses the answer and revokes nothing', async ({ args, canvas }) => {
  await expect(canvas.getByRole('heading', { name: 'You have not been logged out. You may close this page.' })).toHaveFocus();
  await expect(calls(args.client, 'session.revoke')).toEqual([]);
});

export const NoSession = meta.story({
  ...freshClient(() => fakeClient()),
  play: async ({ canvas }) => {
    await canvas.findByText('No active session detected. Please log in to continue.');
    // An ordinary state, drawn as a prompt to log in, not as the error card.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Log in to continue' })).toBeVisible();
    await expect(canvas.queryByText('Looks like there was an error!')).toBeNull();
  },
});
NoSession.test('asks the server nothing about the request', async ({ args }) => {
  await expect(calls(args.client, 'idp.authorizeStart')).toEqual([]);
});

export const MissingParameter = meta.story({
  args: { search: '?client_id=example-app' },
  play: async ({ canvas }) => {
    await canvas.findByText('Required parameter is missing: redirect_uri. Please reach out to the application developer.');
  },
});

/** The real widget, which checks for itself: this story runs inside the test runner's frame. */
export const FramedRefusal = meta.story({
  ...freshClient(() => signedInFakeClient()),
  render: ({ framed: _framed, ...args }, { globals }) => <IdentityProvider {...modeProps(globals)} {...args} />,
  play: async ({ canvas }) => {
    await canvas.findByText(/cannot be used inside another website/);
  },
});
FramedRefusal.test('offers no consent and asks the server nothing', async ({ args, canvas }) => {
  await expect(canvas.queryByRole('button', { name: 'Allow' })).toBeNull();
  await expect(calls(args.client, 'idp.authorizeStart')).toEqual([]);
});
