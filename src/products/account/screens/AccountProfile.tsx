import { useId, useRef, type FormEvent } from 'react';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { TextInput } from '../../../primitives/TextInput';
import * as field from '../../../primitives/field.css';
import { useT } from '../../../i18n/I18nProvider';
import * as common from '../../../screens/common.css';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { accountErrorMessages } from '../errorMessages';
import { accountMessages } from '../messages';
import { AccountAvatar } from './AccountAvatar';
import * as avatar from './AccountAvatar.css';
import * as styles from './AccountList.css';

/** The picture types a backend that stores files takes (docs/protocol.md "Account"). */
export const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export interface AccountProfileProps {
  values: { name: string; pictureUrl: string };
  /** The picture as it is now (saved, or just uploaded). */
  picture: string | null;
  /** The backend stores picture files (else a picture is given by its address). */
  canUpload: boolean;
  status: 'idle' | 'saving' | 'uploading';
  errors: { name: ScreenError | null; pictureUrl: ScreenError | null; upload: ScreenError | null; form: ScreenError | null };
  onNameChange(name: string): void;
  onPictureUrlChange(url: string): void;
  onUpload(file: File): void;
  onRemovePicture(): void;
  onSubmit(): void;
  /** @defaultValue undefined (no back arrow) */
  onBack?: () => void;
}

/** The name and picture (docs/account.md "Profile"). */
export function AccountProfile(props: AccountProfileProps) {
  const { values, picture, canUpload, status, errors } = props;
  const t = useT(accountMessages, accountErrorMessages);
  const fileId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = status !== 'idle';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };
  return (
    <ScreenLayout title={t('account.profile.title')} onBack={props.onBack}>
      <form className={common.stack} onSubmit={submit} noValidate>
        {errors.form ? <Text role="alert" variant="error"><MessageText error={errors.form} /></Text> : null}
        <TextInput
          label={t('account.profile.name')}
          autoComplete="name"
          value={values.name}
          onChange={(event) => props.onNameChange(event.target.value)}
          required
          maxLength={200}
          error={errors.name ? <MessageText error={errors.name} /> : undefined}
        />
        <fieldset className={`${common.tight} ${styles.fieldset}`}>
          <legend className={field.label}>{t('account.profile.picture')}</legend>
          <div className={avatar.header}>
            <AccountAvatar pictureUrl={picture} name={values.name || '?'} alt={t('account.pictureAlt')} />
            {picture ? (
              <Button variant="text" className={common.textAction} disabled={busy} onClick={props.onRemovePicture}>
                {t('account.profile.removePicture')}
              </Button>
            ) : null}
          </div>
          {canUpload ? (
            <div className={field.root}>
              <label htmlFor={fileId} className={field.label}>
                {t('account.profile.upload')}
              </label>
              <span id={fileHintId} className={field.hint}>
                {t('account.profile.uploadHint')}
              </span>
              <input
                ref={fileRef}
                id={fileId}
                type="file"
                accept={PICTURE_TYPES}
                className={styles.file}
                disabled={busy}
                aria-describedby={errors.upload ? `${fileHintId} ${fileErrorId}` : fileHintId}
                aria-invalid={errors.upload ? true : undefined}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) props.onUpload(file);
                  if (fileRef.current) fileRef.current.value = ''; // the same file can be chosen again
                }}
              />
              {errors.upload ? (
                <p id={fileErrorId} className={field.error} role="alert">
                  <MessageText error={errors.upload} />
                </p>
              ) : null}
            </div>
          ) : null}
          <TextInput
            label={t('account.profile.pictureUrl')}
            hint={t('account.profile.pictureUrlHint')}
            type="url"
            inputMode="url"
            autoComplete="photo"
            value={values.pictureUrl}
            onChange={(event) => props.onPictureUrlChange(event.target.value)}
            error={errors.pictureUrl ? <MessageText error={errors.pictureUrl} /> : undefined}
          />
        </fieldset>
        <Button type="submit" loading={status === 'saving'} disabled={busy}>
          {t('account.save')}
        </Button>
      </form>
    </ScreenLayout>
  );
}
