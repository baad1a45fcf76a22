import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { MainScreen } from '../../src/screens/MainScreen';
import { mapped } from './controls';
import { withWidget } from './decorators';
import { emailPart, mainScreenControls, type MainScreenArgs } from './mainFixtures';
import { fakeDiscoveredWallets, walletCallbacks, walletPart } from './walletFixtures';

// SPEC §2 Main with the crypto product: wallet buttons above the email form, an 'or' between.
const meta = preview.meta({
  title: 'Screens/MainScreen/Wallets',
  component: mapped<MainScreenArgs>(MainScreen),
  decorators: [withWidget],
  argTypes: mainScreenControls,
  args: { parts: [walletPart(fakeDiscoveredWallets.slice(0, 1)), emailPart()] },
});

const buttonNames = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-main-part="crypto"] button')].map((button) => button.textContent);

export const OneWallet = meta.story();
OneWallet.test('shows its announced icon and picks it when pressed', async ({ canvas, canvasElement }) => {
  await expect(buttonNames(canvasElement)).toEqual(['MetaMask', 'Set up a new crypto wallet']);
  // Its announced icon, drawn as a decorative image beside the title.
  const image = canvasElement.querySelector('[data-main-part="crypto"] img');
  await expect(image).toHaveAttribute('alt', '');
  await expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  await expect(canvas.getByText('or')).toBeVisible();
  walletCallbacks.onSelect.mockClear();
  await userEvent.click(canvas.getByRole('button', { name: 'MetaMask' }));
  await expect(walletCallbacks.onSelect).toHaveBeenCalledWith(fakeDiscoveredWallets[0]);
  (document.activeElement as HTMLElement | null)?.blur();
});

export const ThreeWallets = meta.story({
  args: { parts: [walletPart(fakeDiscoveredWallets.slice(0, 3)), emailPart()] },
  play: async ({ canvasElement }) => {
    // A wallet the spec does not name shows the name it announced; one without an icon gets the glyph.
    await expect(buttonNames(canvasElement)).toEqual(['MetaMask', 'Phantom', 'Rabby Wallet', 'Set up a new crypto wallet']);
    await expect(canvasElement.querySelector('[data-main-part="crypto"] svg[data-icon="wallet"]')).not.toBeNull();
  },
});

export const MoreWalletsThanRoom = meta.story({
  args: { parts: [walletPart(fakeDiscoveredWallets), emailPart()] },
});
MoreWalletsThanRoom.test('shows five wallets, then one button for the others', async ({ canvas, canvasElement }) => {
  // Room for 5 (6 − no social − 1): five wallets, then 'other' instead of 'set up'.
  await expect(buttonNames(canvasElement)).toEqual([
    'MetaMask',
    'Phantom',
    'Rabby Wallet',
    'Coinbase Wallet',
    'Binance Wallet',
    'Continue with other Crypto Wallet',
  ]);
  walletCallbacks.onOther.mockClear();
  await userEvent.click(canvas.getByRole('button', { name: 'Continue with other Crypto Wallet' }));
  await expect(walletCallbacks.onOther).toHaveBeenCalledOnce();
  (document.activeElement as HTMLElement | null)?.blur();
});

export const NoWalletInstalled = meta.story({
  args: { parts: [walletPart([]), emailPart()] },
});
NoWalletInstalled.test('offers only to set up a wallet', async ({ canvas, canvasElement }) => {
  await expect(buttonNames(canvasElement)).toEqual(['Set up a new crypto wallet']);
  walletCallbacks.onSetUp.mockClear();
  await userEvent.click(canvas.getByRole('button', { name: 'Set up a new crypto wallet' }));
  await expect(walletCallbacks.onSetUp).toHaveBeenCalledOnce();
  (document.activeElement as HTMLElement | null)?.blur();
});

export const UnsafeIcon = meta.story({
  args: { parts: [walletPart([{ option: 'OtherEthereumWallet', name: 'Sketchy Wallet', icon: 'javascript:alert(1)' }])] },
});
UnsafeIcon.test('draws the wallet glyph, never an icon that is not an image', async ({ canvasElement }) => {
  // Only a data:image or http(s) icon is drawn; anything else gets the wallet glyph.
  await expect(canvasElement.querySelector('img')).toBeNull();
  await expect(canvasElement.querySelector('svg[data-icon="wallet"]')).not.toBeNull();
});
