import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useT } from '../../src/i18n/I18nProvider';
import { en } from '../../src/entries/i18n';
import { IsolatedValue } from '../../src/screens/IsolatedValue';
import { withWidget } from './decorators';

/** A sentence of the catalogue, in the story's language, with its value filled in and isolated. */
function Sentence({ value }: { value: string }) {
  const t = useT(en);
  return <p>{<IsolatedValue text={t('emailConfirmation.sentTo', { email: value })} value={value} />}</p>;
}

const meta = {
  title: 'Screens/Parts/IsolatedValue',
  component: Sentence,
  decorators: [withWidget],
  args: { value: 'ada@example.com' },
} satisfies Meta<typeof Sentence>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')).toHaveTextContent('ada@example.com');
  },
};

/** A phone number is one unit: its spaces do not break across lines. */
export const PhoneNumber: Story = {
  args: { value: '+1 202 555 0123' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')?.textContent).toBe('+1\u00a0202\u00a0555\u00a00123');
  },
};
