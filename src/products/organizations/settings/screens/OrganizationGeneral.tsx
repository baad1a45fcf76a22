import type { FormEvent } from 'react';
import { Button } from '../../../../primitives/Button';
import { Checkbox } from '../../../../primitives/Checkbox';
import { TextInput } from '../../../../primitives/TextInput';
import { useT } from '../../../../i18n/I18nProvider';
import type { MessageId } from '../../../../i18n/translator';
import { organizationSettingsMessages } from '../messages';
import { SectionNotice, type SectionNoticeValue } from './SectionNotice';
import * as styles from './settings.css';

export interface OrganizationGeneralProps {
  values: { name: string; slug: string; ssoRequired: boolean };
  errors: { name?: MessageId; slug?: MessageId };
  /** The person may edit the name and slug (`organization:update`); otherwise they read them. */
  canEdit: boolean;
  /** The person may turn required single sign-on on or off (`sso:manage`): the toggle shows only then. */
  canRequireSso: boolean;
  status: 'idle' | 'submitting';
  notice: SectionNoticeValue | null;
  onValueChange<K extends 'name' | 'slug' | 'ssoRequired'>(field: K, value: OrganizationGeneralProps['values'][K]): void;
  onSubmit(): void;
}

/** The organization's name and slug, and whether its people must sign in through its identity provider. */
export function OrganizationGeneral({ values, errors, canEdit, canRequireSso, status, notice, onValueChange, onSubmit }: OrganizationGeneralProps) {
  const t = useT(organizationSettingsMessages);
  if (!canEdit) {
    return (
      <dl className={styles.details}>
        <dt className={styles.term}>{t('organizations.settings.general.name')}</dt>
        <dd className={styles.definition}>
          <bdi>{values.name}</bdi>
        </dd>
        <dt className={styles.term}>{t('organizations.settings.general.slug')}</dt>
        <dd className={styles.definition}>
          <bdi>{values.slug}</bdi>
        </dd>
      </dl>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const busy = status === 'submitting';
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SectionNotice notice={notice} />
      <TextInput
        label={t('organizations.settings.general.name')}
        value={values.name}
        autoComplete="organization"
        maxLength={100}
        required
        error={errors.name ? t(errors.name) : undefined}
        onChange={(event) => onValueChange('name', event.target.value)}
      />
      <TextInput
        label={t('organizations.settings.general.slug')}
        hint={t('organizations.settings.general.slugHint')}
        value={values.slug}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        maxLength={48}
        required
        error={errors.slug ? t(errors.slug) : undefined}
        onChange={(event) => onValueChange('slug', event.target.value.toLowerCase())}
      />
      {canRequireSso ? (
        <Checkbox label={t('organizations.settings.general.ssoRequired')} checked={values.ssoRequired} onCheckedChange={(on) => onValueChange('ssoRequired', on)} />
      ) : null}
      <Button type="submit" loading={busy}>
        {t('organizations.settings.general.save')}
      </Button>
    </form>
  );
}
