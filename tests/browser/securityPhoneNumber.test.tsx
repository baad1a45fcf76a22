/**
 * The security widget's phone number, with a fake server (tests/fakes; tests/e2e/phoneNumber.e2e
 * runs the emulator and Better Auth): SPEC §5 keeps an invalid number from the server, the code
 * proves the number, and a backend that asks for the password gets it before text codes turn on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSecuritySettings } from '../../src/widget/mount/mountSecuritySettings';
import type { SecondFactorCalls } from '../../src/client/types';
import { fakeClient } from '../../stories/flows/fakeClient';

afterEach(() => {
  document.body.innerHTML = '';
});

const host = () => {
  const el = document.createElement('div');
  el.id = 'security';
  document.body.appendChild(el);
};

/**
 * A fake account's factors: the number it has, whether text codes are on, and whether changes ask
 * for the password. As both real backends, it replaces or removes a number on file only after the
 * code texted to that number ('654321' here) was answered.
 */
function fakeFactors(asksPassword: boolean, onFile: string | null = null) {
  const account = { phone: onFile, sms: onFile !== null, proven: false };
  const refuse = (error_type: string) => Object.assign(new Error(error_type), { error_type, error_message: error_type, status_code: 403 });
  const calls: Partial<SecondFactorCalls> = {
    list: async () => ({ totp: false, backup_codes_left: 0, asks_password: asksPassword, phone_number: account.phone, sms: account.sms }),
    sendPhoneCode: async () => ({ method_id: 'phone-verification-test' }),
    verifyPhone: async ({ phone_number }) => {
      if (account.phone && !account.proven) throw refuse('phone_number_confirmation_required');
      account.proven = false;
      account.phone = `•••${phone_number.slice(-4)}`;
      account.sms = !asksPassword;
    },
    sendCurrentPhoneCode: async () => ({ method_id: 'current-phone-test', phone_number: account.phone! }),
    proveCurrentPhone: async ({ code }) => {
      if (code !== '654321') throw Object.assign(new Error('wrong'), { error_type: 'otp_code_not_found', error_message: 'wrong', status_code: 404 });
      account.proven = true;
    },
    removePhone: async () => {
      if (!account.proven) throw refuse('phone_number_confirmation_required');
      account.proven = false;
      account.phone = null;
      account.sms = false;
    },
    enableTextCodes: async () => {
      account.sms = true;
    },
  };
  const session = { getSync: () => ({ session_id: 'session-test' }) };
  return fakeClient({ secondFactor: calls, session } as never);
}

describe('the security widget’s phone number', () => {
  it('an invalid number is refused in the page: no code is sent', async () => {
    host();
    const client = fakeFactors(false);
    const widget = mountSecuritySettings({ elementId: '#security', client });
    await page.getByRole('button', { name: 'Add phone number' }).click();
    await userEvent.type(page.getByRole('textbox', { name: 'Phone number' }), '12');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.element(page.getByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.').first()).toBeVisible();
    expect(client.callsTo('secondFactor.sendPhoneCode')).toEqual([]);
    widget.unmount();
  });

  it('a number and its code: the overview shows it masked, text codes on', async () => {
    host();
    const client = fakeFactors(false);
    const widget = mountSecuritySettings({ elementId: '#security', client });
    await page.getByRole('button', { name: 'Add phone number' }).click();
    await userEvent.type(page.getByRole('textbox', { name: 'Phone number' }), '4155550188');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.element(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
    expect(client.callsTo('secondFactor.sendPhoneCode')).toEqual([['+14155550188']]);
    // (Focus moving to the code field is shown end to end: tests/e2e/phoneNumber.e2e.test.ts.)
    await userEvent.type(page.getByLabelText('Verification code'), '123456');
    await expect.element(page.getByText('Codes by text message: •••0188')).toBeVisible();
    expect(client.callsTo('secondFactor.verifyPhone')).toEqual([[{ phone_number: '+14155550188', method_id: 'phone-verification-test', code: '123456' }]]);
    expect(client.callsTo('secondFactor.enableTextCodes')).toEqual([]);
    widget.unmount();
  });

  it('where the backend asks for the password, it is asked after the code, and text codes turn on with it', async () => {
    host();
    const client = fakeFactors(true);
    const widget = mountSecuritySettings({ elementId: '#security', client });
    await page.getByRole('button', { name: 'Add phone number' }).click();
    await userEvent.type(page.getByRole('textbox', { name: 'Phone number' }), '4155550188');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.element(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
    // (Focus moving to the code field is shown end to end: tests/e2e/phoneNumber.e2e.test.ts.)
    await userEvent.type(page.getByLabelText('Verification code'), '123456');
    await expect.element(page.getByRole('heading', { name: 'Turn on codes by text message' })).toBeVisible();
    await userEvent.type(page.getByLabelText('Password'), 'violet-Harbor-lantern-42');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.element(page.getByText('Codes by text message: •••0188')).toBeVisible();
    expect(client.callsTo('secondFactor.enableTextCodes')).toEqual([['violet-Harbor-lantern-42']]);
    widget.unmount();
  });

  it('changing the number on file asks first for the code texted to it; a wrong one says so', async () => {
    host();
    const client = fakeFactors(false, '•••0188');
    const widget = mountSecuritySettings({ elementId: '#security', client });
    await page.getByRole('button', { name: 'Change number' }).click();
    await expect.element(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
    await expect.element(page.getByLabelText('Verification code')).toHaveAccessibleDescription('Enter the code sent to •••0188.');
    expect(client.callsTo('secondFactor.sendCurrentPhoneCode')).toEqual([[]]);
    await userEvent.type(page.getByLabelText('Verification code'), '000000');
    await expect.element(page.getByText('Invalid passcode, please try again.').first()).toBeVisible();
    await userEvent.type(page.getByLabelText('Verification code'), '654321');
    await expect.element(page.getByRole('heading', { name: 'Change your phone number' })).toBeVisible();
    expect(client.callsTo('secondFactor.proveCurrentPhone')).toEqual([[{ method_id: 'current-phone-test', code: '000000' }], [{ method_id: 'current-phone-test', code: '654321' }]]);
    await userEvent.type(page.getByRole('textbox', { name: 'Phone number' }), '4155550199');
    await page.getByRole('button', { name: 'Send code' }).click();
    await userEvent.type(page.getByLabelText('Verification code'), '123456');
    await expect.element(page.getByText('Codes by text message: •••0199')).toBeVisible();
    widget.unmount();
  });

  it('a removal the backend refuses for want of that code texts it, and goes once it is answered', async () => {
    host();
    const client = fakeFactors(false, '•••0188');
    const widget = mountSecuritySettings({ elementId: '#security', client });
    await page.getByRole('button', { name: 'Remove number' }).click();
    await page.getByRole('button', { name: 'Remove number' }).click();
    await expect.element(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
    await userEvent.type(page.getByLabelText('Verification code'), '654321');
    await expect.element(page.getByText('Phone number: not added')).toBeVisible();
    expect(client.callsTo('secondFactor.removePhone')).toHaveLength(2);
    widget.unmount();
  });
});
