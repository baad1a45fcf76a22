import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MainEmailForm, type MainEmailFormProps } from '../../src/screens/MainEmailForm';
import { MainPhoneForm } from '../../src/products/otp/screens/MainPhoneForm';
import type { EmailFormModel } from '../../src/screens/mainTypes';
import { errorsById, fromFields, mapped, names } from './controls';
import { withWidget } from './decorators';
import { phoneForm } from './mainFixtures';
import type { Decorator } from '@storybook/react-vite';
import { useT } from '../../src/i18n/I18nProvider';
import { ssoMessages } from '../../src/products/sso/messages';
import { EmailOffer } from '../../src/products/sso/screens/EmailOffer';

/** The offer's words are enterprise sign-in's: a widget has them once the sso product's entry arrives. */
const withSsoWords: Decorator = (Story) => {
  useT(ssoMessages);
  return <Story />;
};

const emailErrors = errorsById('validation.emailFormat', 'validation.emailOtp', 'error.inactive_email');

/** The form's model as fields: the email typed, its error by name, the status and the callbacks. */
type Args = Omit<MainEmailFormProps, 'form'> &
  Pick<EmailFormModel, 'status' | 'onEmailChange' | 'onSubmit'> & {
    /** Built from the fields below. */
    form?: never;
    email: string;
    emailError: keyof typeof emailErrors;
    /** Enterprise sign-in's offer for the address: the organization's name, or '' for none. */
    organization: string;
    onAcceptOffer: () => void;
    /** The offer was taken: its identity provider's page is loading. */
    offerGoing: boolean;
  };

// Main's two forms on their own, as a host composing its own Main would use them.
const meta = {
  title: 'Screens/MainForms',
  component: mapped<Args>(MainEmailForm),
  decorators: [withWidget],
  render: ({ email, emailError, status, onEmailChange, onSubmit, organization, onAcceptOffer, offerGoing, form: _form, ...props }) => (
    <MainEmailForm
      {...props}
      form={{
        values: { email },
        errors: { email: emailErrors[emailError] },
        status,
        onEmailChange,
        onSubmit,
        ...(organization ? { offer: <EmailOffer organization={organization} onAccept={onAcceptOffer} submitting={offerGoing} /> } : {}),
      }}
    />
  ),
  argTypes: { form: fromFields, emailError: names(emailErrors), status: { control: { type: 'radio' }, options: ['idle', 'submitting'] } },
  args: { email: '', emailError: 'none', status: 'idle', onEmailChange: fn(), onSubmit: fn(), organization: '', onAcceptOffer: fn(), offerGoing: false },
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

/** Enterprise sign-in (docs/organizations.md): the address is on Acme's verified domain. */
export const EmailFormEnterpriseOffer: Story = {
  decorators: [withSsoWords],
  args: { email: 'ada@acme.test', organization: 'Acme' },
  play: async ({ args, canvas }) => {
    const offer = await canvas.findByRole('button', { name: 'Continue with Acme' });
    await waitFor(() => expect(offer).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptOffer).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  },
};

export const EmailFormEnterpriseOfferSubmitting: Story = { decorators: [withSsoWords], args: { email: 'ada@acme.test', organization: 'Acme', offerGoing: true } };

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
