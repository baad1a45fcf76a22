// @vitest-environment jsdom
import fc from 'fast-check';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useOtpSendForm, type OtpSendFormArgs } from '../../../src/products/otp/flows';
import { parsePhone } from '../../../src/phone/parsePhone';
import { fails, fakeClient, type FakeClient } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import type { PorticoConfig } from '../../../src/products/registry';

const otpConfig = (methods: Array<'email' | 'sms' | 'whatsapp'>, extra: PorticoConfig['otpOptions'] = { methods }) => ({
  products: ['otp' as const],
  otpOptions: { ...extra, methods },
});

function renderSend(client: FakeClient, method: OtpSendFormArgs['method'], parse?: OtpSendFormArgs['parsePhone'], config?: PorticoConfig) {
  return renderFlow<ReturnType<typeof useOtpSendForm>, OtpSendFormArgs>(
    useOtpSendForm,
    { client, config: config ?? otpConfig([method]) },
    parse ? { method, parsePhone: parse } : { method },
  );
}

describe('useOtpSendForm › email', () => {
  it('given a valid email › sends with the OTP options, stores otpState, goes to OTPAuthenticate, emits, logs email_sent', async () => {
    const client = fakeClient();
    const config = otpConfig(['email'], { methods: ['email'], loginTemplateId: 'login-tpl', signupTemplateId: 'signup-tpl', locale: 'fr' });
    const flow = renderSend(client, 'email', undefined, config);
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    await act(() => flow.result.current.onSubmit());

    expect(client.callsTo('otps.email.loginOrCreate')).toEqual([
      ['ada@example.com', { expirationMinutes: 5, locale: 'fr', loginTemplateId: 'login-tpl', signupTemplateId: 'signup-tpl' }],
    ]);
    expect(flow.state().screen).toBe('OTPAuthenticate');
    expect(flow.state().formState.otpState).toEqual({ type: 'email', methodId: 'otp-email-1', otpDestination: 'ada@example.com' });
    expect(flow.events).toEqual([
      { type: 'OTPsLoginOrCreateEvent', data: { method: 'email', method_id: 'otp-email-1', user_id: 'user-test-1' } },
    ]);
    expect(client.callsTo('events.log')).toEqual([['email_sent', { email: 'ada@example.com', type: 'otp' }]]);
  });

  it("given a bad email › 'Invalid email address.' and no call", async () => {
    const client = fakeClient();
    const flow = renderSend(client, 'email');
    act(() => flow.result.current.onEmailChange('ada@example'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors).toEqual({ email: { id: 'validation.emailOtp' }, phone: null });
    expect(client.serverCalls()).toEqual([]);
  });

  it('given a server error › its message id on the email field and onError called', async () => {
    const client = fakeClient({ otps: { email: { loginOrCreate: fails('invalid_email') } } });
    const flow = renderSend(client, 'email');
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.email?.id).toBe('error.invalid_email');
    expect(flow.errors).toHaveLength(1);
    expect(flow.state().screen).toBe('Main');
  });
});

describe('useOtpSendForm › sms and WhatsApp', () => {
  it('given a valid US number in national format › sends E.164 by sms, no email_sent log', async () => {
    const client = fakeClient();
    const flow = renderSend(client, 'sms');
    expect(flow.result.current.values.country).toBe('US');
    act(() => flow.result.current.onPhoneChange('(201) 555-0123'));
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([['+12015550123', { expirationMinutes: 5 }]]);
    expect(flow.state().formState.otpState).toEqual({ type: 'sms', methodId: 'otp-sms-1', otpDestination: '+12015550123' });
    expect(flow.state().screen).toBe('OTPAuthenticate');
    expect(flow.events[0]).toEqual({ type: 'OTPsLoginOrCreateEvent', data: { method: 'sms', method_id: 'otp-sms-1', user_id: 'user-test-1' } });
    expect(client.callsTo('events.log')).toEqual([]);
  });

  it('parses with the chosen country (GB) and sends by WhatsApp', async () => {
    const client = fakeClient();
    const flow = renderSend(client, 'whatsapp');
    act(() => flow.result.current.onCountryChange('GB'));
    act(() => flow.result.current.onPhoneChange('07400 123456'));
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('otps.whatsapp.loginOrCreate')).toEqual([['+447400123456', { expirationMinutes: 5 }]]);
  });

  it.each(['', '123', '(201) 555', 'abc'])("given %j › 'Phone number format is invalid…' and no call", async (typed) => {
    const client = fakeClient();
    const flow = renderSend(client, 'sms');
    act(() => flow.result.current.onPhoneChange(typed));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors).toEqual({ email: null, phone: { id: 'validation.phoneFormat' } });
    expect(client.serverCalls()).toEqual([]);
  });

  it('when parsing takes over 2 s › treats it as valid: + calling code + the typed digits (SPEC §5)', async () => {
    const client = fakeClient();
    const stalled: OtpSendFormArgs['parsePhone'] = (country, national) =>
      parsePhone(country, national, { loadLib: () => new Promise(() => undefined), timeoutMs: 5 });
    const flow = renderSend(client, 'sms', stalled);
    act(() => flow.result.current.onPhoneChange('(201) 555-0199'));
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([['+12015550199', { expirationMinutes: 5 }]]);
  });

  it('when parsing throws › the same fallback', async () => {
    const client = fakeClient();
    const broken: OtpSendFormArgs['parsePhone'] = (country, national) =>
      parsePhone(country, national, { loadLib: () => Promise.reject(new Error('chunk failed')) });
    const flow = renderSend(client, 'sms', broken);
    act(() => flow.result.current.onPhoneChange('201 555 0100'));
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('otps.sms.loginOrCreate')[0]?.[0]).toBe('+12015550100');
  });

  it('a server country-code error shows its catalogue id on the phone field', async () => {
    const client = fakeClient({ otps: { sms: { loginOrCreate: fails('invalid_phone_number_country_code') } } });
    const flow = renderSend(client, 'sms');
    act(() => flow.result.current.onPhoneChange('(201) 555-0123'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.phone?.id).toBe('error.invalid_phone_number_country_code');
    expect(flow.errors[0]?.errorType).toBe('invalid_phone_number_country_code');
  });

  it('never crashes on any typed text and country; calls only with an E.164 number (property)', async () => {
    const countries = fc.constantFrom('US', 'GB', 'FR', 'DE', 'IN', 'BR', 'JP', 'ZZ', '');
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 24 }), countries, async (typed, country) => {
        const client = fakeClient();
        const flow = renderSend(client, 'sms');
        act(() => flow.result.current.onCountryChange(country));
        act(() => flow.result.current.onPhoneChange(typed));
        await act(() => flow.result.current.onSubmit());
        const sent = client.callsTo('otps.sms.loginOrCreate');
        if (flow.result.current.errors.phone) expect(client.serverCalls()).toEqual([]);
        for (const [number] of sent) expect(number).toMatch(/^\+\d{2,}$/);
        flow.unmount();
      }),
      { numRuns: 60 },
    );
  });
});
