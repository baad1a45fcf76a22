import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SecondFactorConfirmation } from '../../src/products/secondFactor/screens/SecondFactorConfirmation';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/SecondFactorConfirmation',
  component: SecondFactorConfirmation,
  decorators: [withWidget],
} satisfies Meta<typeof SecondFactorConfirmation>;
export default meta;

export const SignedIn: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Success!' })).toBeVisible();
  },
};
