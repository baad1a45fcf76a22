/** SPEC §2 Main (email OTP, SMS and WhatsApp tabs); SPEC §4 email or phone OTP success; SPEC §5. */
import { useState } from 'react';
import type { OTPMethod } from '../../../client/types';
import { DEFAULT_COUNTRY } from '../../../phone/loadPhoneLib';
import { parsePhone as defaultParsePhone } from '../../../phone/parsePhone';
import type { ErrorDescriptor } from '../../../flows/state';
import { useFlowRuntime, type FlowArgs, type SubmitEvent } from '../../../flows/runtime';
import { useSubmission } from '../../../flows/useSubmission';
import type { Resolving } from '../../../flows/viewModel';
import { normaliseEmail, validateEmail } from '../../../flows/validation';
import type { OtpSendFormModel } from '../screens/MainPhoneForm';
import { sendOtp } from './sendOtp';

export interface OtpSendFormArgs extends FlowArgs {
  /** Which tab this form is. */
  method: OTPMethod;
  /** Phone validation (SPEC §5: 2 s time-out, then accepted). @defaultValue primitives' parsePhone */
  parsePhone?: typeof defaultParsePhone;
}

/** The screen owns the model: submitting validates, sends the code and goes to OTPAuthenticate. */
export type OtpSendFormViewModel = Resolving<OtpSendFormModel, 'onSubmit'>;

type Checked = { ok: true; destination: string } | { ok: false; error: ErrorDescriptor };

export function useOtpSendForm(args: OtpSendFormArgs): OtpSendFormViewModel {
  const runtime = useFlowRuntime(args);
  const parse = args.parsePhone ?? defaultParsePhone;
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const submission = useSubmission(runtime);
  const { error, setError } = submission;
  const { method } = args;

  const check = async (): Promise<Checked> => {
    if (method === 'email') {
      const address = normaliseEmail(email);
      const invalid = validateEmail(address, 'otp');
      return invalid ? { ok: false, error: { id: invalid } } : { ok: true, destination: address };
    }
    // SPEC §5: an empty or unparseable number is refused here and never reaches the server.
    if (!/\d/.test(phone)) return { ok: false, error: { id: 'validation.phoneFormat' } };
    const parsed = await parse(country, phone);
    return parsed.valid && parsed.e164 ? { ok: true, destination: parsed.e164 } : { ok: false, error: { id: 'validation.phoneFormat' } };
  };

  const onSubmit = async (event?: SubmitEvent) => {
    event?.preventDefault();
    // Checked inside the run: phone parsing can take up to 2 s, and the spinner shows meanwhile.
    await submission.run('submitting', async () => {
      const checked = await check();
      if (!checked.ok) {
        if (runtime.isMounted()) setError(checked.error);
        return;
      }
      const { client, config, dispatch } = runtime.args;
      const answer = await sendOtp(client, config, method, checked.destination);
      dispatch({ type: 'update_otp_state', otpState: { type: method, methodId: answer.method_id, otpDestination: checked.destination } });
      dispatch({ type: 'transition', screen: 'OTPAuthenticate' });
      runtime.emit({ type: 'OTPsLoginOrCreateEvent', data: { method, method_id: answer.method_id, user_id: answer.user_id } });
      // SPEC §4: email OTP also logs email_sent.
      if (method === 'email') runtime.log('email_sent', { email: checked.destination, type: 'otp' });
    });
  };

  return {
    method,
    values: { email, country, phone },
    errors: { email: method === 'email' ? error : null, phone: method === 'email' ? null : error },
    status: submission.status,
    onEmailChange: (next) => {
      setEmail(next);
      setError(null);
    },
    onCountryChange: (next) => {
      setCountry(next);
      setError(null);
    },
    onPhoneChange: (next) => {
      setPhone(next);
      setError(null);
    },
    onSubmit,
  };
}
