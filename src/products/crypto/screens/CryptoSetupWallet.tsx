import { useT } from '../../../i18n/I18nProvider';
import { cryptoMessages } from '../messages';
import { sharedMessages } from '../../../i18n/messages/shared';
import { Text } from '../../../primitives/Text';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import * as common from '../../../screens/common.css';
import type { WalletSite } from './cryptoTypes';
import { isWebUrl } from './safeUrls';
import { ScreenLayout } from '../../../screens/ScreenLayout';

export interface CryptoSetupWalletProps {
  /** Where to get a wallet; each opens in a new tab, and only http(s) links are shown. */
  sites: readonly WalletSite[];
  onBack(): void;
}

/** SPEC §2 CryptoSetupWallet: a person without a wallet learns where to get one, then comes back. */
export function CryptoSetupWallet({ sites, onBack }: CryptoSetupWalletProps) {
  const t = useT(cryptoMessages, sharedMessages);
  return (
    <ScreenLayout title={t('crypto.setUpNewWallet')} onBack={onBack}>
      <Text>{t('crypto.setup.text')}</Text>
      <ul role="list" className={common.tight}>
        {sites
          .filter((site) => isWebUrl(site.href))
          .map((site) => (
            <li key={site.href}>
              <a className={common.link} part="link" href={site.href} target="_blank" rel="noopener noreferrer">
                {t(`crypto.wallet.${site.option}`)}
                <VisuallyHidden>{` ${t('common.opensInNewTab')}`}</VisuallyHidden>
              </a>
            </li>
          ))}
      </ul>
    </ScreenLayout>
  );
}
