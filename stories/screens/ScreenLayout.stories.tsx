import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../../src/primitives/Text';
import { CheckIllustration } from '../../src/screens/CheckIllustration';
import { ScreenLayout } from '../../src/screens/ScreenLayout';
import type { MessageId } from '../../src/entries/i18n';
import { composed } from './controls';
import { withFocusOnMount, withWidget } from './decorators';
import { Translated, useStoryT } from './Translated';

// The frame every screen shares: title, back arrow, and where focus goes on a screen change (ScreenFocus).
const meta = {
  title: 'Screens/ScreenLayout',
  component: ScreenLayout,
  decorators: [withWidget],
  argTypes: { before: composed, children: composed, initialFocus: composed },
  // The title is a message id here, worded in the story's language as the widget's screens do.
  args: {
    title: 'emailConfirmation.title',
    children: (
      <Text>
        <Translated id="emailConfirmation.sentTo" values={{ email: 'ada@example.com' }} />
      </Text>
    ),
  },
  render: function Render({ title, ...args }) {
    return <ScreenLayout {...args} title={useStoryT()(title as MessageId)} />;
  },
} satisfies Meta<typeof ScreenLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    // ScreenFocus is off on a page's first screen: focus stays where the person left it.
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).not.toHaveFocus();
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

/** After a screen change the widget turns ScreenFocus on, and the title takes focus. */
export const FocusOnMount: Story = {
  decorators: [withFocusOnMount],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
  },
};

export const CentredWithCheckIllustration: Story = {
  args: {
    title: 'otp.confirmation.title',
    centered: true,
    before: <CheckIllustration />,
    children: (
      <Text>
        <Translated id="otp.confirmation.text" />
      </Text>
    ),
  },
};

export const TitleHidden: Story = {
  args: { titleHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  },
};
