import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { AccountProfile } from '../../src/products/account/screens/AccountProfile';

const noErrors = { name: null, pictureUrl: null, upload: null, form: null };

const meta = {
  title: 'Screens/Account/AccountProfile',
  component: AccountProfile,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { values: composed, errors: composed, picture: { control: 'text' }, onBack: composed },
  args: {
    values: { name: 'Ada Lovelace', pictureUrl: '' },
    picture: null,
    canUpload: true,
    status: 'idle',
    errors: noErrors,
    onNameChange: fn(),
    onPictureUrlChange: fn(),
    onUpload: fn(),
    onRemovePicture: fn(),
    onSubmit: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof AccountProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Upload: Story = {};
export const ByAddress: Story = { args: { canUpload: false, values: { name: 'Ada Lovelace', pictureUrl: 'https://example.com/ada.png' } } };
export const Saving: Story = { args: { status: 'saving' } };
export const Uploading: Story = { args: { status: 'uploading' } };
export const NameTooLong: Story = { args: { errors: { ...noErrors, name: { id: 'account.profile.invalidName' } } } };
export const PictureAddressNotHttps: Story = {
  args: { canUpload: false, values: { name: 'Ada', pictureUrl: 'http://example.com/a.png' }, errors: { ...noErrors, pictureUrl: { id: 'account.profile.invalidPictureUrl' } } },
};
export const Alone: Story = { args: { onBack: undefined } };
