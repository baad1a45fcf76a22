import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { PasswordStrengthDisplay } from '../../src/products/passwords/screens/PasswordStrengthDisplay';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';
import { strengthsByName, type StrengthName } from './strengthFixtures';

type Args = Omit<ComponentProps<typeof PasswordStrengthDisplay>, 'strength'> & { strength: Exclude<StrengthName, 'none'> };

const meta = {
  title: 'Screens/Parts/PasswordStrengthDisplay',
  component: mapped<Args>(PasswordStrengthDisplay),
  decorators: [withWidget],
  argTypes: { strength: choice(strengthsByName) },
  args: { strength: 'zxcvbn 1, commonly used' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ZxcvbnScore0: Story = {
  args: { strength: 'zxcvbn 0, heavily used' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuetext', '0 of 4');
    await expect(meter).toHaveAttribute('data-tone', 'weak');
    await expect(canvas.getByText('This is a heavily used password.')).toBeVisible();
  },
};
export const ZxcvbnScore1: Story = {};
export const ZxcvbnScore2: Story = {
  args: { strength: 'zxcvbn 2, sequences' },
};
export const ZxcvbnScore3: Story = {
  args: { strength: 'zxcvbn 3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('data-tone', 'strong');
  },
};
export const ZxcvbnScore4: Story = { args: { strength: 'zxcvbn 4' } };
export const UnknownFeedback: Story = {
  args: { strength: 'zxcvbn 1, feedback this version does not know' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A sentence this version does not know.')).toBeVisible();
  },
};
export const LudsPartlyMet: Story = {
  args: { strength: 'LUDS, length met' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Must be at least 8 characters long')).toBeVisible();
    await expect(
      canvas.getByText('Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol'),
    ).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Must be at least 8 characters long, met');
    await expect(items[1]).toHaveTextContent(/, not met$/);
  },
};
export const LudsNoneMet: Story = { args: { strength: 'LUDS, nothing met' } };
export const LudsMet: Story = { args: { strength: 'LUDS, all met' } };
export const Breached: Story = {
  args: { strength: 'breached' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeVisible();
  },
};
export const BreachedLuds: Story = { args: { strength: 'breached, LUDS met' } };
export const NoPolicy: Story = {
  args: { strength: 'no policy' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-policy]')).toBeNull();
  },
};
