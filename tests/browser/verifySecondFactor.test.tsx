/**
 * MountVerifySecondFactor, the redirect page's Login widget on "Verify it's you". Fakes
 * stand for the server (tests/fakes): the e2e files run it against the emulator and Better Auth.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mountVerifySecondFactor } from '../../src/widget/mount/mountVerifySecondFactor';
import type { SecondFactorCalls } from '../../src/client/types';
import { fakeClient, serverError } from '../../stories/flows/fakeClient';

afterEach(() => {
  document.body.innerHTML = '';
});

const host = () => {
  const el = document.createElement('div');
  el.id = 'verify';
  document.body.appendChild(el);
};

const calls = (choices: SecondFactorCalls['choices']) =>
  ({ choices, send: async () => ({ method_id: 'phone-number-test' }) }) as unknown as SecondFactorCalls;

describe('mountVerifySecondFactor', () => {
  it('opens on "Verify it’s you" with the first factor this person has (a text message, sent at once)', async () => {
    host();
    const client = fakeClient({ secondFactor: calls(async () => ({ factors: ['sms'], phone_number: '•••0188', email: null })) } as never);
    const widget = mountVerifySecondFactor({ elementId: '#verify', client });
    await expect.element(page.getByRole('heading', { name: 'Verify it’s you' })).toBeVisible();
    await expect.element(page.getByText('Enter the 6-digit code we sent by text message to •••0188.')).toBeVisible();
    expect(client.callsTo('secondFactor.send')).toEqual([['sms']]);
    widget.unmount();
  });

  it('without a pending sign-in (the intermediate token expired or was never there) › Main, saying why', async () => {
    host();
    const client = fakeClient({ secondFactor: calls(() => Promise.reject(serverError('intermediate_session_not_found', 'The sign-in has expired.', 401))) } as never);
    const widget = mountVerifySecondFactor({ elementId: '#verify', client });
    await expect.element(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await expect.element(page.getByText('Your sign-in took too long. Please sign in again.').first()).toBeVisible();
    widget.unmount();
  });
});
