/**
 * The security widget's phone number: a number typed and checked (SPEC §5: an invalid one never
 * reaches the server), a 6-digit code texted to it, and the number proven by that code becomes
 * the account's (replacing any earlier one) and its text-message second factor. Where the backend
 * asks for the account's password to turn a second factor on (Better Auth), that comes last.
 * Removal asks to confirm; the backend may refuse it (the emulator: not the only second factor).
 * A number on file is replaced or removed only after a code texted to it (both backends refuse
 * otherwise, `phone_number_confirmation_required`): a stolen session cannot swap the factor.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_COUNTRY } from '../../../phone/loadPhoneLib';
import { parsePhone as defaultParsePhone } from '../../../phone/parsePhone';
import { errorTypeOf, useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import type { PhoneStep } from '../screens/PhoneNumberSettings';

export type { PhoneStep };

export interface PhoneOnFile {
  /** Masked (`•••0188`); null: none. */
  phone: string | null;
  sms: boolean;
  /** The backend asks for the password to turn text codes on. */
  asksPassword: boolean;
}

export interface PhoneNumberArgs extends FlowArgs {
  /** Phone validation (SPEC §5: 2 s time-out, then accepted). @defaultValue the phone module's parsePhone */
  parsePhone?: typeof defaultParsePhone;
}

export interface PhoneNumberViewModel {
  /** What the account has; null until read. */
  onFile: PhoneOnFile | null;
  /** null: the security overview shows; else this step of the phone screen. */
  step: PhoneStep | null;
  status: 'idle' | 'working';
  values: { country: string; phone: string; code: string; password: string };
  errors: { field: ErrorDescriptor | null };
  /** The phone field's country and national number (PhoneInput's value). */
  onPhoneValueChange(value: { country: string; national: string }): void;
  onCodeChange(code: string): void;
  onPasswordChange(password: string): void;
  onAdd(): void;
  onSend(): Promise<void>;
  onVerify(code: string): Promise<void>;
  onResend(): Promise<void>;
  /** From the overview (a number whose codes are off) or after the code: the password step. */
  onStartEnable(): void;
  onEnable(password: string): Promise<void>;
  onStartRemove(): void;
  onRemove(): Promise<void>;
  onCancel(): void;
}

