import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import { barcodeToLine, bankBarcode, parseBoleto } from '../boleto';
import { pixDueChargeRequest } from '../forms';
import { amountDue, effectiveDueDate, lastPayableDate, type DueChargeTerms } from './dueCharge';

// 2026-11-20 is a Friday and a national holiday (Consciência Negra): due in practice on Monday.
const terms: DueChargeTerms = {
  amount: 100_000,
  dueDate: '2026-11-20',
  validityAfterDue: 30,
  fineBps: 200,
  monthlyInterestBps: 100,
};

describe('amountDue', () => {
  it('moves a due date on a holiday to the next business day', () => {
    expect(effectiveDueDate(terms)).toBe('2026-11-23');
    expect(lastPayableDate(terms)).toBe('2026-12-23');
    expect(effectiveDueDate({ dueDate: '2026-11-24' })).toBe('2026-11-24');
  });

  it('asks the face value up to the effective due date', () => {
    for (const day of ['2026-11-01', '2026-11-20', '2026-11-23']) {
      expect(amountDue(terms, day)).toMatchObject({ payable: true, amount: 100_000, fine: 0 });
    }
  });

  it('adds the fine once and interest per calendar day from the due date as issued', () => {
    // 4 days late (20 → 24): 2 % fine = 2.000; 1 % a month × 4/30 = 133,33 → 133.
    expect(amountDue(terms, '2026-11-24')).toEqual({
      payable: true,
      amount: 102_133,
      abatement: 0,
      discount: 0,
      fine: 2_000,
      interest: 133,
      daysLate: 4,
    });
  });

  it('refuses the day after the validity', () => {
    expect(amountDue(terms, '2026-12-23').payable).toBe(true);
    expect(amountDue(terms, '2026-12-24')).toEqual({ payable: false, reason: 'EXPIRED' });
    expect(amountDue({ ...terms, validityAfterDue: 0 }, '2026-11-24').payable).toBe(false);
  });

  it('takes the abatement always and the discount until its day', () => {
    const offer = { ...terms, abatement: 1_000, discount: { amount: 5_000, until: '2026-11-10' } };
    expect(amountDue(offer, '2026-11-10')).toMatchObject({ amount: 94_000, discount: 5_000 });
    expect(amountDue(offer, '2026-11-11')).toMatchObject({ amount: 99_000, discount: 0 });
    // Late: fine and interest on what is left after the abatement (99.000).
    expect(amountDue(offer, '2026-11-24')).toMatchObject({ fine: 1_980, interest: 132 });
  });
});

describe('pixDueChargeRequest', () => {
  const valid = {
    key: 'carlos@ipe.dev',
    amount_cents: 100_000,
    due_date: '2026-12-10',
    payer_name: 'Maria Oliveira Santos',
    payer_document: '871.234.560-17',
    description: '',
  };
  /** The schema's refusals (its fields' and checkDueChargeRequest's), as [field, code]. */
  const issues = (value: object) =>
    (safeParse(pixDueChargeRequest, value).error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      issue.message,
    ]);

  it('accepts a charge and refuses what a bank would', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, due_date: '2026-02-30' })).toEqual([['due_date', 'DATE_INVALID']]);
    expect(issues({ ...valid, fine_bps: 201 })).toEqual([['fine_bps', 'FINE_TOO_HIGH']]);
    expect(issues({ ...valid, monthly_interest_bps: 1_001 })).toEqual([
      ['monthly_interest_bps', 'INTEREST_TOO_HIGH'],
    ]);
    expect(issues({ ...valid, discount_cents: 100 })).toEqual([['discount_until', 'REQUIRED']]);
    expect(issues({ ...valid, discount_cents: 100, discount_until: '2026-12-11' })).toEqual([
      ['discount_until', 'DISCOUNT_AFTER_DUE_DATE'],
    ]);
    expect(issues({ ...valid, abatement_cents: 100_000 })).toEqual([
      ['abatement_cents', 'ABATEMENT_TOO_HIGH'],
    ]);
    expect(
      issues({
        ...valid,
        abatement_cents: 50_000,
        discount_cents: 50_000,
        discount_until: '2026-12-01',
      }),
    ).toEqual([['discount_cents', 'DISCOUNT_TOO_HIGH']]);
    expect(issues({ ...valid, payer_document: '871.234.560-18' })).toEqual([
      ['payer_document', 'DOCUMENT_INVALID'],
    ]);
  });

  it('takes the payer address whole or not at all, and instructions up to their length', () => {
    const address = {
      payer_cep: '01310-100',
      payer_street: 'Avenida Paulista',
      payer_number: '1000',
      payer_complement: '',
      payer_district: 'Bela Vista',
      payer_city: 'São Paulo',
      payer_state: 'sp',
    };
    expect(issues({ ...valid, ...address })).toEqual([]);
    expect(parse(pixDueChargeRequest, { ...valid, ...address })).toMatchObject({
      payer_cep: '01310100',
      payer_state: 'SP',
      payer_complement: null,
    });
    // An empty form's address is no address.
    const blank = { payer_cep: '', payer_street: '', payer_city: ' ', payer_state: '' };
    expect(issues({ ...valid, ...blank })).toEqual([]);
    expect(issues({ ...valid, payer_cep: '01310-100' })).toEqual([
      ['payer_street', 'REQUIRED'],
      ['payer_city', 'REQUIRED'],
      ['payer_state', 'REQUIRED'],
    ]);
    expect(issues({ ...valid, ...address, payer_cep: '0131' })).toEqual([
      ['payer_cep', 'CEP_INVALID'],
    ]);
    expect(issues({ ...valid, instructions: 'x'.repeat(241) })).toEqual([
      ['instructions', 'TOO_LONG'],
    ]);
  });
});

describe('bankBarcode', () => {
  it('makes a barcode parseBoleto reads back, check digits and all', () => {
    const barcode = bankBarcode({
      bankCode: '777',
      dueDate: '2026-11-20',
      amount: 100_000,
      freeField: '0001000000000000000000042',
    });
    expect(barcode).toHaveLength(44);
    const parsed = parseBoleto(barcodeToLine(barcode)!, { today: '2026-11-01' });
    expect(parsed).toMatchObject({
      ok: true,
      value: { kind: 'bank', bankCode: '777', amountCents: 100_000, dueDate: '2026-11-20' },
    });
  });

  it('refuses what a barcode cannot hold', () => {
    const input = { bankCode: '777', dueDate: '2026-11-20', amount: 1, freeField: '1'.repeat(25) };
    expect(() => bankBarcode({ ...input, amount: 10_000_000_000 })).toThrow(RangeError);
    expect(() => bankBarcode({ ...input, freeField: '12' })).toThrow(RangeError);
  });
});
