import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MainEmailForm } from '../../src/screens/MainEmailForm';
import { MainPhoneForm } from '../../src/products/otp/screens/MainPhoneForm';
import { MainTabs } from '../../src/screens/MainTabs';
import type { MessageId } from '../../src/entries/i18n';
import { composed } from './controls';
import { withWidget } from './decorators';
import { useStoryT } from './Translated';
import { emailForm, phoneForm } from './mainFixtures';

// SPEC §2: one tab per method when there are several (here magic links and text-message codes).
// Every panel stays mounted, hidden when inactive.
const meta = {
  title: 'Screens/MainTabs',
  component: MainTabs,
  decorators: [withWidget],
  // Labels are message ids here, worded in the story's language as the widget's containers do.
  argTypes: { tabs: composed },
  args: {
    label: 'main.tabsLabel',
    onValueChange: fn(),
    tabs: [
      { id: 'email-magic-link', label: 'main.tab.email', content: <MainEmailForm form={emailForm()} /> },
      { id: 'sms', label: 'main.tab.sms', content: <MainPhoneForm method="sms" form={phoneForm()} /> },
    ],
  },
  render: function Render({ label, tabs, ...args }) {
    const t = useStoryT();
    return <MainTabs {...args} label={t(label as MessageId)} tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label as MessageId) }))} />;
  },
} satisfies Meta<typeof MainTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoMethods: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('tablist', { name: 'Sign-in method' })).toBeVisible();
    canvas.getByRole('tab', { name: 'Email' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sms');
    await expect(canvas.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
    // The email panel is still there, hidden: what was typed in it survives a look at the other.
    await expect(canvas.getByRole('textbox', { name: 'Email', hidden: true })).not.toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('select option').length).toBeGreaterThan(200));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
