import * as z from 'zod/mini';
import { ACCOUNT_TYPES } from '../pix/accountTypes';
import {
  CONFIRMED_PIX_KEY_TYPES,
  PIX_DISPUTE_REASONS,
  REFUND_NATURES,
  isConfirmedPixKeyType,
} from '../pix/limits';
import {
  DUE_CHARGE_MAX_FINE_BPS,
  DUE_CHARGE_MAX_MONTHLY_INTEREST_BPS,
  DUE_CHARGE_MAX_VALIDITY_DAYS,
} from '../pix/dueCharge';
import { isCalendarDate } from '../calendar/calendarDate';
import { PIX_KEY_TYPES, parsePixKey, type PixKeyType } from '../pix/pixKey';
import { brCodeDescriptionLimit } from '../pix/encodeBrCode';
import { toBrCodeText } from '../pix/brCodeText';
import {
  amountCentsField,
  bankAccountNumberField,
  branchField,
  boletoLineField,
  brCodeField,
  favoriteNicknameField,
  holderDocumentField,
  paymentMessageField,
} from './paymentFields';
import {
  accountNameField,
  emailedCodeField,
  pixKeyField,
  cepField,
  cityField,
  complementField,
  districtField,
  stateField,
  streetField,
  streetNumberField,
} from './fields';

/** POST …/changename: the name shown for the account. */
export const changeNameRequest = z.object({ name: accountNameField });

/** POST …/changeaddress: the billing_address_* fields of the account. */
export const changeAddressRequest = z.object({
  billing_address_logradouro: streetField,
  billing_address_numero: streetNumberField,
  billing_address_complemento: complementField,
  billing_address_bairro: districtField,
  billing_address_cidade: cityField,
  billing_address_estado: stateField,
  billing_address_cep: cepField,
});

/** What every Pix payment states besides its recipient: how much, and the payer's message. */
export const pixPaymentDetails = z.object({
  amount_cents: amountCentsField,
  description: paymentMessageField,
});

/** The longest validity an immediate charge may have here: 30 days. */
export const PIX_CHARGE_MAX_EXPIRY_SECONDS = 30 * 24 * 60 * 60;

/**
 * pix/receive/qrcode: an immediate charge (`cob`) into one of the account's keys, for an amount
 * the payer may be allowed to change, valid for `expires_in` seconds (86,400 when absent).
 */
export const pixChargeRequest = z.object({
  key: z
    .string({ error: 'REQUIRED' })
    .check(z.minLength(1, 'REQUIRED'), z.maxLength(77, 'INVALID')),
  amount_cents: amountCentsField,
  amount_editable: z.optional(z.boolean()),
  expires_in: z.optional(
    z
      .number({ error: 'INVALID' })
      .check(
        z.int('INVALID'),
        z.minimum(60, 'INVALID'),
        z.maximum(PIX_CHARGE_MAX_EXPIRY_SECONDS, 'INVALID'),
      ),
  ),
  description: paymentMessageField,
});

/**
 * pix/receive/qrcode, fixed QR Code: a static BR Code (encodeBrCode) into one of the account's
 * keys, with or without an amount and a message. The message must fit beside the key in the code
 * (brCodeDescriptionLimit), so a long e-mail key leaves less room.
 */
export const staticPixCodeRequest = z
  .object({
    key: z
      .string({ error: 'REQUIRED' })
      .check(z.minLength(1, 'REQUIRED'), z.maxLength(77, 'INVALID')),
    amount_cents: z.optional(z.nullable(amountCentsField)),
    description: z.optional(z.string().check(z.maxLength(99, 'TOO_LONG'))),
  })
  .check(
    z.superRefine((value, context) => {
      if (!value.description || !parsePixKey(value.key).ok) return;
      if (toBrCodeText(value.description).length > brCodeDescriptionLimit(value.key)) {
        context.addIssue({
          code: 'custom',
          message: 'TOO_LONG',
          input: value.description,
          path: ['description'],
        });
      }
    }),
  );

/** A calendar day typed 'yyyy-mm-dd' (what a date input gives). */
const calendarDateField = z
  .string({ error: 'REQUIRED' })
  .check(z.refine((value) => value === '' || isCalendarDate(value), 'DATE_INVALID'));

/** A share in hundredths of a percent (200 = 2 %); null or absent when there is none. */
const basisPointsField = (max: number, tooHigh: string) =>
  z.optional(
    z.nullable(
      z
        .number({ error: 'INVALID' })
        .check(z.int('INVALID'), z.minimum(0, 'INVALID'), z.maximum(max, tooHigh)),
    ),
  );

/**
 * pix/receive/boletoPix: a charge with due date (`cobv`, dueCharge.ts) into one of the account's
 * keys, to a named payer. Fine and interest only apply after the due date; the abatement always,
 * the discount until a day on or before the due date. Whether the due date is still ahead is the
 * server's to say (its clock).
 */
/** A form's optional field: left empty, it is absent; filled, it must be right. */
const blankIsAbsent = <Field extends z.ZodMiniType>(field: Field) =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ),
    z.optional(field),
  );

