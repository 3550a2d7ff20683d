import { describe, expect, it } from 'vitest';
import {
  pixAutomaticAcceptanceFields,
  pixAutomaticAcceptanceProblems,
  pixAutomaticAttemptAt,
  pixAutomaticChargeCancellable,
  pixAutomaticChargeProblems,
  type PixAutomaticTerms,
} from './pixAutomatic';

const monthly: PixAutomaticTerms = {
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  fixedAmount: null,
  receiverMinimum: 5_000,
  payerMaximum: 20_000,
  payerEndDate: null,
};

describe('pixAutomaticAttemptAt', () => {
  it('debits at 06:00 São Paulo on the due day, once without retries', () => {
    expect(pixAutomaticAttemptAt('2026-12-10', 1, 'NAO_PERMITE')?.toISOString()).toBe(
      '2026-12-10T09:00:00.000Z',
    );
    expect(pixAutomaticAttemptAt('2026-12-10', 2, 'NAO_PERMITE')).toBeNull();
  });

  it('retries twice within seven days when the receiver allows it', () => {
    const at = [1, 2, 3, 4].map((n) => pixAutomaticAttemptAt('2026-12-30', n, 'PERMITE_3R_7D'));
    expect(at.map((date) => date?.toISOString() ?? null)).toEqual([
      '2026-12-30T09:00:00.000Z',
      '2026-12-31T09:00:00.000Z',
      '2027-01-02T09:00:00.000Z',
      null,
    ]);
  });
});

describe('pixAutomaticChargeProblems', () => {
  const today = '2026-12-01';

  it('takes a charge 2 to 10 days ahead, inside the period, up to the payer maximum', () => {
    expect(
      pixAutomaticChargeProblems(monthly, { dueDate: '2026-12-03', amount: 20_000 }, today),
    ).toEqual({});
    expect(
      pixAutomaticChargeProblems(monthly, { dueDate: '2026-12-11', amount: 1 }, today),
    ).toEqual({});
  });

  it('refuses a charge that gives the payer less than two days, or comes too early', () => {
    expect(
      pixAutomaticChargeProblems(monthly, { dueDate: '2026-12-02', amount: 100 }, today),
    ).toEqual({
      dueDate: 'AUTOMATIC_DUE_DATE_TOO_SOON',
    });
    expect(
      pixAutomaticChargeProblems(monthly, { dueDate: '2026-12-12', amount: 100 }, today),
    ).toEqual({
      dueDate: 'AUTOMATIC_DUE_DATE_TOO_FAR',
    });
  });

  it('refuses a day outside the period, the payer own end date first', () => {
    const shortened = { ...monthly, payerEndDate: '2026-12-05' };
    expect(
      pixAutomaticChargeProblems(shortened, { dueDate: '2026-12-06', amount: 100 }, today),
    ).toEqual({
      dueDate: 'AUTOMATIC_DUE_DATE_OUTSIDE',
    });
    const later = { ...monthly, startDate: '2026-12-20' };
    expect(
      pixAutomaticChargeProblems(later, { dueDate: '2026-12-05', amount: 100 }, today),
    ).toEqual({
      dueDate: 'AUTOMATIC_DUE_DATE_OUTSIDE',
    });
  });

  it('refuses an amount over the payer maximum, or other than a fixed amount', () => {
    expect(
      pixAutomaticChargeProblems(monthly, { dueDate: '2026-12-05', amount: 20_001 }, today),
    ).toEqual({
      amount: 'AUTOMATIC_AMOUNT_ABOVE_MAXIMUM',
    });
    const fixed = { ...monthly, fixedAmount: 4_990, payerMaximum: null };
    expect(
      pixAutomaticChargeProblems(fixed, { dueDate: '2026-12-05', amount: 4_991 }, today),
    ).toEqual({
      amount: 'AUTOMATIC_AMOUNT_NOT_AGREED',
    });
    expect(
      pixAutomaticChargeProblems(fixed, { dueDate: '2026-12-05', amount: 4_990 }, today),
    ).toEqual({});
  });
});

describe('pixAutomaticChargeCancellable', () => {
  it('lets the payer cancel until the day before the debit, not on the day', () => {
    expect(pixAutomaticChargeCancellable('2026-12-10', '2026-12-09')).toBe(true);
    expect(pixAutomaticChargeCancellable('2026-12-10', '2026-12-10')).toBe(false);
  });
});

describe('pixAutomaticAcceptanceProblems', () => {
  it('accepts no maximum and no end date, or ones inside the request', () => {
    expect(pixAutomaticAcceptanceProblems(monthly, { maxAmount: null, endDate: null })).toEqual({});
    expect(
      pixAutomaticAcceptanceProblems(monthly, { maxAmount: 5_000, endDate: '2027-06-30' }),
    ).toEqual({});
  });

  it('refuses a maximum below the receiver minimum and an end outside the request', () => {
    expect(
      pixAutomaticAcceptanceProblems(monthly, { maxAmount: 4_999, endDate: '2026-11-30' }),
    ).toEqual({
      max_amount_cents: 'AUTOMATIC_MAXIMUM_BELOW_MINIMUM',
      end_date: 'AUTOMATIC_END_BEFORE_START',
    });
    expect(
      pixAutomaticAcceptanceProblems(monthly, { maxAmount: null, endDate: '2027-12-01' }),
    ).toEqual({ end_date: 'AUTOMATIC_END_AFTER_REQUESTED' });
  });

  it('reads the form body: a positive whole maximum and a real day', () => {
    expect(pixAutomaticAcceptanceFields.safeParse({ max_amount_cents: 0 }).success).toBe(false);
    expect(pixAutomaticAcceptanceFields.safeParse({ end_date: '2027-02-30' }).success).toBe(false);
    expect(
      pixAutomaticAcceptanceFields.safeParse({ max_amount_cents: null, end_date: null }).success,
    ).toBe(true);
  });
});
