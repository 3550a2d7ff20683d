import { afterEach, describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './index';

describe('madeOnFirstUse', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes nothing until asked, then the same value every time', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps the domain from building a formatter as it loads: the first one starts ICU', async () => {
    vi.resetModules();
    const { NumberFormat, DateTimeFormat } = Intl;
    // Counted, and still the real formatters (a constructor that returns an object gives it).
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    const domain = await import('../index');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(domain.formatBrl(123456)).toBe('R$\u00a01.234,56');
    expect(domain.formatBrl(-500)).toBe('-R$\u00a05,00');
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(domain.formatSaoPauloTime(new Date('2026-12-07T13:05:00Z'))).toBe('10:05');
    expect(domain.toSaoPauloDate(new Date('2026-12-07T02:00:00Z'))).toBe('2026-12-06');
    expect(dates).toHaveBeenCalledTimes(2);
  });
});