/** The longest instructions a boleto prints for the cashier and the payer. */
export const BOLETO_INSTRUCTIONS_MAX = 240;

export const pixDueChargeRequest = z
  .object({
    // Absent: a boleto without Pix (no QR Code), for a holder with no key or who wants none.
    key: blankIsAbsent(z.string().check(z.maxLength(77, 'INVALID'))),
    amount_cents: amountCentsField,
    due_date: calendarDateField.check(z.minLength(1, 'REQUIRED')),
    validity_after_due_days: z.optional(
      z
        .number({ error: 'INVALID' })
        .check(
          z.int('INVALID'),
          z.minimum(0, 'INVALID'),
          z.maximum(DUE_CHARGE_MAX_VALIDITY_DAYS, 'INVALID'),
        ),
    ),
    payer_name: z
      .string({ error: 'REQUIRED' })
      .check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(200, 'TOO_LONG')),
    payer_document: holderDocumentField,
    fine_bps: basisPointsField(DUE_CHARGE_MAX_FINE_BPS, 'FINE_TOO_HIGH'),
    monthly_interest_bps: basisPointsField(
      DUE_CHARGE_MAX_MONTHLY_INTEREST_BPS,
      'INTEREST_TOO_HIGH',
    ),
    abatement_cents: z.optional(z.nullable(amountCentsField)),
    discount_cents: z.optional(z.nullable(amountCentsField)),
    discount_until: z.optional(calendarDateField),
    description: paymentMessageField,
    // The payer's address as the boleto prints it (the Pix API's devedor: logradouro, cidade,
    // uf, cep): optional, but whole when given (checkDueChargeRequest).
    payer_cep: blankIsAbsent(cepField),
    payer_street: blankIsAbsent(streetField),
    payer_number: blankIsAbsent(streetNumberField),
    payer_complement: complementField,
    payer_district: blankIsAbsent(districtField),
    payer_city: blankIsAbsent(cityField),
    payer_state: blankIsAbsent(stateField),
    /** Free text printed under "Instruções" (fine and interest are printed from the terms). */
    instructions: blankIsAbsent(
      z.string().check(z.trim(), z.maxLength(BOLETO_INSTRUCTIONS_MAX, 'TOO_LONG')),
    ),
  })
  .check(z.superRefine(checkDueChargeRequest));

type DueChargeValues = Partial<
  Record<'amount_cents' | 'abatement_cents' | 'discount_cents', number | null>
> & { due_date?: string | undefined; discount_until?: string | undefined } & Partial<
    Record<(typeof PAYER_ADDRESS_REQUIRED)[number], unknown>
  >;

/** What a payer's address must have once any of it is given: the rest is optional. */
const PAYER_ADDRESS_REQUIRED = ['payer_cep', 'payer_street', 'payer_city', 'payer_state'] as const;
const hasValue = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * The rules between pixDueChargeRequest's fields (a refinement form and server both add): a
 * discount names the day it lasts until, no later than the due date; abatement and discount
 * leave something to pay.
 */
export function checkDueChargeRequest(
  value: DueChargeValues,
  context: {
    addIssue: (issue: { code: 'custom'; message: string; input: unknown; path: string[] }) => void;
  },
) {
  const issue = (path: string, message: string) =>
    context.addIssue({
      code: 'custom',
      message,
      input: value[path as keyof DueChargeValues],
      path: [path],
    });
  const discount = value.discount_cents ?? 0;
  if (discount > 0 && !value.discount_until) issue('discount_until', 'REQUIRED');
  if (PAYER_ADDRESS_REQUIRED.some((name) => hasValue(value[name]))) {
    for (const name of PAYER_ADDRESS_REQUIRED) if (!hasValue(value[name])) issue(name, 'REQUIRED');
  }
  if (
    discount > 0 &&
    value.discount_until &&
    value.due_date &&
    isCalendarDate(value.discount_until) &&
    value.discount_until > value.due_date
  ) {
    issue('discount_until', 'DISCOUNT_AFTER_DUE_DATE');
  }
  const amount = value.amount_cents ?? 0;
  const abatement = value.abatement_cents ?? 0;
  if (amount > 0 && abatement >= amount) issue('abatement_cents', 'ABATEMENT_TOO_HIGH');
  else if (amount > 0 && discount > 0 && abatement + discount >= amount) {
    issue('discount_cents', 'DISCOUNT_TOO_HIGH');
  }
}

/** pix/refund: how much of a Pix received goes back (ORIGINAL when no nature is given). */
export const pixRefundRequest = z.object({
  amount_cents: amountCentsField,
  nature: z.optional(z.enum(REFUND_NATURES, { error: 'INVALID' })),
  description: paymentMessageField,
});

/** A text a person writes to the bank about a dispute: what happened, or the answer to it. */
const disputeTextField = z
  .string({ error: 'REQUIRED' })
  .check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(500, 'TOO_LONG'));

