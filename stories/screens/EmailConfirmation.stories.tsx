import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmailConfirmation } from '../../src/products/emailMagicLinks/screens/EmailConfirmation';
import { choice, errorsById } from './controls';
import { withFocusOnMount, withWidget } from './decorators';

const meta = {
  title: 'Screens/EmailConfirmation',
  component: EmailConfirmation,
  decorators: [withWidget],
  argTypes: { error: choice(errorsById('error.unknown', 'error.user_lock_limit_reached')) },
  args: { email: 'ada@example.com', onTryAgain: fn() },
} satisfies Meta<typeof EmailConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutSenderDomain: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByText(/^An email was sent to/)).toHaveTextContent('An email was sent to ada@example.com.');
    // The address in its own <bdi>: in Arabic or Hebrew text it keeps its order, the full stop its side.
    await expect(canvas.getByText('ada@example.com').tagName).toBe('BDI');
    const gmail = canvas.getByRole('link', { name: 'Open in Gmail (opens in a new tab)' });
    await expect(gmail).toHaveAttribute('href', 'https://mail.google.com/mail/u/0/#inbox');
    await expect(gmail).toHaveAttribute('target', '_blank');
    await expect(gmail).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: /Open in Yahoo/ })).toHaveAttribute('href', 'https://mail.yahoo.com/d/folders/1');
    await expect(canvas.getByRole('link', { name: /Open in Outlook/ })).toHaveAttribute('href', 'https://outlook.live.com/mail/0/inbox');
    // A page load never steals focus.
    await expect(canvas.getByRole('heading', { level: 2 })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithSenderDomain: Story = {
  args: { senderDomain: 'mail.example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Open in Gmail/ })).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#search/from%3Amail.example.com+in%3Aanywhere',
    );
    await expect(canvas.getByRole('link', { name: /Open in Yahoo/ })).toHaveAttribute(
      'href',
      'https://mail.yahoo.com/d/search/keyword=from%253Amail.example.com',
    );
    await expect(canvas.getByRole('link', { name: /Open in Outlook/ })).toHaveAttribute(
      'href',
      'https://outlook.live.com/mail/0/search?q=from%3Amail.example.com',
    );
  },
};

export const WithBackArrow: Story = {
  args: { onBack: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AfterScreenChange: Story = {
  decorators: [withFocusOnMount],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Check your email' })).toHaveFocus();
  },
};
