import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, type IconName } from '../../src/primitives/Icon';

const names: IconName[] = ['check', 'cross', 'warning', 'error', 'eye', 'eyeOff', 'chevronDown', 'chevronUp', 'arrowBack'];

const meta = { title: 'Primitives/Icon', component: Icon, args: { name: 'check' } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

const allIcons = () => (
  <div style={{ display: 'flex', gap: '1rem' }}>
    {names.map((name) => (
      <Icon key={name} name={name} />
    ))}
  </div>
);
export const AllIcons: Story = { render: allIcons };
export const Dark: Story = { globals: { theme: 'dark' }, render: allIcons };
