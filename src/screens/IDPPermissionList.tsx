import { Collapsible } from '../primitives/Collapsible';
import * as common from './common.css';
import type { ConsentItem } from './idpTypes';
import * as styles from './IDPConsent.css';

export interface IDPPermissionListProps {
  items: ReadonlyArray<string | ConsentItem>;
}

/** Permissions as a list; one with details opens them on demand (SPEC §2: expandable details). Text only. */
export function IDPPermissionList({ items }: IDPPermissionListProps) {
  return (
    <ul className={styles.permissions}>
      {items.map((item, index) => {
        const { text, details = [] } = typeof item === 'string' ? { text: item } : item;
        return (
          <li key={index} className={styles.permission}>
            {details.length > 0 ? (
              <Collapsible label={text}>
                <ul className={common.plainList}>
                  {details.map((detail, at) => (
                    <li key={at}>{detail}</li>
                  ))}
                </ul>
              </Collapsible>
            ) : (
              <span className={styles.permissionText}>{text}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
