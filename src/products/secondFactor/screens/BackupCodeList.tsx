import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { securityMessages } from '../securityMessages';
import { CopyButton } from './CopyButton';
import * as styles from './SecuritySettings.css';

/** Backup codes, shown once: a list to copy or download as a text file. */
export function BackupCodeList({ codes, fileName }: { codes: string[]; fileName: string }) {
  const t = useT(securityMessages);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <>
      <Text>{t('security.backupCodes.text')}</Text>
      <ul className={styles.codes} aria-label={t('security.backupCodes.title')}>
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <CopyButton text={text} label={t('security.copyCodes')} />
        <Button variant="secondary" onClick={download}>
          {t('security.download')}
        </Button>
      </div>
    </>
  );
}
