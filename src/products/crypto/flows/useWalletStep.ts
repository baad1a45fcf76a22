/**
 * SPEC §4 Crypto: connect the wallet, get the address, start authentication for a challenge, go
 * to CryptoSignMessage, sign it, authenticate, then CryptoConfirmation; any failure, CryptoError.
 * Each of the two waiting screens runs its step once when it shows; the back arrow abandons it.
 */
import { needsSecondFactor } from '../../../client/needsSecondFactor';
import { useEffect, useRef } from 'react';
import type { WalletButtonModel } from '../screens/cryptoTypes';
import { useFlowRuntime, type FlowArgs, type FlowRuntime } from '../../../flows/runtime';
import type { CryptoState, Screen } from '../../../flows/state';
import { chosenWallet } from './chosenWallet';
import type { DetectedWallet } from './discovery';
import { isUserRejection, requestAddress, signChallenge, walletError } from './walletCalls';
import { walletType } from './walletOptions';

export interface WalletStepViewModel {
  /** The wallet being asked. */
  wallet: WalletButtonModel;
}

/** Answers what to store, or a screen other than the step's next one. */
type Step = (wallet: DetectedWallet, runtime: FlowRuntime) => Promise<Partial<CryptoState> | Screen | void>;

function useWalletStep(args: FlowArgs, next: Screen, step: Step): WalletStepViewModel {
  const runtime = useFlowRuntime(args);
  const wallet = chosenWallet(args.dispatch);
  const started = useRef(false); // StrictMode runs effects twice: a wallet is asked once
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let update: Partial<CryptoState> | Screen | void = undefined;
      let screen: Screen = next;
      try {
        if (!wallet) throw walletError('crypto_connect');
        update = await step(wallet, runtime);
        if (typeof update === 'string') [screen, update] = [update, undefined];
      } catch (error) {
        screen = 'CryptoError';
        // SPEC §8: failures reach onError; the person's own "Reject" in the wallet is no fault.
        if (!isUserRejection(error)) runtime.fail(error);
      }
      // After the back arrow the answer moves nobody: the person is on Main again.
      if (!runtime.isMounted()) return;
      const { dispatch } = runtime.args;
      if (update && typeof update !== 'string') dispatch({ type: 'update_crypto_state', cryptoState: update });
      dispatch({ type: 'transition', screen });
    })();
  }, []);
  return { wallet: wallet ?? { option: args.state.formState.cryptoState.walletOption } };
}

/** CryptoConnect: the wallet's address, then the challenge for it. */
export const useCryptoConnect = (args: FlowArgs): WalletStepViewModel =>
  useWalletStep(args, 'CryptoSignMessage', async (wallet, { args: { client } }) => {
    const address = await requestAddress(wallet);
    const { challenge } = await client.cryptoWallets.authenticateStart({
      crypto_wallet_address: address,
      crypto_wallet_type: walletType(wallet.option),
    });
    return { walletAddress: address, walletChallenge: challenge };
  });

/** CryptoSignMessage: the wallet signs the challenge, and the signature signs the person in. */
export const useCryptoSign = (args: FlowArgs): WalletStepViewModel =>
  useWalletStep(args, 'CryptoConfirmation', async (wallet, { args: { client, config, state } }) => {
    const { walletAddress, walletChallenge } = state.formState.cryptoState;
    const answer = await client.cryptoWallets.authenticate({
      crypto_wallet_address: walletAddress,
      crypto_wallet_type: walletType(wallet.option),
      signature: await signChallenge(wallet, walletAddress, walletChallenge),
      session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    });
    // No 'Success!' without a session.
    return needsSecondFactor(answer) ? 'SecondFactor' : undefined;
  });
