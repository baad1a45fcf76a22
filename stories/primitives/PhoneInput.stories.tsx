import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PhoneInput } from '../../src/primitives/PhoneInput';

const meta = {
  title: 'Primitives/PhoneInput',
  component: PhoneInput,
  args: { onValueChange: fn(), required: true },
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

// Wait until the lazily loaded library has filled the country list, so screenshots are stable.
const countriesLoaded = async (select: HTMLElement) => {
  await waitFor(() => expect(select.querySelectorAll('option').length).toBeGreaterThan(200));
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Phone number');
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect(input).toHaveAttribute('placeholder', '(123) 456-7890');
    const select = canvas.getByRole('combobox', { name: 'Country or region' });
    await expect(select).toHaveValue('US');
    await countriesLoaded(select);
    await expect(canvas.getByRole('option', { name: '+1 United States' })).toBeInTheDocument();
  },
};

export const Typed: Story = {
  play: async ({ args, canvas }) => {
    await countriesLoaded(canvas.getByRole('combobox', { name: 'Country or region' }));
    const input = canvas.getByLabelText('Phone number');
    await userEvent.type(input, '2025550123');
    await expect(input).toHaveValue('(202) 555-0123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ country: 'US', national: '(202) 555-0123', callingCode: '1' });
    // No focus ring in the screenshot: it shows the formatted number at rest.
    input.blur();
  },
};

export const OtherCountry: Story = {
  args: { defaultCountry: 'GB', defaultValue: '02079460000' },
  play: async ({ canvas }) => {
    await countriesLoaded(canvas.getByRole('combobox', { name: 'Country or region' }));
    await waitFor(() => expect(canvas.getByLabelText('Phone number')).toHaveValue('020 7946 0000'));
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '555-0123',
    error: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  },
  play: async ({ canvas }) => {
    await countriesLoaded(canvas.getByRole('combobox', { name: 'Country or region' }));
    const input = canvas.getByLabelText('Phone number');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '(202) 555-0123' },
  play: async ({ canvas }) => {
    await countriesLoaded(canvas.getByRole('combobox', { name: 'Country or region' }));
    await expect(canvas.getByLabelText('Phone number')).toBeDisabled();
  },
};
