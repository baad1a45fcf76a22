import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { OTPInput } from '../../src/primitives/OTPInput';
import { settle } from './settle';

describe('OTPInput', () => {
  test('given letters typed › ignores them and keeps only digits', async () => {
    const onChange = vi.fn();
    await render(<OTPInput onValueChange={onChange} />);
    const input = page.getByLabelText('One-time passcode');
    await userEvent.type(input, 'ab1c2');
    await expect.element(input).toHaveValue('12');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\D/));
  });

  test('given a pasted code › fills all six cells and completes once', async () => {
    const onComplete = vi.fn();
    await render(
      <>
        <textarea aria-label="Source" defaultValue="123456" />
        <OTPInput onComplete={onComplete} />
      </>,
    );
    // Copy from a real field and paste into the code, the way a person does.
    await userEvent.click(page.getByLabelText('Source'));
    await userEvent.keyboard('{ControlOrMeta>}a{/ControlOrMeta}');
    await userEvent.copy();
    await userEvent.click(page.getByLabelText('One-time passcode'));
    await settle(() => userEvent.paste());
    await expect.element(page.getByLabelText('One-time passcode')).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  test('given six digits typed › completes exactly once, not again on re-render', async () => {
    const onComplete = vi.fn();
    function Harness() {
      const [value, setValue] = useState('');
      const [renders, setRenders] = useState(0);
      return (
        <>
          <OTPInput value={value} onValueChange={setValue} onComplete={onComplete} />
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Re-render {renders}
          </button>
        </>
      );
    }
    await render(<Harness />);
    await userEvent.type(page.getByLabelText('One-time passcode'), '654321');
    await expect.element(page.getByLabelText('One-time passcode')).toHaveValue('654321');
    await settle(() => userEvent.click(page.getByRole('button', { name: /Re-render/ })));
    await expect.element(page.getByRole('button', { name: 'Re-render 1' })).toBeVisible();
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('654321');
  });

  test('given an error › the input is invalid and described by the error text', async () => {
    await render(<OTPInput error="Code format is invalid, please try again." />);
    const input = page.getByLabelText('One-time passcode');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Code format is invalid, please try again.');
  });

  test('given disabled › the input cannot be used', async () => {
    await render(<OTPInput disabled label="Code" />);
    await expect.element(page.getByLabelText('Code')).toBeDisabled();
  });
});
