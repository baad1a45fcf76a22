import { forwardRef, useId, useRef, type FormEvent } from 'react';
import { useT } from '../../../../../i18n/I18nProvider';
import { Button } from '../../../../../primitives/Button';
import * as field from '../../../../../primitives/field.css';
import { useAnnounceElement } from '../../../../../primitives/Announcer';
import { TextInput } from '../../../../../primitives/TextInput';
import * as common from '../../../../../screens/common.css';
import { MessageText } from '../../../../../screens/MessageText';
import * as styles from '../../screens/settingsSection.css';
import { connectionMessages } from '../messages';
import type { SsoConnectionSettingsProps } from './connectionTypes';

export type SsoConnectionFormProps = Pick<SsoConnectionSettingsProps, 'draft' | 'errors' | 'busy' | 'onDraftChange' | 'onFile' | 'onSave' | 'onCancelEdit'>;

/** Choose OIDC (issuer, client ID, secret) or SAML (metadata by URL, or a file picked with a real file input). The ref is the protocol's checked radio, where focus lands when it opens. */
export const SsoConnectionForm = forwardRef<HTMLInputElement, SsoConnectionFormProps>(function SsoConnectionForm({ draft, errors, busy, ...on }, firstRef) {
  const t = useT(connectionMessages);
  const ids = { file: useId(), fileHint: useId(), fileError: useId() };
  const fileErrorRef = useRef<HTMLParagraphElement>(null);
  // Spoken through the widget's one region for errors, as a text field's error is.
  useAnnounceElement(fileErrorRef, !!errors.metadataFile);
  const saving = busy === 'save';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) on.onSave();
  };
  const radio = <V extends string>(name: string, value: V, checked: boolean, label: string, set: (value: V) => void, ref?: typeof firstRef) => (
    <label className={styles.choice}>
      <input ref={checked ? ref : undefined} className={styles.radio} type="radio" name={name} value={value} checked={checked} disabled={saving} onChange={() => set(value)} />
      {label}
    </label>
  );
  const error = (key: keyof typeof errors) => (errors[key] ? <MessageText error={errors[key]} /> : undefined);
  const typeName = useId();
  const sourceName = useId();
  return (
    <form className={common.tight} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={field.label}>{t('organizations.connection.type')}</legend>
        {radio(typeName, 'oidc', draft.type === 'oidc', t('organizations.connection.oidc'), (type) => on.onDraftChange({ type }), firstRef)}
        {radio(typeName, 'saml', draft.type === 'saml', t('organizations.connection.saml'), (type) => on.onDraftChange({ type }), firstRef)}
      </fieldset>
      {draft.type === 'oidc' ? (
        <>
          <TextInput label={t('organizations.connection.issuer')} hint={t('organizations.connection.issuerHint')} type="url" inputMode="url" autoComplete="off" spellCheck={false} dir="ltr" value={draft.issuer} onChange={(event) => on.onDraftChange({ issuer: event.target.value })} error={error('issuer')} disabled={saving} />
          <TextInput label={t('organizations.connection.clientId')} autoComplete="off" spellCheck={false} dir="ltr" value={draft.clientId} onChange={(event) => on.onDraftChange({ clientId: event.target.value })} error={error('clientId')} disabled={saving} />
          {/* The IdP's secret, not the person's password: masked, and no password manager should offer or save it. */}
          <TextInput label={t('organizations.connection.clientSecret')} hint={t('organizations.connection.clientSecretHint')} type="password" autoComplete="off" spellCheck={false} dir="ltr" value={draft.clientSecret} onChange={(event) => on.onDraftChange({ clientSecret: event.target.value })} disabled={saving} />
        </>
      ) : (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={field.label}>{t('organizations.connection.metadataSource')}</legend>
            {radio(sourceName, 'url', draft.samlSource === 'url', t('organizations.connection.metadataByUrl'), (samlSource) => on.onDraftChange({ samlSource }))}
            {radio(sourceName, 'file', draft.samlSource === 'file', t('organizations.connection.metadataByFile'), (samlSource) => on.onDraftChange({ samlSource }))}
          </fieldset>
          {draft.samlSource === 'url' ? (
            <TextInput label={t('organizations.connection.metadataUrl')} type="url" inputMode="url" autoComplete="off" spellCheck={false} dir="ltr" value={draft.metadataUrl} onChange={(event) => on.onDraftChange({ metadataUrl: event.target.value })} error={error('metadataUrl')} disabled={saving} />
          ) : (
            <div className={field.root}>
              <label htmlFor={ids.file} className={field.label}>
                {t('organizations.connection.metadataFile')}
              </label>
              {draft.fileName ? (
                <span id={ids.fileHint} className={field.hint}>
                  {t('organizations.connection.fileChosen', { file: draft.fileName })}
                </span>
              ) : null}
              <input
                id={ids.file}
                type="file"
                accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
                className={styles.file}
                disabled={saving}
                aria-describedby={[draft.fileName ? ids.fileHint : '', errors.metadataFile ? ids.fileError : ''].filter(Boolean).join(' ') || undefined}
                aria-invalid={errors.metadataFile ? true : undefined}
                onChange={(event) => on.onFile(event.target.files?.[0] ?? null)}
              />
              {errors.metadataFile ? (
                <p ref={fileErrorRef} id={ids.fileError} className={field.error}>
                  <MessageText error={errors.metadataFile} />
                </p>
              ) : null}
            </div>
          )}
        </>
      )}
      <span className={styles.actions}>
        <Button type="submit" loading={saving} disabled={busy !== null}>
          {t('organizations.connection.save')}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={on.onCancelEdit}>
          {t('organizations.connection.cancel')}
        </Button>
      </span>
    </form>
  );
});
