import { useT } from '../i18n/I18nProvider';
import { Spinner } from '../primitives/Spinner';
import * as common from './common.css';
import { ScreenLayout } from './ScreenLayout';

/** LoadingScreen takes no data. */
export type LoadingScreenProps = Record<string, never>;

/** A screen whose data is on its way (consent's preflight, an invitation's details): a spinner, named for screen readers. */
export function LoadingScreen() {
  const t = useT();
  return (
    <ScreenLayout title={t('common.loading')} titleHidden>
      <div className={common.centeredRow}>
        <Spinner size="large" label={t('common.loading')} />
      </div>
    </ScreenLayout>
  );
}
