import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../src/primitives/Tabs';

function Methods(props: { value?: string; defaultValue?: string; onValueChange?: (value: string) => void }) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Sign-in method">
        <TabsTrigger value="sms">Text</TabsTrigger>
        <TabsTrigger value="whatsapp">WhatsApp</TabsTrigger>
        <TabsTrigger value="email">Email</TabsTrigger>
      </TabsList>
      <TabsContent value="sms">We will text you a code.</TabsContent>
      <TabsContent value="whatsapp">We will send a code on WhatsApp.</TabsContent>
      <TabsContent value="email">We will email you a link.</TabsContent>
    </Tabs>
  );
}

const meta = preview.meta({
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'sms', onValueChange: fn() },
  render: (args) => <Methods defaultValue={args.defaultValue} value={args.value} onValueChange={args.onValueChange} />,
});

export const FirstSelected = meta.story({ tags: ['forced-colors'] });
export const LastSelected = meta.story({ args: { defaultValue: 'email' } });

FirstSelected.test('arrow keys move the selection, in the reading direction, and the panel follows', async ({ args, canvas, globals }) => {
  // Radix follows the direction: in right-to-left text the next tab is to the left.
  const [next, previous] = globals.dir === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
  await userEvent.tab();
  await expect(canvas.getByRole('tab', { name: 'Text' })).toHaveFocus();

  await userEvent.keyboard(next);
  const whatsapp = canvas.getByRole('tab', { name: 'WhatsApp' });
  await expect(whatsapp).toHaveFocus();
  await expect(whatsapp).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tabpanel')).toHaveTextContent('We will send a code on WhatsApp.');
  await expect(args.onValueChange).toHaveBeenLastCalledWith('whatsapp');

  await userEvent.keyboard(next + next);
  await expect(canvas.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');

  await userEvent.keyboard(previous);
  await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tabpanel', { name: 'Email' })).toHaveTextContent('We will email you a link.');
});

function ControlledMethods() {
  const [value, setValue] = useState('email');
  return (
    <>
      <Methods value={value} onValueChange={setValue} />
      <p>Selected: {value}</p>
    </>
  );
}

export const Controlled = meta.story({
  render: () => <ControlledMethods />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Text' }));
    await expect(canvas.getByText('Selected: sms')).toBeVisible();
  },
});
