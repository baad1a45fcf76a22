import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Select } from '../../src/primitives/Select';

const countries = [
  { value: 'US', label: '+1 United States' },
  { value: 'CA', label: '+1 Canada' },
  { value: 'GB', label: '+44 United Kingdom' },
  { value: 'FR', label: '+33 France' },
  { value: 'DE', label: '+49 Germany' },
];

const meta = preview.meta({
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Country', options: countries, defaultValue: 'US', name: 'country', onValueChange: fn() },
});

export const Selected = meta.story();
export const Placeholder = meta.story({ args: { defaultValue: undefined, placeholder: 'Choose a country' } });
export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
});

// The open list lives in a portal and moves with layout: checked by axe, not by screenshot.
// While open, Radix traps focus in the list and aria-hides the rest, trigger included; axe cannot
// see the trap, so its aria-hidden-focus finding is a false positive here and only here.
const openParameters = {
  screenshot: false,
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

export const Open = meta.story({
  args: { defaultOpen: true },
  parameters: openParameters,
  play: async ({ canvas }) => {
    const listbox = await canvas.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(canvas.getByRole('option', { name: '+1 United States' })).toHaveAttribute('aria-selected', 'true');
  },
});

Selected.test('picks a country with the keyboard and gives focus back to the trigger', async ({ args, canvas }) => {
  const trigger = canvas.getByRole('combobox', { name: 'Country' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByRole('listbox')).toBeVisible();
  await waitFor(() => expect(canvas.getByRole('option', { name: '+1 United States' })).toHaveFocus());

  await userEvent.keyboard('{ArrowDown}');
  await expect(canvas.getByRole('option', { name: '+1 Canada' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');

  await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(args.onValueChange).toHaveBeenCalledWith('CA');
  await expect(trigger).toHaveTextContent('+1 Canada');
  await waitFor(() => expect(trigger).toHaveFocus());
});

function ControlledCountry() {
  const [value, setValue] = useState('GB');
  return (
    <>
      <Select label="Country" options={countries} value={value} onValueChange={setValue} />
      <p>Selected: {value}</p>
    </>
  );
}

export const Controlled = meta.story({ render: () => <ControlledCountry /> });
