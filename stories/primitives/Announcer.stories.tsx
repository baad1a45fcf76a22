import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { AnnouncerProvider } from '../../src/primitives/Announcer';
import { Banner } from '../../src/primitives/Banner';
import { Button } from '../../src/primitives/Button';
import { FieldError } from '../../src/primitives/FieldError';
import { TextInput } from '../../src/primitives/TextInput';

function EmailForm() {
  const [error, setError] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError('Email format is invalid.');
      }}
    >
      <TextInput label="Email" name="email" error={error} />
      <Button type="submit">Continue with email</Button>
    </form>
  );
}

const meta = preview.meta({
  title: 'Primitives/Announcer',
  component: AnnouncerProvider,
  args: { children: null },
});

/** A field error under its field, after a submit. */
export const FieldErrorShown = meta.story({
  render: () => (
    <AnnouncerProvider>
      <EmailForm />
    </AnnouncerProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
  },
});
FieldErrorShown.test('describes the field and is spoken once, through the single live region', async ({ canvas, canvasElement }) => {
  await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email format is invalid.');
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Email format is invalid.'));
  await expect(canvasElement.querySelectorAll('[role="alert"]')).toHaveLength(1);
});

/** A banner beside a field error. */
export const BannerAndFieldError = meta.story({
  render: () => (
    <AnnouncerProvider>
      <Banner variant="error">Too many failed authentication attempts. Please try again later.</Banner>
      <FieldError id="standalone-error">Invalid passcode, please try again.</FieldError>
    </AnnouncerProvider>
  ),
});
BannerAndFieldError.test("is spoken by the provider's region, the banner not being a live region itself", async ({ canvas }) => {
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/passcode|attempts/));
});
