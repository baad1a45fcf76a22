import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

const meta = {
  title: 'Primitives/Announcer',
  component: AnnouncerProvider,
  args: { children: null },
} satisfies Meta<typeof AnnouncerProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field error appears under the field and is spoken once through the single live region. */
export const FieldErrorSpoken: Story = {
  render: () => (
    <AnnouncerProvider>
      <EmailForm />
    </AnnouncerProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with email' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email format is invalid.');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Email format is invalid.'));
    await expect(canvasElement.querySelectorAll('[role="alert"]')).toHaveLength(1);
  },
};

/** A banner is not a live region itself; the provider's region speaks it. */
export const BannerSpoken: Story = {
  render: () => (
    <AnnouncerProvider>
      <Banner variant="error">Too many failed authentication attempts. Please try again later.</Banner>
      <FieldError id="standalone-error">Invalid passcode, please try again.</FieldError>
    </AnnouncerProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/passcode|attempts/));
  },
};
