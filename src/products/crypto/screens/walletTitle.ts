import type { Translate } from '../../../i18n/translator';
import type { WalletButtonModel } from './cryptoTypes';

/** SPEC §2: a wallet button shows its wallet type's title; a generic wallet shows the name it announced. */
export const walletTitle = (t: Translate, wallet: WalletButtonModel): string => wallet.name || t(`crypto.wallet.${wallet.option}`);
