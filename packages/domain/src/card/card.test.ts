import { describe, expect, it } from 'vitest';
import { isMcc, maskedCardNumber, merchantCategory } from './index';

describe('card purchases', () => {
  it('groups merchant category codes, unknown ones as other', () => {
    expect(merchantCategory('5411')).toBe('groceries');
    expect(merchantCategory('5812')).toBe('restaurants');
    expect(merchantCategory('5912')).toBe('pharmacy');
    expect(merchantCategory('0000')).toBe('other');
    expect(isMcc('5411')).toBe(true);
    expect(isMcc('54a1')).toBe(false);
  });

  it('shows only the last four digits', () => {
    expect(maskedCardNumber('4321')).toBe('•••• •••• •••• 4321');
  });
});
