import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { OTPAuthenticate, type OTPAuthenticateProps } from '../../src/products/otp/screens/OTPAuthenticate';
import { errorsById, fromFields, mapped, names } from './controls';
import { withFocusOnMount, withWidget } from './decorators';

const codeErrors = {
  ...errorsById('validation.codeFormat'),
  'error.otp_code_not_found': { id: 'error.otp_code_not_found', message: 'The passcode is incorrect.' },
};

/** The view model as fields: the code typed so far and its error by name. */
type Args = Omit<OTPAuthenticateProps, 'values' | 'errors'> & {
  /** Built from the fields below. */
  values?: never;
  errors?: never;
  code: string;
  codeError: keyof typeof codeErrors;
};
const toProps = ({ code, codeError, values: _values, errors: _errors, ...rest }: Args): OTPAuthenticateProps => ({
  ...rest,
  values: { code },
  errors: { code: codeErrors[codeError] },
});

const meta = preview.meta({
  title: 'Screens/OTPAuthenticate',
  component: mapped<Args>(OTPAuthenticate),
  decorators: [withWidget],
  render: (args) => <OTPAuthenticate {...toProps(args)} />,
  argTypes: { values: fromFields, errors: fromFields, codeError: names(codeErrors) },
  args: {
    destination: 'ada@example.com',
    code: '',
    codeError: 'none' as const,
    status: 'idle' as const,
    secondsLeft: 245,
    resendState: 'initial' as const,
    onCodeChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
    onBack: fn(),
  },
});

/** Holds the typed code the way the flow does, so typing and pasting fill the cells. */
function WithCode(props: OTPAuthenticateProps) {
  const [code, setCode] = useState(props.values.code);
  const change = (next: string) => {
    setCode(next);
    props.onCodeChange(next);
  };
  return <OTPAuthenticate {...props} values={{ code }} onCodeChange={change} />;
}

export const CountingDown = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Enter passcode' })).toBeVisible();
    await expect(canvas.getByText(/^A 6-digit passcode was sent to you at/)).toHaveTextContent('A 6-digit passcode was sent to you at ada@example.com.');
    await expect(canvas.getByText('Your code expires in 4:05.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
});

export const TextMessage = meta.story({
  args: { destination: '+12025550123', secondsLeft: 59 },
  play: async ({ canvas }) => {
    // The number as a person reads it, once the phone library is in.
    // In its own <bdi>, so the number keeps its order inside right-to-left text.
    const number = await canvas.findByText('+1 202 555 0123');
    await expect(number.tagName).toBe('BDI');
    await expect(number.parentElement).toHaveTextContent('A 6-digit passcode was sent to you at +1 202 555 0123.');
  },
});

export const FocusedOnArrival = meta.story({
  decorators: [withFocusOnMount],
});
FocusedOnArrival.test('lets the person type the code at once: focus is on it, described by where it went', async ({ canvas }) => {
  const input = canvas.getByLabelText('One-time passcode');
  await expect(input).toHaveFocus();
  await expect(input).toHaveAccessibleDescription('A 6-digit passcode was sent to you at ada@example.com.');
  input.blur();
});

/** The screen holding the typed code, as the flow does. */
export const CodeEntry = meta.story({
  render: (args) => <WithCode {...toProps(args)} />,
});
CodeEntry.test('pasting a spaced code submits it once', async ({ args, canvas }) => {
  const input = canvas.getByLabelText('One-time passcode');
  await userEvent.click(input);
  await userEvent.paste('123 456');
  await expect(input).toHaveValue('123456');
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  input.blur();
});
CodeEntry.test('typing submits at the sixth digit, letters left out', async ({ args, canvas }) => {
  const input = canvas.getByLabelText('One-time passcode');
  await userEvent.type(input, '12a345');
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await userEvent.type(input, '6');
  await expect(args.onSubmit).toHaveBeenCalledOnce();
  await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  input.blur();
});

export const Verifying = meta.story({
  args: { code: '123456', status: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying passcode...');
    await expect(canvas.getByLabelText('One-time passcode')).toBeDisabled();
  },
});

export const Expired = meta.story({
  args: { status: 'expired', secondsLeft: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your code has expired.');
    await expect(canvas.queryByText(/expires in/)).toBeNull();
  },
});

export const InvalidFormat = meta.story({
  args: { code: '12', codeError: 'validation.codeFormat' },
  play: async ({ canvas }) => {
    // The error first, then where the code went.
    await expect(canvas.getByLabelText('One-time passcode')).toHaveAccessibleDescription(
      'Code format is invalid, please try again. A 6-digit passcode was sent to you at ada@example.com.',
    );
  },
});

export const WrongCode = meta.story({
  args: { codeError: 'error.otp_code_not_found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('One-time passcode')).toHaveAccessibleDescription(
      'Invalid passcode, please try again. A 6-digit passcode was sent to you at ada@example.com.',
    );
  },
});

export const ResendInitial = meta.story();
ResendInitial.test('asks for a new code when Resend is pressed', async ({ args, canvas }) => {
  await expect(canvas.getByText("Didn't get it?")).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
  await expect(args.onResend).toHaveBeenCalledOnce();
  (document.activeElement as HTMLElement | null)?.blur();
});

export const ResendSending = meta.story({
  args: { resendState: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
});

export const ResendSent = meta.story({
  args: { resendState: 'sent', secondsLeft: 300 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Code sent' })).toBeDisabled();
  },
});

export const ResendWaiting = meta.story({
  args: { resendState: 'waiting', resendWaitSeconds: 25, secondsLeft: 280 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend code in 0:25' })).toBeDisabled();
  },
});

export const ResendWaitOver = meta.story({
  args: { resendState: 'waiting', secondsLeft: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
});

export const PartlyTyped = meta.story({ tags: ['forced-colors'], args: { code: '123' } });
