import { useT } from '../i18n/I18nProvider';
import { Spinner } from '../primitives/Spinner';
import * as common from './common.css';
import { ScreenLayout } from './ScreenLayout';

/** IDPLoading takes no data. */
export type IDPLoadingProps = Record<string, never>;

/** SPEC §4 consent states loading and preflight (and the way out to the app): a spinner, named for screen readers. */
export function IDPLoading() {
  const t = useT();
  return (
    <ScreenLayout title={t('common.loading')} titleHidden>
      <div className={common.centeredRow}>
        <Spinner size="large" label={t('common.loading')} />
      </div>
    </ScreenLayout>
  );
}
