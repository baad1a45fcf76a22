import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../../../src/products/otp/screens/formatCountdown';

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(245)).toBe('4:05');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(formatCountdown(4.2)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });
});
