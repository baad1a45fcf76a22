import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MainEmailForm } from '../../src/screens/MainEmailForm';
import { MainPhoneForm } from '../../src/screens/MainPhoneForm';
import { withWidget } from './decorators';
import { emailForm, phoneForm } from './mainFixtures';

// Main's two forms on their own, as a host composing its own Main would use them.
const meta = {
  title: 'Screens/MainForms',
  component: MainEmailForm,
  decorators: [withWidget],
  args: { form: emailForm() },
} satisfies Meta<typeof MainEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmailForm: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(field, 'a');
    await expect(args.form.onEmailChange).toHaveBeenCalled();
  },
};

export const EmailFormForPasswords: Story = {
  args: { autoComplete: 'username' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
  },
};

export const EmailFormSubmitting: Story = { args: { form: emailForm({ values: { email: 'ada@example.com' }, status: 'submitting' }) } };

export const EmailFormInvalid: Story = {
  args: { form: emailForm({ values: { email: 'ada@' }, errors: { email: { id: 'validation.emailFormat' } } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email format is invalid.');
  },
};

export const PhoneFormTextMessage: StoryObj<typeof MainPhoneForm> = {
  render: () => <MainPhoneForm method="sms" form={phoneForm()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('placeholder', '(123) 456-7890');
    await expect(canvas.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
  },
};

export const PhoneFormWhatsApp: StoryObj<typeof MainPhoneForm> = {
  render: () => <MainPhoneForm method="whatsapp" form={phoneForm({ values: { country: 'US', phone: '(202) 555-0123' } })} />,
};

export const PhoneFormInvalid: StoryObj<typeof MainPhoneForm> = {
  render: () => (
    <MainPhoneForm method="sms" form={phoneForm({ values: { country: 'US', phone: '12' }, errors: { phone: { id: 'validation.phoneFormat' } } })} />
  ),
};
