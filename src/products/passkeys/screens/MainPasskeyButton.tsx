import { useT } from '../../../i18n/I18nProvider';
import { passkeySignInMessages } from '../messages';
import { Button } from '../../../primitives/Button';
import type { FormStatus } from '../../../screens/types';

export interface MainPasskeyButtonProps {
  /** submitting while the browser's passkey dialog is open. */
  status: FormStatus;
  onSignIn(): void;
}

/** SPEC §2 Main: 'Login with a Passkey'. */
export function MainPasskeyButton({ status, onSignIn }: MainPasskeyButtonProps) {
  const t = useT(passkeySignInMessages);
  return (
    <Button variant="secondary" loading={status === 'submitting'} onClick={onSignIn}>
      {t('main.loginWithPasskey')}
    </Button>
  );
}
