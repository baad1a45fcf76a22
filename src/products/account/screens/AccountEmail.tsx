import { useId, type FormEvent } from 'react';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { TextInput } from '../../../primitives/TextInput';
import { useT } from '../../../i18n/I18nProvider';
import * as common from '../../../screens/common.css';
import { IsolatedValue } from '../../../screens/IsolatedValue';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { accountErrorMessages } from '../errorMessages';
import { accountMessages } from '../messages';
import * as styles from './AccountList.css';

export interface AccountEmailAddress {
  id: string;
  email: string;
  verified: boolean;
}

export interface AccountEmailProps {
  /** form: change or add; sent: a link went to `email` (`adding`: a second address). */
  step: { kind: 'form' } | { kind: 'sent'; email: string; adding: boolean };
  /** The primary address now; null: none. */
  current: AccountEmailAddress | null;
  /** Other addresses; null where the backend keeps only one. */
  others: readonly AccountEmailAddress[] | null;
  values: { email: string; extra: string };
  status: 'idle' | 'sending' | 'adding' | 'removing';
  errors: { email: ScreenError | null; extra: ScreenError | null; form: ScreenError | null };
  onEmailChange(email: string): void;
  onExtraChange(email: string): void;
  /** Sends the link to the new primary address. */
  onSubmit(): void;
  /** Sends the link to a second address. */
  onAdd(): void;
  onRemove(id: string): void;
  onDone(): void;
  /** @defaultValue undefined (no back arrow) */
  onBack?: () => void;
}

/** The account's address, changed by a link to the new one (docs/account.md "Email"), and others where kept. */
export function AccountEmail(props: AccountEmailProps) {
  const { step, current, others, values, status, errors } = props;
  const t = useT(accountMessages, accountErrorMessages);
  const othersId = useId();
  const busy = status !== 'idle';
  const submit = (send: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (!busy) send();
  };

  if (step.kind === 'sent') {
    const text = step.adding
      ? t('account.email.addSentText', { email: step.email })
      : t('account.email.sentText', { email: step.email, current: current?.email ?? '' });
    return (
      <ScreenLayout title={t('account.email.sentTitle')} onBack={props.onBack}>
        <Text>
          <IsolatedValue text={text} value={step.email} />
        </Text>
        <Button onClick={props.onDone}>{t('account.done')}</Button>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout title={t('account.email.title')} onBack={props.onBack}>
      {errors.form ? <Text role="alert" variant="error"><MessageText error={errors.form} /></Text> : null}
      {current ? (
        <div className={styles.itemText}>
          <span className={styles.itemValue}>{t('account.email.current')}</span>
          <bdi className={styles.itemName}>{current.email}</bdi>
          <span className={styles.itemValue}>{current.verified ? t('account.verified') : t('account.unverified')}</span>
        </div>
      ) : null}
      <form className={common.tight} onSubmit={submit(props.onSubmit)} noValidate>
        <TextInput
          label={t('account.email.new')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => props.onEmailChange(event.target.value)}
          required
          error={errors.email ? <MessageText error={errors.email} /> : undefined}
        />
        <Button type="submit" loading={status === 'sending'} disabled={busy}>
          {t('account.email.send')}
        </Button>
      </form>
      {others ? (
        <section className={common.tight} aria-labelledby={othersId}>
          <h3 id={othersId} className={styles.itemName}>
            {t('account.email.others')}
          </h3>
          {others.length ? (
            <ul role="list" className={styles.list}>
              {others.map((address) => (
                <li key={address.id} className={styles.item}>
                  <span className={styles.itemText}>
                    <bdi className={styles.itemName}>{address.email}</bdi>
                    <span className={styles.itemValue}>{address.verified ? t('account.verified') : t('account.unverified')}</span>
                  </span>
                  <Button variant="secondary" disabled={busy} loading={status === 'removing'} onClick={() => props.onRemove(address.id)} aria-label={t('account.email.remove', { email: address.email })}>
                    {t('account.email.removeButton')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <form className={common.tight} onSubmit={submit(props.onAdd)} noValidate>
            <TextInput
              label={t('account.email.another')}
              type="email"
              autoComplete="email"
              value={values.extra}
              onChange={(event) => props.onExtraChange(event.target.value)}
              error={errors.extra ? <MessageText error={errors.extra} /> : undefined}
            />
            <Button type="submit" variant="secondary" loading={status === 'adding'} disabled={busy}>
              {t('account.email.add')}
            </Button>
          </form>
        </section>
      ) : null}
    </ScreenLayout>
  );
}
