/**
 * The wallet a person picked, from Main until the sign-in ends. A provider object cannot live in
 * the reducer's state (SPEC §3 keeps cryptoState to address, option and challenge), so it is held
 * beside it, keyed by the widget's own dispatch: two widgets on a page never share it, and it goes
 * with its widget.
 */
import type { WidgetDispatch } from '../../../flows/reducer';
import type { DetectedWallet } from './discovery';

const chosen = new WeakMap<WidgetDispatch, DetectedWallet>();

/** Keeps the wallet, stores its option (SPEC §4 update_crypto_state) and goes to CryptoConnect. */
export function chooseWallet(dispatch: WidgetDispatch, wallet: DetectedWallet): void {
  chosen.set(dispatch, wallet);
  dispatch({ type: 'update_crypto_state', cryptoState: { walletOption: wallet.option, walletAddress: '', walletChallenge: '' } });
  dispatch({ type: 'transition', screen: 'CryptoConnect' });
}

export const chosenWallet = (dispatch: WidgetDispatch): DetectedWallet | undefined => chosen.get(dispatch);
