import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { useT } from '../../src/i18n/I18nProvider';
import { serverErrorMessages } from '../../src/i18n/messages/serverErrors';
import { Button } from '../../src/primitives/Button';
import { secondFactorMessages } from '../../src/products/secondFactor/messages';
import { securityMessages } from '../../src/products/secondFactor/securityMessages';
import { CodeForm, type CodeFormProps } from '../../src/screens/CodeForm';
import { withWidget } from './decorators';

type Args = Omit<CodeFormProps, 'label' | 'error'> & { wrongCode?: boolean };

/** Holds the typed code the way a flow does, with the catalogue's words (so every language story reads them). */
function WithCode({ wrongCode, ...props }: Args) {
  // The wrong code's words are the catalogue's (the widget words a server's error_type with them).
  const t = useT(secondFactorMessages, securityMessages, serverErrorMessages);
  const [code, setCode] = useState(props.code);
  const change = (next: string) => {
    setCode(next);
    props.onCodeChange(next);
  };
  const label = t(props.field === 'text' ? 'secondFactor.backupCodeLabel' : props.field === 'password' ? 'security.password.label' : 'secondFactor.codeLabel');
  return (
    <CodeForm {...props} label={label} error={wrongCode ? t('error.otp_code_not_found') : undefined} code={code} onCodeChange={change}>
      <Button type="submit">{t('secondFactor.verify')}</Button>
    </CodeForm>
  );
}

/** The code step OTPAuthenticate, SecondFactor and the security widget share: the one place a code is submitted from. */
const meta = preview.meta({
  title: 'Screens/Parts/CodeForm',
  component: WithCode,
  decorators: [withWidget],
  args: { field: 'digits' as const, code: '', onCodeChange: fn(), onSubmit: fn() },
});

export const Digits = meta.story({});
Digits.test('the sixth digit submits the code once', async ({ args, canvas }) => {
  const input = canvas.getByLabelText('Verification code');
  await userEvent.type(input, '12345');
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await userEvent.type(input, '6');
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  input.blur();
});

/** While a code is being checked, neither a complete code nor Enter sends another. */
export const Busy = meta.story({ args: { busy: true } });
Busy.test('a complete code is not sent while busy', async ({ args, canvas }) => {
  const input = canvas.getByLabelText('Verification code');
  await userEvent.type(input, '123456{Enter}');
  await expect(args.onSubmit).not.toHaveBeenCalled();
  input.blur();
});

export const WithError = meta.story({ args: { code: '123456', wrongCode: true } });
WithError.test('the error describes the field', async ({ canvas }) => {
  await expect(canvas.getByLabelText('Verification code')).toHaveAccessibleDescription('Invalid passcode, please try again.');
});

/** A backup code: one plain field, sent with Enter. */
export const Text = meta.story({ args: { field: 'text' as const } });
Text.test('Enter sends what was typed', async ({ args, canvas }) => {
  await userEvent.type(canvas.getByLabelText('Backup code'), 'abcd-efgh{Enter}');
  await expect(args.onSubmit).toHaveBeenCalledWith('abcd-efgh');
});

/** The account's password, where the backend asks for it before a change. */
export const Password = meta.story({ args: { field: 'password' as const } });
Password.test('a password field for password managers', async ({ canvas }) => {
  await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
});
