import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackupCodeList } from '../../src/products/secondFactor/screens/BackupCodeList';
import { withWidget } from './decorators';

const CODES = ['k7m2p-qr9xz', 'a3b4c-d5e6f', 'ghj7k-mn8pq', 'rst2u-vwx3y', 'z4a5b-c6d7e', 'f8g9h-j2k3m', 'n4p5q-r6s7t', 'u8v9w-x2y3z', 'a4b5c-d6e7f', 'g8h9j-k2m3n'];

/** The list as the security widget shows it; a designer picks how many codes are left. */
function Codes({ count, fileName }: { count: number; fileName: string }) {
  return <BackupCodeList codes={CODES.slice(0, count)} fileName={fileName} />;
}

const meta = {
  title: 'Screens/Parts/BackupCodeList',
  component: Codes,
  decorators: [withWidget],
  args: { count: 10, fileName: 'backup-codes.txt' },
  argTypes: { count: { control: { type: 'range', min: 1, max: 10 } } },
} satisfies Meta<typeof Codes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten codes, shown once, with copy and download. */
export const TenCodes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
  },
};
