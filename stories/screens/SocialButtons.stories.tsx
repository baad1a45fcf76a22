import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { OAUTH_PROVIDER_NAMES } from '../../src/i18n/providerNames';
import { SocialButtons } from '../../src/products/oauth/screens/SocialButtons';
import { choice, errorsById, mapped } from './controls';
import { withWidget } from './decorators';

const ALL = Object.keys(OAUTH_PROVIDER_NAMES);
const THREE = ['google', 'github', 'apple'];

const oneTapStates = {
  none: null,
  'Loading, embedded': { status: 'loading', height: 47, parentId: 'one-tap-story' },
  'Loading, floating': { status: 'loading', height: null, parentId: 'one-tap-story' },
} satisfies Record<string, ComponentProps<typeof SocialButtons>['oneTap']>;
const oneTapErrors = errorsById(
  'error.onetap_unregistered_origin',
  'error.onetap_invalid_client',
  'error.onetap_oauth_config_not_found',
  'error.onetap_no_login_redirect_urls_set',
  'error.onetap_no_signup_redirect_urls_set',
  'error.onetap_default_provider_not_allowed',
);
type Args = Omit<ComponentProps<typeof SocialButtons>, 'oneTap' | 'oneTapError'> & {
  oneTap?: keyof typeof oneTapStates;
  oneTapError?: keyof typeof oneTapErrors;
};

const meta = {
  title: 'Screens/SocialButtons',
  component: mapped<Args>(SocialButtons),
  decorators: [withWidget],
  argTypes: {
    // 'myspace' stands for a type the widget does not know (UnknownProvider).
    providers: { control: { type: 'check' }, options: [...ALL, 'myspace'] },
    starting: { control: { type: 'select', labels: { null: 'none' } }, options: [null, ...ALL] },
    oneTap: choice(oneTapStates),
    oneTapError: choice(oneTapErrors),
  },
  args: { providers: THREE, starting: null, onStart: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneProvider: Story = {
  args: { providers: ['google'] },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledWith('google');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ThreeProviders: Story = {
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual(['Continue with Google', 'Continue with GitHub', 'Continue with Apple']);
  },
};

/**
 * SPEC §2: every provider's label and logo; the logo is decorative, the label names the button.
 * Nineteen buttons are taller than the test browser's window, so the pictures come in two halves below.
 */
export const AllNineteen: Story = {
  args: { providers: ALL },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    for (const name of Object.values(OAUTH_PROVIDER_NAMES)) {
      await expect(canvas.getByRole('button', { name: `Continue with ${name}` })).toBeVisible();
    }
    const logos = [...canvasElement.querySelectorAll('button svg')];
    await expect(logos).toHaveLength(19);
    for (const logo of logos) await expect(logo).toHaveAttribute('aria-hidden', 'true');
  },
};

export const FirstTen: Story = { args: { providers: ALL.slice(0, 10) } };
export const LastNine: Story = { args: { providers: ALL.slice(10) } };

/** SPEC §2: an unknown type gets no label to show, yet its type names it for assistive technology. */
export const UnknownProvider: Story = {
  args: { providers: ['github', 'myspace'] },
  play: async ({ args, canvas }) => {
    const unknown = canvas.getByRole('button', { name: 'myspace' });
    await expect(unknown).toHaveTextContent('');
    await userEvent.click(unknown);
    await expect(args.onStart).toHaveBeenCalledWith('myspace');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While a provider's start runs, its button spins and the others wait. */
export const Starting: Story = {
  args: { starting: 'github' },
  play: async ({ args, canvas }) => {
    const github = canvas.getByRole('button', { name: 'Continue with GitHub' });
    await expect(github).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await userEvent.click(github);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** SPEC §2, §9: One Tap embedded in Google's place, 47 px high, with the size-25 spinner until the prompt shows. */
export const OneTapLoading: Story = {
  args: { oneTap: 'Loading, embedded' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    const box = canvasElement.querySelector<HTMLElement>('#one-tap-story')!.parentElement!;
    await expect(box.getBoundingClientRect().height).toBe(47);
  },
};

/** A floating prompt loads: only the spinner holds Google's place. */
export const OneTapFloatingLoading: Story = {
  args: { oneTap: 'Loading, floating' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvasElement.querySelector('#one-tap-story')).toBeNull();
  },
};

/** SPEC §8: each One Tap developer error, as a test public token's developer sees it, above Google's ordinary button. */
const developerError = (reason: string, text: string): Story => ({
  args: { oneTapError: `error.onetap_${reason}` as keyof typeof oneTapErrors },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
});

export const OneTapOriginNotAllowed = developerError('unregistered_origin', 'One Tap: this origin is not allowed by your Google client.');
export const OneTapInvalidClient = developerError('invalid_client', 'One Tap: Google does not know this client id.');
export const OneTapNoOAuthConfig = developerError('oauth_config_not_found', 'One Tap: Google is not set up for this project.');
export const OneTapNoLoginRedirectUrls = developerError('no_login_redirect_urls_set', 'One Tap: this project has no login redirect URL.');
export const OneTapNoSignupRedirectUrls = developerError('no_signup_redirect_urls_set', 'One Tap: this project has no signup redirect URL.');
export const OneTapDefaultProviderNotAllowed = developerError(
  'default_provider_not_allowed',
  'One Tap needs your own Google client, not the default one.',
);
