import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Collapsible } from '../../src/primitives/Collapsible';

const meta = {
  title: 'Primitives/Collapsible',
  component: Collapsible,
  args: {
    label: 'You do not have permissions to grant Acme access to some of the requested scopes.',
    children: "You cannot grant Acme's request to: View your personal profile information",
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Collapsible>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /requested scopes/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/You cannot grant/)).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('data-state', 'closed');
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Disabled: Story = { args: { disabled: true } };
