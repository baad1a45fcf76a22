import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toaster } from '../../src/primitives/Toaster';
import { ToasterProvider, useToaster } from '../../src/primitives/ToasterProvider';
import { Button } from '../../src/primitives/Button';
import type { ToastRecord } from '../../src/primitives/toast/toastQueue';

// Static toasts: the stories show the view, with no timers running at screenshot time.
const stack: ToastRecord[] = [
  { id: '1', message: 'Email resent', type: 'blank', duration: 4_000 },
  { id: '2', message: 'Your passcode has been successfully verified.', type: 'success', duration: 2_000 },
  { id: '3', message: 'Something went wrong. Please try again.', type: 'error', duration: 4_000 },
  { id: '4', message: 'Sending…', type: 'loading', duration: Infinity },
];

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  args: { toasts: stack, placement: 'inline', onDismiss: fn() },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getAllByRole('status')).toHaveLength(3);
    await expect(within(region).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const Empty: Story = { args: { toasts: [] } };

function ResendButton() {
  const toaster = useToaster();
  return (
    <Button variant="secondary" onClick={() => toaster.loading('Resending code…')}>
      Resend code
    </Button>
  );
}

// Wired to a provider; a loading toast stays until dismissed, so the screenshot is stable.
export const FromProvider: Story = {
  args: { toasts: undefined, onDismiss: undefined },
  render: (args) => (
    <ToasterProvider>
      <ResendButton />
      <Toaster {...args} />
    </ToasterProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Resending code…');
    (canvas.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).blur();
  },
};
