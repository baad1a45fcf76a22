import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasskeyList, type PasskeyListProps } from '../../src/products/passkeys/screens/PasskeyList';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';
import { Translated } from './Translated';

const passkeys = [
  { id: 'wr-1', name: 'Google Password Manager' },
  { id: 'wr-2', name: 'Passkey (Nov 22, 2026)' },
];

const lists = { 'Two passkeys': passkeys, 'One passkey': passkeys.slice(0, 1) };
const edits = { none: null, 'Renaming the second': { id: 'wr-2', name: 'Work laptop' } };
type Args = Omit<PasskeyListProps, 'passkeys' | 'editing'> & { passkeys: keyof typeof lists; editing: keyof typeof edits };

const meta = {
  title: 'Screens/Parts/PasskeyList',
  component: mapped<Args>(PasskeyList),
  argTypes: { passkeys: choice(lists), editing: choice(edits), pendingDelete: { control: 'select', options: [null, 'wr-1', 'wr-2'] } },
  // The list's heading, inside the card as PasskeyRegistrationSuccess draws it.
  decorators: [
    (Story) => (
      <>
        <h2 id="passkey-list-title">
          <Translated id="passkey.success.existing" />
        </h2>
        <Story />
      </>
    ),
    withWidget,
  ],
  args: {
    passkeys: 'Two passkeys',
    editing: 'none',
    pendingDelete: null,
    labelledBy: 'passkey-list-title',
    onRenameStart: fn(),
    onNameChange: fn(),
    onRenameSave: fn(),
    onRenameCancel: fn(),
    onDeleteStart: fn(),
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Existing Passkeys' }).querySelectorAll('li')).toHaveLength(2);
  },
};

/** While one passkey is renamed, the others' actions wait (SPEC §2: editing and deleting are exclusive). */
export const Renaming: Story = {
  args: { editing: 'Renaming the second' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rename Google Password Manager' })).toBeDisabled();
  },
};

export const MarkedForDeletion: Story = { args: { pendingDelete: 'wr-1' } };
