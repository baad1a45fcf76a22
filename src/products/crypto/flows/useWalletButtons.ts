/** SPEC §2 Social and wallet buttons: the wallets found, how many fit on Main, and where each button goes. */
import { useLayoutEffect, useState } from 'react';
import type { CryptoWalletButtonsProps } from '../screens/CryptoWalletButtons';
import type { FlowArgs } from '../../../flows/runtime';
import { chooseWallet } from './chosenWallet';
import { watchWallets, type DetectedWallet, type WalletWindow } from './discovery';

/** SPEC §9: Main has room for 6 buttons, social and wallet ones, one of them 'other' or 'set up'. */
const MAIN_BUTTONS = 6;

/** The wallets in this browser, found before the first paint, then again when one announces itself (EIP-6963). */
export function useDetectedWallets(win: WalletWindow | undefined = globalThis.window): DetectedWallet[] {
  const [wallets, setWallets] = useState<DetectedWallet[]>([]);
  useLayoutEffect(() => win && watchWallets(win, setWallets), [win]);
  return wallets;
}

export interface WalletButtonsViewModel extends CryptoWalletButtonsProps {
  wallets: DetectedWallet[];
}

export function useWalletButtons({ config, dispatch }: FlowArgs, win?: WalletWindow): WalletButtonsViewModel {
  const wallets = useDetectedWallets(win);
  const social = config.products.includes('oauth') ? config.oauthOptions.providers.length : 0;
  return {
    wallets,
    room: Math.max(0, MAIN_BUTTONS - social - 1),
    // The view hands back one of these wallets: the one with its provider.
    onSelect: (picked) => {
      const wallet = wallets.find((candidate) => candidate === picked);
      if (wallet) chooseWallet(dispatch, wallet);
    },
    onOther: () => dispatch({ type: 'transition', screen: 'CryptoOtherScreen' }),
    onSetUp: () => dispatch({ type: 'transition', screen: 'CryptoSetupWallet' }),
  };
}
