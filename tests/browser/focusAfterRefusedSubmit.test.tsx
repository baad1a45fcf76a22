/**
 * GOV.UK's forms advice: after a refused submit, focus moves to the field in error
 * instead of staying on the button that was pressed; an error that shows without a submit does not
 * move focus.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ErrorDescriptor } from '../../src/flows/state';
import { MainEmailForm } from '../../src/screens/MainEmailForm';
import { WidgetRoot } from '../../src/widget/WidgetRoot';

/** The email form with a stand-in flow that refuses every address, as validation does an invalid one. */
function RefusingForm({ initialError }: { initialError?: ErrorDescriptor }) {
  const [email, setEmail] = useState('not-an-email');
  const [error, setError] = useState<ErrorDescriptor | null>(initialError ?? null);
  return (
    <WidgetRoot>
      <MainEmailForm
        form={{
          values: { email },
          errors: { email: error ?? null },
          status: 'idle',
          onEmailChange: setEmail,
          onSubmit: () => setError({ id: 'validation.emailFormat' }),
        }}
      />
    </WidgetRoot>
  );
}

describe('a refused submit', () => {
  it('moves focus from the pressed button to the field in error', async () => {
    const screen = await render(<RefusingForm />);
    const button = screen.getByRole('button', { name: 'Continue with email' });
    await button.click();
    const field = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveFocus();
  });

  it('an error shown without a submit leaves focus where it is', async () => {
    const screen = await render(<RefusingForm initialError={{ id: 'validation.emailFormat' }} />);
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).not.toHaveFocus();
  });
});
