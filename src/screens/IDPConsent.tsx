import { useT } from '../i18n/I18nProvider';
import { idpMessages } from '../i18n/messages/idp';
import { Button } from '../primitives/Button';
import { Logo } from '../primitives/Logo';
import { permissionItems } from './idpPermissionItems';
import { IDPPermissionSection } from './IDPPermissionSection';
import type { ConsentSection, IDPConsentModel } from './idpTypes';
import { IDPUngrantableNotice } from './IDPUngrantableNotice';
import { ScreenLayout } from './ScreenLayout';
import * as styles from './IDPConsent.css';

export interface IDPConsentProps extends IDPConsentModel {
  /** The host project's name (bootstrap projectName). */
  projectName: string;
  /** The answer being sent: its button spins and both are blocked. @defaultValue null */
  pending?: 'allow' | 'deny' | null;
  onAllow(): void;
  onDeny(): void;
}

/**
 * SPEC §2 IDPConsent: who asks for what, Allow or Deny. The client's and project's names, the scope
 * descriptions and a host manifest are drawn as text, never as HTML.
 */
export function IDPConsent(props: IDPConsentProps) {
  const { clientName, projectName, logoUrl, scopes, ungrantableScopes, standardOnly, manifest = null, pending = null } = props;
  const t = useT(idpMessages);
  const sections: ConsentSection[] = manifest ?? [
    {
      header: t(standardOnly ? 'idp.requesting' : 'idp.allowTo', { clientName }),
      items: permissionItems(scopes, t),
    },
  ];
  return (
    <ScreenLayout
      title={t(standardOnly ? 'idp.title.standard' : 'idp.title.custom', { clientName, projectName })}
      before={logoUrl ? <Logo src={logoUrl} alt={t('idp.logoAlt', { clientName })} /> : undefined}
      centered
    >
      {sections.map((section, index) => (
        <IDPPermissionSection key={index} section={section} />
      ))}
      {ungrantableScopes.length > 0 ? <IDPUngrantableNotice clientName={clientName} scopes={ungrantableScopes} /> : null}
      <div className={styles.actions}>
        <Button variant="secondary" loading={pending === 'deny'} disabled={pending !== null} onClick={props.onDeny}>
          {t('idp.deny')}
        </Button>
        {/* Nothing grantable: Allow would grant nothing the person was shown. */}
        <Button loading={pending === 'allow'} disabled={pending !== null || scopes.length === 0} onClick={props.onAllow}>
          {t('idp.allow')}
        </Button>
      </div>
    </ScreenLayout>
  );
}