/** receive/security, from a receipt: the payer contests a Pix (MED), saying why. */
export const pixDisputeRequest = z.object({
  reason: z.enum(PIX_DISPUTE_REASONS, { error: 'REQUIRED' }),
  details: disputeTextField,
});

/** receive/security: the account that received a contested Pix answers the dispute. */
export const pixDisputeAnswerRequest = z.object({ answer: disputeTextField });

/** pix/api: a name for the credentials a shop's system will call the Pix API with. */
export const pixApiClientRequest = z.object({
  name: z
    .string({ error: 'REQUIRED' })
    .check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(60, 'TOO_LONG')),
});

/** The key typed for a kind of key, read as that kind only (11 digits as a phone, say). */
function typedKeyCheck(
  value: { key_type: PixKeyType; key?: string | undefined },
  context: {
    addIssue: (issue: { code: 'custom'; message: string; input: unknown; path: string[] }) => void;
  },
) {
  if (value.key_type === 'evp') return;
  const parsed = parsePixKey(value.key ?? '', { type: value.key_type });
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.code, input: value.key, path: ['key'] });
  }
}

/** pix/keys: the code that proves an e-mail or phone is the holder's is sent to it. */
export const pixKeyConfirmationRequest = z
  .object({
    key_type: z.enum(CONFIRMED_PIX_KEY_TYPES, { error: 'REQUIRED' }),
    key: z.string({ error: 'REQUIRED' }).check(z.maxLength(120, 'INVALID')),
  })
  .check(z.superRefine(typedKeyCheck));

/**
 * pix/keys: a key to register, or to claim from whoever holds it. E-mail and phone come with the
 * code sent to them (`confirmation_id`, `code`); CPF/CNPJ must be the holder's own document (the
 * server knows it); a random key (EVP) is made by the server, so it has no `key`.
 */
export const pixKeyRequest = z
  .object({
    key_type: z.enum(PIX_KEY_TYPES, { error: 'REQUIRED' }),
    key: z.optional(z.string().check(z.maxLength(120, 'INVALID'))),
    confirmation_id: z.optional(z.string().check(z.maxLength(64, 'INVALID'))),
    code: z.optional(emailedCodeField),
  })
  .check(
    z.superRefine((value, context) => {
      typedKeyCheck(value, context);
      if (isConfirmedPixKeyType(value.key_type) && (!value.confirmation_id || !value.code)) {
        context.addIssue({
          code: 'custom',
          message: 'REQUIRED',
          input: value.code,
          path: ['code'],
        });
      }
    }),
  );

/** A Pix recipient named by key (pix/pay/key). */
export const pixKeyRecipient = z.object({ key: pixKeyField });

/** A Pix recipient named by a copy-and-paste code or a scanned QR Code (pix/copyPaste). */
export const pixBrCodeRecipient = z.object({ code: brCodeField });

/** payment: the boleto to look up, by its line or barcode. */
export const boletoLookupRequest = z.object({ line: boletoLineField });

/**
 * payment: paying a boleto looked up, the amount the payer confirmed (what it asks today; the
 * server refuses another with AMOUNT_DIFFERS_FROM_CODE) and an optional note for the statement.
 */
export const boletoPaymentDetails = z.object({
  amount_cents: amountCentsField,
  description: paymentMessageField,
});

/** A Pix recipient named by bank data (pix/bankData): institution by ISPB, branch, account. */
export const pixBankDataRecipient = z.object({
  ispb: z.string({ error: 'REQUIRED' }).check(z.regex(/^\d{8}$/, 'REQUIRED')),
  branch: branchField,
  account: bankAccountNumberField,
  account_type: z.enum(ACCOUNT_TYPES, { error: 'REQUIRED' }),
  document: holderDocumentField,
});

/** A recipient paid before, saved under a name (pix/favorites, transfer/favoritesTransfers). */
export const saveFavoriteRequest = z.object({
  payment_id: z
    .string({ error: 'REQUIRED' })
    .check(z.minLength(1, 'REQUIRED'), z.maxLength(64, 'INVALID')),
  nickname: favoriteNicknameField,
});

/** A favourite's new name. */
export const renameFavoriteRequest = z.object({ nickname: favoriteNicknameField });

/** An account of this bank, by branch and account with its digit (transfer/contaQyon). */
export const sameBankRecipient = z.object({ branch: branchField, account: bankAccountNumberField });

/**
 * Whom a same-bank transfer may go to: a holder by CPF or CNPJ, or an account by branch and
 * account (one flat shape, so each field's refusal is named on that field). Which of the two the
 * request names is `namesSameBankRecipient`'s to check, a refinement both sides add.
 */
export const sameBankLookupRequest = z.object({
  branch: z.optional(branchField),
  account: z.optional(bankAccountNumberField),
  document: z.optional(holderDocumentField),
});

/** A lookup names a document, or both a branch and an account (else `document` is REQUIRED). */
export function namesSameBankRecipient(value: {
  branch?: string | undefined;
  account?: string | undefined;
  document?: string | undefined;
}): boolean {
  return (
    value.document !== undefined || (value.branch !== undefined && value.account !== undefined)
  );
}
