import { useEffect, useRef, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { TextInput } from '../../../primitives/TextInput';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import * as common from '../../../screens/common.css';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { switcherMessages } from '../switcher/messages';
import type { OrganizationCreateValues } from './switcherTypes';

export interface OrganizationCreateProps {
  values: OrganizationCreateValues;
  /** Each field's problem, found before any call. @defaultValue none */
  errors?: { name?: ScreenError | null; slug?: ScreenError | null };
  /** The server's refusal (a URL name in use, say). @defaultValue null */
  error?: ScreenError | null;
  /** @defaultValue 'idle' */
  status?: 'idle' | 'submitting';
  onValuesChange(values: OrganizationCreateValues): void;
  onSubmit(): void;
  /** @defaultValue undefined (no back arrow) */
  onBack?: () => void;
}

/** Creating an organization (docs/organizations.md "The organization switcher"): a name, and a URL name if the person wants one. */
export function OrganizationCreate({ values, errors = {}, error = null, status = 'idle', onValuesChange, onSubmit, onBack }: OrganizationCreateProps) {
  const t = useT(switcherMessages);
  const busy = status === 'submitting';
  const nameRef = useRef<HTMLInputElement>(null);
  const slugRef = useRef<HTMLInputElement>(null);
  // A refused submit takes the person to the first field to mend; typing (which clears its message) does not move them.
  useEffect(() => {
    (errors.name ? nameRef : errors.slug ? slugRef : null)?.current?.focus();
  }, [errors.name, errors.slug]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <ScreenLayout title={t('organizations.create.title')} onBack={onBack}>
      <form className={common.stack} onSubmit={submit} noValidate>
        {error ? <ErrorBanner error={error} /> : null}
        <TextInput
          ref={nameRef}
          label={t('organizations.create.name')}
          autoComplete="organization"
          value={values.name}
          onChange={(event) => onValuesChange({ ...values, name: event.target.value })}
          required
          error={errors.name ? <MessageText error={errors.name} /> : undefined}
        />
        <TextInput
          ref={slugRef}
          label={t('organizations.create.slug')}
          hint={t('organizations.create.slugHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          value={values.slug}
          onChange={(event) => onValuesChange({ ...values, slug: event.target.value })}
          error={errors.slug ? <MessageText error={errors.slug} /> : undefined}
        />
        <Button type="submit" loading={busy}>
          {t('organizations.create.submit')}
        </Button>
      </form>
    </ScreenLayout>
  );
}
