import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { IDPConsent, type IDPConsentProps } from '../../src/screens/IDPConsent';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';
import { logoUrl, manifests, scopeLists, ungrantableLists } from './idpFixtures';

type Args = Omit<IDPConsentProps, 'scopes' | 'ungrantableScopes' | 'manifest'> & {
  scopes: keyof typeof scopeLists;
  ungrantableScopes: keyof typeof ungrantableLists;
  manifest?: keyof typeof manifests;
};

// SPEC §2 IDPConsent: the consent_required state of the identity-provider widget.
const meta = preview.meta({
  title: 'Screens/IDPConsent',
  component: mapped<Args>(IDPConsent),
  decorators: [withWidget],
  argTypes: {
    scopes: choice(scopeLists),
    ungrantableScopes: choice(ungrantableLists),
    manifest: choice(manifests),
    logoUrl: { control: { type: 'text' } },
    pending: { control: { type: 'select', labels: { null: 'none' } }, options: [null, 'allow', 'deny'] },
  },
  args: {
    clientName: 'Example App',
    logoUrl,
    scopes: 'openid email profile' as const,
    ungrantableScopes: 'None' as const,
    standardOnly: true,
    projectName: 'Portico Demo',
    pending: null,
    onAllow: fn(),
    onDeny: fn(),
  },
});
const custom = { scopes: 'Custom, with descriptions', standardOnly: false } as const;

export const StandardScopesOnly = meta.story({
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign in to Example App with Portico Demo' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Example App logo' })).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Example App is requesting to:' });
    await expect(within(section).getByText('Verify your identity')).toBeVisible();
    // profile and email share one line, its details on demand (Radix Collapsible).
    const profile = within(section).getByRole('button', { name: 'View your personal profile information' });
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(profile);
    await expect(within(section).getByText('Email address')).toBeVisible();
    await expect(within(section).getByText('Name, picture and language')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await expect(args.onAllow).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Deny' }));
    await expect(args.onDeny).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const CustomScopes = meta.story({
  args: custom,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Example App wants to access your Portico Demo account' })).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Allow Example App to:' });
    await expect(within(section).getByText('Read your documents')).toBeVisible();
    // SPEC §6: a scope the policy does not describe.
    await expect(within(section).getByText('Use the calendar scope')).toBeVisible();
    await expect(within(section).getByText("Maintain access to your data even when you're not actively using the app")).toBeVisible();
  },
});

export const UngrantableScopes = meta.story({
  args: { ...custom, scopes: 'First three custom', ungrantableScopes: 'admin:billing' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('button', { name: 'You do not have permissions to grant Example App access to some of the requested scopes.' });
    await expect(canvas.queryByText('Manage the billing settings of your organization')).toBeNull();
    await userEvent.click(notice);
    await expect(canvas.getByText("You cannot grant Example App's request to:")).toBeVisible();
    await expect(canvas.getByText('Manage the billing settings of your organization')).toBeVisible();
    // Still Allow: for the scopes that can be granted.
    await expect(canvas.getByRole('button', { name: 'Allow' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const NothingGrantable = meta.story({
  args: { ...custom, scopes: 'None', ungrantableScopes: 'admin:billing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Allow' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Deny' })).toBeEnabled();
  },
});

export const Allowing = meta.story({
  args: { pending: 'allow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Allow' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Deny' })).toBeDisabled();
  },
});

export const HostManifest = meta.story({
  args: { ...custom, manifest: "The host's own wording" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Example App wants to view your profile' })).toBeVisible();
    await expect(canvas.getByText('Write access to your documents')).toBeVisible();
    await expect(canvas.queryByText('Allow Example App to:')).toBeNull();
  },
});

export const NoLogo = meta.story({
  args: { logoUrl: undefined, clientName: 'The App' },
});
NoLogo.test('names the app in the title and draws no image', async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { level: 2, name: 'Sign in to The App with Portico Demo' })).toBeVisible();
  await expect(canvas.queryByRole('img')).toBeNull();
});

export const MarkupInServerText = meta.story({
  args: { ...custom, clientName: '<img src=x onerror="alert(1)">', projectName: '<b>Project</b>', scopes: 'Markup in a description' },
});
MarkupInServerText.test("shows the server's text as text, never as markup", async ({ canvasElement, canvas }) => {
  await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror="alert(1)"> wants to access your <b>Project</b> account');
  await expect(canvasElement.querySelector('script, b, img[src="x"]')).toBeNull();
});
