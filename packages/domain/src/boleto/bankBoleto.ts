import { bankMod11, mod10 } from './checkDigits';
import { dueDateFactor } from './dueDateFactor';
import { BOLETO_MESSAGES, boletoError } from './messages';
import type { BoletoError } from './types';

/**
 * Bank boleto (boleto de cobrança), FEBRABAN / Carta-Circular BCB 2.926/2000.
 *
 * Barcode (44): bank(3) currency(1) DV(1) factor(4) amount(10) free field(25).
 * Line (47):    AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV
 *   field 1 = bank + currency + free[0..5) + mod-10 DV; field 2 = free[5..15) + DV;
 *   field 3 = free[15..25) + DV; field 4 = the barcode's general DV; field 5 = factor + amount.
 * Inputs here are already digits of the right length.
 */

export const BANK_BARCODE_LENGTH = 44;
export const BANK_LINE_LENGTH = 47;
/** Código de moeda 9 = real; the only currency a boleto paid in Brazil carries today. */
const REAL_CURRENCY = '9';

const withMod10 = (digits: string) => digits + String(mod10(digits));

export function bankBarcodeToLine(barcode: string): string {
  const free = barcode.slice(19);
  return (
    withMod10(barcode.slice(0, 4) + free.slice(0, 5)) +
    withMod10(free.slice(5, 15)) +
    withMod10(free.slice(15, 25)) +
    barcode[4] +
    barcode.slice(5, 19)
  );
}

export function bankLineToBarcode(line: string): string {
  return (
    line.slice(0, 4) +
    line[32] +
    line.slice(33, 47) +
    line.slice(4, 9) +
    line.slice(10, 20) +
    line.slice(21, 31)
  );
}

/** The general check digit a bank barcode must carry at position 5. */
export function bankGeneralCheckDigit(barcode: string): number {
  return bankMod11(barcode.slice(0, 4) + barcode.slice(5));
}

/** Checks the mod-10 digits of fields 1–3 of a 47-digit line. */
export function checkBankLineFields(line: string): BoletoError | null {
  const fields: ReadonlyArray<[start: number, dv: number]> = [
    [0, 9],
    [10, 20],
    [21, 31],
  ];
  for (const [index, [start, dv]] of fields.entries()) {
    if (mod10(line.slice(start, dv)) !== line.charCodeAt(dv) - 48) {
      return boletoError(
        'bad-field-check-digit',
        BOLETO_MESSAGES.badFieldCheckDigit(index + 1),
        index + 1,
      );
    }
  }
  return null;
}

/** Checks the currency and the general check digit of a 44-digit bank barcode. */
export function checkBankBarcode(barcode: string): BoletoError | null {
  if (barcode[3] !== REAL_CURRENCY)
    return boletoError('invalid-currency', BOLETO_MESSAGES.invalidCurrency);
  if (bankGeneralCheckDigit(barcode) !== barcode.charCodeAt(4) - 48) {
    return boletoError('bad-general-check-digit', BOLETO_MESSAGES.badGeneralCheckDigit);
  }
  return null;
}

/** The largest amount a bank barcode's 10 digits hold: R$ 99.999.999,99. */
export const BANK_BARCODE_MAX_CENTS = 9_999_999_999;

export interface BankBarcodeInput {
  /** The issuing bank's 3-digit COMPE code. */
  bankCode: string;
  /** 'yyyy-mm-dd'; its factor (dueDateFactor) goes in positions 6–9. */
  dueDate: string;
  /** The boleto's face value in centavos. */
  amount: number;
  /** 25 digits of the issuing bank's own layout (branch, our number, account). */
  freeField: string;
}

/**
 * The 44-digit barcode of a boleto this bank issues (the reverse of parseBoleto), with the
 * general check digit in place; barcodeToLine gives its 47-digit line.
 */
export function bankBarcode({ bankCode, dueDate, amount, freeField }: BankBarcodeInput): string {
  const factor = dueDateFactor(dueDate);
  if (!/^\d{3}$/.test(bankCode) || !/^\d{25}$/.test(freeField) || factor === null) {
    throw new RangeError('A bank barcode needs a 3-digit bank, a due date and a 25-digit field');
  }
  if (!Number.isInteger(amount) || amount < 0 || amount > BANK_BARCODE_MAX_CENTS) {
    throw new RangeError('A bank barcode holds 0 to 9,999,999,999 centavos');
  }
  const withoutDigit =
    bankCode + REAL_CURRENCY + String(factor).padStart(4, '0') + String(amount).padStart(10, '0');
  const digits = withoutDigit.slice(0, 4) + '0' + withoutDigit.slice(4) + freeField;
  return digits.slice(0, 4) + String(bankGeneralCheckDigit(digits)) + digits.slice(5);
}
