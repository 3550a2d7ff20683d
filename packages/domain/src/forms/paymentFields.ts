import * as z from 'zod/mini';
import { isValidCnpj, isValidCpf, normalizeCnpj } from '../documents';
import { parseBrCode } from '../pix/parseBrCode';
import { parseBoleto } from '../boleto/parseBoleto';
import { boletoLineProblem } from '../boleto/boletoPayment';
import { text } from './text';

/*
 * The fields of a payment (amount, message, bank data). A module apart from fields.ts, so the
 * screens that move no money (sign-in first) do not carry them: each top-level schema is code that
 * runs when its module loads, and a bundle keeps a module's every statement once it imports it.
 */

/** Money in integer centavos, more than zero (a balance check is the server's, at the ledger). */
export const amountCentsField = z
  .number({ error: 'AMOUNT_INVALID' })
  .check(
    z.int('AMOUNT_INVALID'),
    z.positive('AMOUNT_INVALID'),
    z.maximum(Number.MAX_SAFE_INTEGER, 'AMOUNT_INVALID'),
  );

/** The message a payer writes to the payee (Pix allows 140 characters); empty means none. */
export const paymentMessageField = z.pipe(
  z.optional(z.string()),
  z.pipe(
    z.transform((value: string | undefined) => value?.trim().replace(/\s+/g, ' ') || undefined),
    z.optional(z.string().check(z.maxLength(140, 'TOO_LONG'))),
  ),
);

/** A branch (agência): four digits, without its check digit. */
export const branchField = text().check(z.trim(), z.regex(/^\d{4}$/, 'BRANCH_INVALID'));

/** An account number with its check digit (`12345-6` or `123456`; X as a check digit too). */
export const bankAccountNumberField = z.pipe(
  text().check(z.trim(), z.regex(/^\d{1,12}-?[\dXx]$/, 'ACCOUNT_NUMBER_INVALID')),
  z.transform((value: string) => value.replace('-', '').toUpperCase()),
);

/** A holder's CPF or CNPJ (numeric or alphanumeric), check digits verified, read as digits. */
export const holderDocumentField = z.pipe(
  text(),
  z.transform((value: string, context) => {
    const document = normalizeCnpj(value);
    if (document.length === 11 ? isValidCpf(document) : isValidCnpj(document)) return document;
    context.issues.push({ code: 'custom', message: 'DOCUMENT_INVALID', input: value });
    return z.NEVER;
  }),
);

/**
 * A Pix copy-and-paste code (BR Code), read whole: CRC, fields, key or location. The request keeps
 * the text (what the payer pasted) beside what it says; a form shows the parser's own reason.
 */
export const brCodeField = z.pipe(
  text(),
  z.transform((value: string, context) => {
    const code = value.trim();
    const parsed = parseBrCode(code);
    if (parsed.ok) return { text: code, brCode: parsed.value };
    context.issues.push({ code: 'custom', message: 'BR_CODE_INVALID', input: value });
    return z.NEVER;
  }),
);

/**
 * A boleto as typed, pasted or scanned: a 47-digit bank line, a 48-digit collection line or a
 * 44-digit barcode, every check digit verified; read as its 44-digit barcode (what the registry
 * knows it by). A wrong digit names its block (BOLETO_BLOCK_2_CHECK_DIGIT).
 */
export const boletoLineField = z.pipe(
  text(),
  z.transform((value: string, context) => {
    const parsed = parseBoleto(value);
    if (parsed.ok) return parsed.value.barcode;
    context.issues.push({ code: 'custom', message: boletoLineProblem(parsed), input: value });
    return z.NEVER;
  }),
);

/** The name a payer gives a saved recipient (a favourite): 1 to 40 characters. */
export const favoriteNicknameField = text().check(
  z.trim(),
  z.minLength(1, 'REQUIRED'),
  z.maxLength(40, 'TOO_LONG'),
);
