import { useT } from '../i18n/I18nProvider';
import { idpMessages } from '../i18n/messages/idp';
import { Collapsible } from '../primitives/Collapsible';
import { Text } from '../primitives/Text';
import { permissionItems } from './idpPermissionItems';
import { IDPPermissionList } from './IDPPermissionList';
import type { ConsentScope } from './idpTypes';
import * as styles from './IDPConsent.css';

export interface IDPUngrantableNoticeProps {
  clientName: string;
  /** The requested scopes the person may not grant. */
  scopes: readonly ConsentScope[];
}

/** SPEC §2: a collapsible notice listing the scopes the person cannot grant (they are never granted). */
export function IDPUngrantableNotice({ clientName, scopes }: IDPUngrantableNoticeProps) {
  const t = useT(idpMessages);
  return (
    <div className={styles.notice} data-notice="ungrantable">
      <Collapsible label={t('idp.ungrantable.notice', { clientName })}>
        <Text variant="small">{t('idp.ungrantable.list', { clientName })}</Text>
        <IDPPermissionList items={permissionItems(scopes, t)} />
      </Collapsible>
    </div>
  );
}
