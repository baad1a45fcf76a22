import { afterEach, describe, expect, test, vi } from 'vitest';
import { parsePhone } from '../../src/phone/parsePhone';
import type { PhoneLib } from '../../src/phone/loadPhoneLib';

afterEach(() => {
  vi.useRealTimers();
});

describe('parsePhone', () => {
  test('given a valid US number › is valid with its E.164 form', async () => {
    await expect(parsePhone('US', '(202) 555-0123')).resolves.toEqual({ valid: true, e164: '+12025550123' });
  });

  test('given a number the country does not have › is invalid', async () => {
    const result = await parsePhone('US', '(123) 456-7890');
    expect(result.valid).toBe(false);
  });

  test('given text that is not a number › is invalid', async () => {
    await expect(parsePhone('US', 'call me')).resolves.toEqual({ valid: false, e164: '' });
  });

  test('given the parser throws › accepts + calling code + typed digits', async () => {
    const throwing = {
      parsePhoneNumberFromString: () => {
        throw new Error('metadata is broken');
      },
      isSupportedCountry: () => true,
      getCountryCallingCode: () => '44',
    } as unknown as PhoneLib;
    await expect(parsePhone('GB', '20 7946 0000', { loadLib: async () => throwing })).resolves.toEqual({
      valid: true,
      e164: '+442079460000',
    });
  });

  test('given the library fails to load › falls back with the calling code it was given', async () => {
    const result = await parsePhone('FR', '6 12 34 56 78', {
      callingCode: '33',
      loadLib: () => Promise.reject(new Error('offline')),
    });
    expect(result).toEqual({ valid: true, e164: '+33612345678' });
  });

  test('given parsing takes over 2 s › accepts + calling code + typed digits', async () => {
    vi.useFakeTimers();
    let settled = false;
    const pending = parsePhone('US', '202-555-01', { loadLib: () => new Promise<PhoneLib>(() => {}) }).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ valid: true, e164: '+120255501' });
  });

  test('given an injected time-out › uses it instead of 2 s', async () => {
    vi.useFakeTimers();
    const pending = parsePhone('US', '2025550123', { timeoutMs: 50, loadLib: () => new Promise<PhoneLib>(() => {}) });
    await vi.advanceTimersByTimeAsync(50);
    await expect(pending).resolves.toEqual({ valid: true, e164: '+12025550123' });
  });
});
