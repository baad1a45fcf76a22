import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PhoneInput } from '../../src/primitives/PhoneInput';
import { loadPhoneLib, type PhoneLib } from '../../src/phone/loadPhoneLib';
import { settle } from './settle';


/** A loader whose every call waits until the test hands it the library. */
function manualLoader() {
  const calls: Array<(lib: PhoneLib) => void> = [];
  const loadLib = vi.fn(() => new Promise<PhoneLib>((resolve) => calls.push(resolve)));
  return { loadLib, calls };
}

describe('PhoneInput', () => {
  test('given US › typing ten digits shows them in national format', async () => {
    const onChange = vi.fn();
    await render(<PhoneInput onValueChange={onChange} />);
    await expect.element(page.getByRole('option', { name: '+44 United Kingdom' })).toBeInTheDocument();
    const input = page.getByLabelText('Phone number');
    await userEvent.type(input, '2025550123');
    await expect.element(input).toHaveValue('(202) 555-0123');
    expect(onChange).toHaveBeenLastCalledWith({ country: 'US', national: '(202) 555-0123', callingCode: '1' });
  });

  test('given the library has loaded › countries read "+code name", sorted by name, US selected', async () => {
    await render(<PhoneInput />);
    const select = page.getByRole('combobox', { name: 'Country or region' });
    await expect.element(page.getByRole('option', { name: '+1 United States' })).toBeInTheDocument();
    await expect.element(select).toHaveValue('US');
    const names = [...select.element().querySelectorAll('option')].map((option) => option.textContent ?? '');
    const byName = names.map((label) => label.replace(/^\+\d+ /, ''));
    expect(byName).toEqual([...byName].sort(new Intl.Collator('en').compare));
    expect(names.length).toBeGreaterThan(200);
  });

  test('given a formatted number › changing the country to GB re-formats it', async () => {
    const onChange = vi.fn();
    await render(<PhoneInput onValueChange={onChange} />);
    await expect.element(page.getByRole('option', { name: '+44 United Kingdom' })).toBeInTheDocument();
    const input = page.getByLabelText('Phone number');
    await userEvent.type(input, '2025550123');
    await expect.element(input).toHaveValue('(202) 555-0123');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Country or region' }), 'GB');
    await expect.element(input).toHaveValue('2025550123');
    expect(onChange).toHaveBeenLastCalledWith({ country: 'GB', national: '2025550123', callingCode: '44' });
  });

  test('given another country › the placeholder is an example number of that country', async () => {
    await render(<PhoneInput placeholder="(123) 456-7890" />);
    const input = page.getByLabelText('Phone number');
    await expect.element(input).toHaveAttribute('placeholder', '(123) 456-7890');
    await expect.element(page.getByRole('option', { name: '+33 France' })).toBeInTheDocument();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Country or region' }), 'FR');
    await expect.element(input).toHaveAttribute('placeholder', '06 12 34 56 78');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Country or region' }), 'US');
    await expect.element(input).toHaveAttribute('placeholder', '(123) 456-7890');
  });

  test('given the library arrives out of order › a stale result is discarded', async () => {
    const lib = await loadPhoneLib();
    const { loadLib, calls } = manualLoader();
    await render(<PhoneInput loadLib={loadLib} />);
    const input = page.getByLabelText('Phone number');
    await userEvent.type(input, '2025550123');
    // Before the library arrives, the raw digits stay as typed.
    await expect.element(input).toHaveValue('2025550123');
    expect(calls.length).toBeGreaterThan(5);
    calls.at(-1)?.(lib); // the latest keystroke's result
    await expect.element(input).toHaveValue('(202) 555-0123');
    await settle(() => {
      calls[3]?.(lib); // an older keystroke's result, arriving late
      calls[0]?.(lib); // the first-use load
    });
    await expect.element(input).toHaveValue('(202) 555-0123');
  });

  test('given the library takes longer than the time-out › the raw text is kept', async () => {
    const lib = await loadPhoneLib();
    const { loadLib, calls } = manualLoader();
    // Time is the subject: the format time-out runs on a fake clock, moved past it by the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await render(<PhoneInput loadLib={loadLib} formatTimeoutMs={30} />);
      const input = page.getByLabelText('Phone number');
      await userEvent.type(input, '202555');
      await settle(() => vi.advanceTimersByTime(30));
      await settle(() => calls.at(-1)?.(lib));
      await expect.element(input).toHaveValue('202555');
    } finally {
      vi.useRealTimers();
    }
  });

  // SPEC §9: the default time-out is 10 s, on either side of it, with no time-out passed.
  test.each([
    [9_999, '(202) 555-0123'],
    [10_000, '2025550123'],
  ])('given the library arrives %i ms after the edit, with the default time-out › the field shows %s', async (ms, shown) => {
    const lib = await loadPhoneLib();
    const { loadLib, calls } = manualLoader();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await render(<PhoneInput loadLib={loadLib} />);
      const input = page.getByLabelText('Phone number');
      await userEvent.type(input, '2025550123');
      await settle(() => vi.advanceTimersByTime(ms));
      await settle(() => calls.at(-1)?.(lib));
      await expect.element(input).toHaveValue(shown);
    } finally {
      vi.useRealTimers();
    }
  });

  test('given it is not rendered › the library is never requested', async () => {
    const { loadLib } = manualLoader();
    await render(<p>No phone here</p>);
    expect(loadLib).not.toHaveBeenCalled();
    await render(<PhoneInput loadLib={loadLib} />);
    expect(loadLib).toHaveBeenCalledTimes(1);
  });

  test('given a bracket is deleted › the digit before it goes too', async () => {
    await render(<PhoneInput />);
    await expect.element(page.getByRole('option', { name: '+44 United Kingdom' })).toBeInTheDocument();
    const input = page.getByLabelText('Phone number');
    await userEvent.type(input, '2025');
    await expect.element(input).toHaveValue('(202) 5');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect.element(input).toHaveValue('20');
  });

  test('given an error › the number is invalid and described by it', async () => {
    await render(<PhoneInput error="Phone number format is invalid." required label="Mobile" />);
    const input = page.getByLabelText('Mobile');
    await expect.element(input).toBeRequired();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Phone number format is invalid.');
  });

  test("given the caller's description and an error › the number is described by both, the error first", async () => {
    await render(
      <>
        <p id="where">We text a code to this number.</p>
        <PhoneInput aria-describedby="where" error="Phone number format is invalid." label="Mobile" />
      </>,
    );
    await expect
      .element(page.getByLabelText('Mobile'))
      .toHaveAccessibleDescription('Phone number format is invalid. We text a code to this number.');
  });

  test('reports a change through onValueChange, the name every primitive uses', async () => {
    const onValueChange = vi.fn();
    await render(<PhoneInput onValueChange={onValueChange} />);
    await userEvent.type(page.getByLabelText('Phone number'), '2');
    await expect.poll(() => onValueChange.mock.lastCall?.[0]).toMatchObject({ country: 'US', national: '2' });
  });
});