export function usePhoneNumber(args: PhoneNumberArgs): PhoneNumberViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'working'>(runtime);
  const parse = args.parsePhone ?? defaultParsePhone;
  const [onFile, setOnFile] = useState<PhoneOnFile | null>(null);
  const [step, setStep] = useState<PhoneStep | null>(null);
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // The number the code went to (E.164) and the backend's id for that code.
  const [sent, setSent] = useState<{ e164: string; methodId: string } | null>(null);
  // The backend's id for the code texted to the number on file.
  const [proof, setProof] = useState<string | null>(null);

  const calls = () => {
    const found = runtime.args.client.secondFactor;
    if (!found) throw new Error('This client cannot manage second factors.');
    return found;
  };
  const read = async (): Promise<PhoneOnFile> => {
    const listed = await calls().list();
    const next = { phone: listed.phone_number ?? null, sms: listed.sms === true, asksPassword: listed.asks_password === true };
    if (runtime.isMounted()) setOnFile(next);
    return next;
  };
  const show = (next: PhoneStep | null) => {
    if (!runtime.isMounted()) return;
    setCode('');
    setPassword('');
    submission.setError(null);
    setStep(next);
  };
  const run = (task: () => Promise<void>) => submission.run('working', task);
  const done = (notice: 'security.phone.added' | 'security.phone.removed') => {
    runtime.notify({ id: notice, kind: 'success' });
    show(null);
  };

  useEffect(() => {
    // The security flow says when nobody is signed in; this line then stays away.
    if (runtime.args.client.session.getSync()) read().catch(() => undefined);
    // Once, when the widget mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = async (e164: string) => {
    const answer = await calls().sendPhoneCode(e164);
    if (runtime.isMounted()) setSent({ e164, methodId: answer.method_id });
  };
  /** Texts a code to the number on file; answers the number, masked. */
  const sendCurrent = async () => {
    const answer = await calls().sendCurrentPhoneCode();
    if (runtime.isMounted()) setProof(answer.method_id);
    return answer.phone_number;
  };
  const askCurrent = async (then: 'change' | 'remove') => show({ kind: 'current', phone: await sendCurrent(), then });
  const remove = async () => {
    await calls().removePhone();
    runtime.emit({ type: 'SecondFactorChange', data: { factor: 'phone_number', change: 'removed' } });
    await read();
    done('security.phone.removed');
  };

  return {
    onFile,
    step,
    status: submission.status,
    values: { country, phone, code, password },
    errors: { field: submission.error },
    onPhoneValueChange: (next) => {
      setCountry(next.country);
      setPhone(next.national);
      submission.setError(null);
    },
    onCodeChange: (next) => {
      setCode(next);
      submission.setError(null);
    },
    onPasswordChange: (next) => {
      setPassword(next);
      submission.setError(null);
    },
    onAdd: () => {
      setPhone('');
      if (onFile?.phone == null) return show({ kind: 'number', replacing: false });
      // The code step shows at once, so a refused send (too many codes) is said under its field.
      show({ kind: 'current', phone: onFile.phone, then: 'change' });
      return void run(async () => {
        try {
          await sendCurrent();
        } catch (thrown) {
          // Nothing verified on file after all: there is nothing to prove.
          if (errorTypeOf(thrown) !== 'phone_number_not_found') throw thrown;
          show({ kind: 'number', replacing: true });
        }
      });
    },
    onSend: () =>
      run(async () => {
        // SPEC §5: an empty or unparseable number is refused here and never reaches the server.
        const parsed = /\d/.test(phone) ? await parse(country, phone) : { valid: false, e164: '' };
        if (!parsed.valid || !parsed.e164) {
          if (runtime.isMounted()) submission.setError({ id: 'validation.phoneFormat' });
          return;
        }
        await send(parsed.e164);
        show({ kind: 'code', phone: parsed.e164 });
      }),
    onResend: () =>
      run(async () => {
        setCode('');
        if (step?.kind === 'current') await sendCurrent();
        else if (sent) await send(sent.e164);
        else return;
        runtime.notify({ id: 'secondFactor.codeSent', kind: 'success' });
      }),
    onVerify: (candidate) =>
      run(async () => {
        if (step?.kind === 'current') {
          if (!proof) return;
          try {
            await calls().proveCurrentPhone({ method_id: proof, code: candidate });
          } catch (thrown) {
            if (runtime.isMounted()) setCode('');
            throw thrown;
          }
          if (step.then === 'remove') return remove();
          setPhone('');
          return show({ kind: 'number', replacing: true });
        }
        if (!sent) return;
        try {
          await calls().verifyPhone({ phone_number: sent.e164, method_id: sent.methodId, code: candidate });
        } catch (thrown) {
          if (runtime.isMounted()) setCode('');
          throw thrown;
        }
        runtime.emit({ type: 'SecondFactorChange', data: { factor: 'phone_number', change: 'added' } });
        const now = await read();
        if (!now.sms && now.asksPassword) show({ kind: 'password', phone: sent.e164 });
        else done('security.phone.added');
      }),
    onStartEnable: () => show({ kind: 'password', phone: onFile?.phone ?? '' }),
    onEnable: (typed) =>
      run(async () => {
        try {
          await calls().enableTextCodes(typed);
        } catch (thrown) {
          if (runtime.isMounted()) setPassword('');
          throw thrown;
        }
        await read();
        done('security.phone.added');
      }),
    onStartRemove: () => show({ kind: 'remove', phone: onFile?.phone ?? '' }),
    onRemove: () =>
      run(async () => {
        try {
          await remove();
        } catch (thrown) {
          // The backend's own refusals (the only second factor) come first; then the code to the number.
          if (errorTypeOf(thrown) !== 'phone_number_confirmation_required') throw thrown;
          await askCurrent('remove');
        }
      }),
    onCancel: () => {
      show(null);
      read().catch(() => undefined);
    },
  };
}
