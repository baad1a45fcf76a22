import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MainEmailForm, type MainEmailFormProps } from '../../src/screens/MainEmailForm';
import { MainPhoneForm } from '../../src/products/otp/screens/MainPhoneForm';
import type { EmailFormModel } from '../../src/screens/mainTypes';
import { errorsById, fromFields, mapped, names } from './controls';
import { withWidget } from './decorators';
import { phoneForm } from './mainFixtures';

const emailErrors = errorsById('validation.emailFormat', 'validation.emailOtp', 'error.inactive_email');

/** The form's model as fields: the email typed, its error by name, the status and the callbacks. */
type Args = Omit<MainEmailFormProps, 'form'> &
  Pick<EmailFormModel, 'status' | 'onEmailChange' | 'onSubmit'> & {
    /** Built from the fields below. */
    form?: never;
    email: string;
    emailError: keyof typeof emailErrors;
  };

// Main's two forms on their own, as a host composing its own Main would use them.
const meta = {
  title: 'Screens/MainForms',
  component: mapped<Args>(MainEmailForm),
  decorators: [withWidget],
  render: ({ email, emailError, status, onEmailChange, onSubmit, form: _form, ...props }) => (
    <MainEmailForm {...props} form={{ values: { email }, errors: { email: emailErrors[emailError] }, status, onEmailChange, onSubmit }} />
  ),
  argTypes: { form: fromFields, emailError: names(emailErrors), status: { control: { type: 'radio' }, options: ['idle', 'submitting'] } },
  args: { email: '', emailError: 'none', status: 'idle', onEmailChange: fn(), onSubmit: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmailForm: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(field, 'a');
    await expect(args.onEmailChange).toHaveBeenCalled();
  },
};

export const EmailFormForPasswords: Story = {
  args: { autoComplete: 'username' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
  },
};

export const EmailFormSubmitting: Story = { args: { email: 'ada@example.com', status: 'submitting' } };

export const EmailFormInvalid: Story = {
  args: { email: 'ada@', emailError: 'validation.emailFormat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email format is invalid.');
  },
};

export const PhoneFormTextMessage: StoryObj<typeof MainPhoneForm> = {
  render: () => <MainPhoneForm method="sms" form={phoneForm()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('placeholder', '(123) 456-7890');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeRequired(); // a rule asserted by nothing before
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
