import { describe, expect, it } from 'vitest';
import {
  availableInWindow,
  checkPixLimit,
  limitChangeEffectiveAt,
  limitWindowAt,
  PIX_LIMIT_DEFAULTS,
  pixLimitProblems,
} from './pixLimits';

const at = (local: string) => new Date(`${local}-03:00`);

describe('limitWindowAt', () => {
  it('is daytime until 19:59:59 and nighttime from 20:00 by default', () => {
    expect(limitWindowAt(at('2026-11-25T19:59:59'), '20:00')).toEqual({
      period: 'daytime',
      start: at('2026-11-25T06:00'),
      end: at('2026-11-25T20:00'),
    });
    expect(limitWindowAt(at('2026-11-25T20:00'), '20:00')).toEqual({
      period: 'nighttime',
      start: at('2026-11-25T20:00'),
      end: at('2026-11-26T06:00'),
    });
  });

  it('keeps one night across midnight, until 05:59', () => {
    const night = { start: at('2026-11-25T20:00'), end: at('2026-11-26T06:00') };
    expect(limitWindowAt(at('2026-11-26T00:00'), '20:00')).toMatchObject(night);
    expect(limitWindowAt(at('2026-11-26T05:59:59'), '20:00')).toMatchObject(night);
    expect(limitWindowAt(at('2026-11-26T06:00'), '20:00').period).toBe('daytime');
  });

  it('moves the night to 22:00 at the holder’s choice', () => {
    expect(limitWindowAt(at('2026-11-25T21:30'), '22:00').period).toBe('daytime');
    expect(limitWindowAt(at('2026-11-25T22:00'), '22:00')).toMatchObject({
      period: 'nighttime',
      start: at('2026-11-25T22:00'),
    });
    expect(limitWindowAt(at('2026-11-26T03:00'), '22:00').start).toEqual(at('2026-11-25T22:00'));
  });

  it('crosses a month and a year', () => {
    expect(limitWindowAt(at('2027-01-01T01:00'), '20:00').start).toEqual(at('2026-12-31T20:00'));
  });
});

describe('checkPixLimit', () => {
  const night = PIX_LIMIT_DEFAULTS.nighttime;

  it('lets a payment through up to the period’s limit, to the centavo', () => {
    expect(checkPixLimit(night, 600_00, 400_00)).toBeNull();
    expect(checkPixLimit(night, 600_00, 400_01)).toBe('PIX_LIMIT_PER_PERIOD');
  });

  it('refuses one payment above the per-payment limit, whatever is left', () => {
    expect(checkPixLimit({ perPayment: 500_00, perPeriod: 1_000_00 }, 0, 500_01)).toBe(
      'PIX_LIMIT_PER_PAYMENT',
    );
  });

  it('says what is available: the smaller of the rest and one payment', () => {
    expect(availableInWindow({ perPayment: 500_00, perPeriod: 1_000_00 }, 700_00)).toBe(300_00);
    expect(availableInWindow({ perPayment: 500_00, perPeriod: 1_000_00 }, 0)).toBe(500_00);
    expect(availableInWindow({ perPayment: 500_00, perPeriod: 1_000_00 }, 1_200_00)).toBe(0);
  });
});

describe('limitChangeEffectiveAt', () => {
  const asked = at('2026-11-25T10:00');

  it('lowers at once and raises 24 hours later', () => {
    expect(limitChangeEffectiveAt(1_000_00, 500_00, asked)).toEqual(asked);
    expect(limitChangeEffectiveAt(1_000_00, 1_000_00, asked)).toEqual(asked);
    expect(limitChangeEffectiveAt(1_000_00, 1_000_01, asked)).toEqual(at('2026-11-26T10:00'));
  });
});

describe('pixLimitProblems', () => {
  it('accepts the defaults', () => {
    expect(pixLimitProblems(PIX_LIMIT_DEFAULTS)).toEqual([]);
  });

  it('refuses a ceiling passed, a payment above its period, and a night above the day', () => {
    expect(
      pixLimitProblems({
        daytime: { perPayment: 2_000_00, perPeriod: 1_000_00 },
        nighttime: { perPayment: 1_500_00, perPeriod: 30_000_00 },
        nightStart: '20:00',
      }),
    ).toEqual([
      { field: 'daytime_per_payment_cents', code: 'PER_PAYMENT_ABOVE_PERIOD' },
      { field: 'nighttime_per_period_cents', code: 'LIMIT_ABOVE_CEILING' },
      { field: 'nighttime_per_period_cents', code: 'NIGHT_ABOVE_DAY' },
    ]);
  });
});
