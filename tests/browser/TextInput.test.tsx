import { createRef, type ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightThemeClass } from '../../tokens';
import { PasswordInput } from '../../src/primitives/PasswordInput';
import { TextInput } from '../../src/primitives/TextInput';

// Primitives draw with theme variables, which only exist inside a themed root.
const wrapper = ({ children }: { children: ReactNode }) => <div className={lightThemeClass}>{children}</div>;

describe('TextInput', () => {
  test('given an error › the field is invalid and the error is its accessible description', async () => {
    await render(<TextInput label="Email" hint="We will send you a link." error="Email format is invalid." />, {
      wrapper,
    });
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('We will send you a link. Email format is invalid.');
  });

  test('given no error › the field is valid and only the hint describes it', async () => {
    await render(<TextInput label="Email" hint="We will send you a link." />, { wrapper });
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).toHaveAccessibleDescription('We will send you a link.');
  });

  test('passes input props through and forwards its ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(
      <TextInput ref={ref} label="Phone" type="tel" inputMode="tel" autoComplete="tel" name="phone" required />,
      { wrapper },
    );
    const input = page.getByRole('textbox', { name: 'Phone' });
    await expect.element(input).toHaveAttribute('type', 'tel');
    await expect.element(input).toHaveAttribute('inputmode', 'tel');
    await expect.element(input).toHaveAttribute('autocomplete', 'tel');
    await expect.element(input).toBeRequired();
    expect(ref.current).toBe(input.element());
  });
});

describe('PasswordInput', () => {
  test('given a hidden password › when the toggle is pressed › shows it, and hides it again', async () => {
    await render(<PasswordInput label="Password" autoComplete="new-password" defaultValue="hunter22" />, { wrapper });
    const input = page.getByLabelText('Password', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(input).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.click(page.getByRole('button', { name: 'Show password' }));
    await expect.element(input).toHaveAttribute('type', 'text');

    await userEvent.click(page.getByRole('button', { name: 'Hide password' }));
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  test('given translated toggle names › uses them', async () => {
    await render(<PasswordInput label="Mot de passe" showLabel="Afficher" hideLabel="Masquer" />, { wrapper });
    await userEvent.click(page.getByRole('button', { name: 'Afficher' }));
    await expect.element(page.getByRole('button', { name: 'Masquer' })).toBeVisible();
  });
});
