import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../../src/primitives/Icon';
import * as glyphs from '../../src/primitives/glyphs';

const meta = { title: 'Primitives/Icon', component: Icon, args: { glyph: glyphs.check } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

const allIcons = () => (
  <div style={{ display: 'flex', gap: '1rem' }}>
    {Object.values(glyphs).map((glyph) => (
      <Icon key={glyph.name} glyph={glyph} />
    ))}
  </div>
);
export const AllIcons: Story = { render: allIcons };
