import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useT } from '../../src/i18n/I18nProvider';
import { PersonText } from '../../src/products/organizations/screens/PersonText';
import { organizationsMessages } from '../../src/products/organizations/messages';

/** The screens pass their translator; the story does the same, in every language. */
function Sentence({ inviter, organization, role }: { inviter: string; organization: string; role: string }) {
  const t = useT(organizationsMessages);
  return (
    <p>
      <PersonText t={t} id="organizations.invitation.text" values={{ inviter, organization, role }} />
    </p>
  );
}

const meta = {
  title: 'Screens/Organizations/PersonText',
  component: Sentence,
  args: { inviter: 'Grace Hopper', organization: 'Acme Corporation', role: 'Admin' },
} satisfies Meta<typeof Sentence>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each value in its own <bdi>, in the translated sentence's order. */
export const InvitedBy: Story = {
  play: async ({ canvasElement }) => {
    const values = [...canvasElement.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    await expect(values).toEqual(expect.arrayContaining(['Grace Hopper', 'Acme Corporation', 'Admin']));
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Grace Hopper invited you to join Acme Corporation as Admin.');
  },
};

/** A right-to-left name inside the sentence keeps its own direction. */
export const RightToLeftName: Story = {
  args: { inviter: 'נועה כהן', organization: 'شركة أكمي' },
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(expect.arrayContaining(['נועה כהן', 'شركة أكمي']));
  },
};
