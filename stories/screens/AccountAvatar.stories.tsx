import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useT } from '../../src/i18n/I18nProvider';
import { AccountAvatar, type AccountAvatarProps } from '../../src/products/account/screens/AccountAvatar';
import { accountMessages } from '../../src/products/account/messages';

/** The screens pass their translated text alternative; the story does the same, in every language. */
function Avatar(props: Omit<AccountAvatarProps, 'alt'>) {
  return <AccountAvatar {...props} alt={useT(accountMessages)('account.pictureAlt')} />;
}

// A picture drawn inline, so the story needs no network.
const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#2f6f5e"/><circle cx="4" cy="3" r="2" fill="#f3e2c7"/></svg>')}`;

const meta = {
  title: 'Screens/Account/AccountAvatar',
  component: Avatar,
  argTypes: { pictureUrl: { control: 'text' } },
  args: { pictureUrl: null, name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the first letters of the name, hidden from screen readers (the name is written beside it). */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('AL');
  },
};
/** No name yet: the address's first letter. */
export const FromAnAddress: Story = { args: { name: 'ada@example.com' } };
export const Picture: Story = {
  args: { pictureUrl: PICTURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  },
};
/** A picture that does not load falls back to the initials. */
export const PictureThatFails: Story = {
  args: { pictureUrl: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('AL');
  },
};
