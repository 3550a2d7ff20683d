import type { NewPasswordProblem, NewPinProblem } from '../security';

/**
 * Why one field of a form or request is refused: a stable code, the same from the server's
 * `fields` and from a form's own check, shown as text only at the edge (docs/product/errors.md).
 */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'TOO_LONG',
  'INVALID',
  'UNSAFE_CHARACTERS',
  'EMAIL_INVALID',
  'CODE_SIX_DIGITS',
  'NAME_TOO_SHORT',
  'NAME_CHARACTERS',
  'STREET_REQUIRED',
  'STREET_NUMBER_INVALID',
  'DISTRICT_REQUIRED',
  'CITY_REQUIRED',
  'STATE_INVALID',
  'CEP_INVALID',
  'CEP_OTHER_STATE',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_NEEDS_LETTER_AND_DIGIT',
  'PASSWORD_CONTAINS_EMAIL',
  'PASSWORD_CONTAINS_NAME',
  'PASSWORDS_DIFFER',
  'PIN_NOT_FOUR_DIGITS',
  'PIN_ALL_SAME_DIGIT',
  'PINS_DIFFER',
  'PIN_NOT_ENCODED',
  'USER_TYPE_INVALID',
  'CAN_TRANSACT_REQUIRED',
  'VIEWER_CANNOT_TRANSACT',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'DEVICE_KEY_REQUIRED',
  'DEVICE_KEY_INVALID',
  'PIX_KEY_CPF_INVALID',
  'PIX_KEY_CNPJ_INVALID',
  'PIX_KEY_EMAIL_INVALID',
  'PIX_KEY_EMAIL_TOO_LONG',
  'PIX_KEY_PHONE_INVALID',
  'PIX_KEY_EVP_INVALID',
  'PIX_KEY_CPF_OR_PHONE',
  'PIX_KEY_INVALID',
  'AMOUNT_INVALID',
  'BRANCH_INVALID',
  'ACCOUNT_NUMBER_INVALID',
  'DOCUMENT_INVALID',
  'BR_CODE_INVALID',
  'AMOUNT_DIFFERS_FROM_CODE',
  'NOT_YOUR_PIX_KEY',
  'PIX_KEY_NOT_HOLDER_DOCUMENT',
  'DATE_INVALID',
  'DUE_DATE_PAST',
  'FINE_TOO_HIGH',
  'INTEREST_TOO_HIGH',
  'ABATEMENT_TOO_HIGH',
  'DISCOUNT_TOO_HIGH',
  'DISCOUNT_AFTER_DUE_DATE',
  // A boleto's line or barcode (boletoLineProblem): which part of it is wrong
  'BOLETO_INVALID_CHARACTERS',
  'BOLETO_WRONG_LENGTH',
  'BOLETO_UNKNOWN_FORMAT',
  'BOLETO_INVALID_CURRENCY',
  'BOLETO_INVALID_SEGMENT',
  'BOLETO_INVALID_VALUE_TYPE',
  'BOLETO_BLOCK_1_CHECK_DIGIT',
  'BOLETO_BLOCK_2_CHECK_DIGIT',
  'BOLETO_BLOCK_3_CHECK_DIGIT',
  'BOLETO_BLOCK_4_CHECK_DIGIT',
  'BOLETO_GENERAL_CHECK_DIGIT',
  // Pix limits (pixLimitProblems)
  'LIMIT_ABOVE_CEILING',
  'PER_PAYMENT_ABOVE_PERIOD',
  'NIGHT_ABOVE_DAY',
  // Scheduled Pix (pixScheduling.ts)
  'SCHEDULE_DATE_NOT_AHEAD',
  'SCHEDULE_DATE_TOO_FAR',
  'SCHEDULE_TOO_FEW_OCCURRENCES',
  'SCHEDULE_TOO_MANY_OCCURRENCES',
  // Pix Automático (pixAutomatic.ts)
  'AUTOMATIC_DUE_DATE_TOO_SOON',
  'AUTOMATIC_DUE_DATE_TOO_FAR',
  'AUTOMATIC_DUE_DATE_OUTSIDE',
  'AUTOMATIC_AMOUNT_NOT_AGREED',
  'AUTOMATIC_AMOUNT_ABOVE_MAXIMUM',
  'AUTOMATIC_MAXIMUM_BELOW_MINIMUM',
  'AUTOMATIC_END_BEFORE_START',
  'AUTOMATIC_END_AFTER_REQUESTED',
  // Opening an account (onboarding/requests.ts)
  'CPF_INVALID',
  'CNPJ_INVALID',
  'PHONE_INVALID',
  'UNDER_18',
  'REPRESENTATIVE_IS_YOU',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

// Built on first use: a bundle that never asks (the sign-in route) carries no list of the codes.
let known: ReadonlySet<string> | undefined;

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  known ??= new Set(FIELD_ERROR_CODES);
  return typeof value === 'string' && known.has(value);
}

/** checkNewPassword's reasons as field codes. */
export const PASSWORD_FIELD_ERRORS: Record<NewPasswordProblem, FieldErrorCode> = {
  too_short: 'PASSWORD_TOO_SHORT',
  too_long: 'PASSWORD_TOO_LONG',
  needs_letter_and_digit: 'PASSWORD_NEEDS_LETTER_AND_DIGIT',
  contains_email: 'PASSWORD_CONTAINS_EMAIL',
  contains_name: 'PASSWORD_CONTAINS_NAME',
};

/** checkNewPin's reasons as field codes. */
export const PIN_FIELD_ERRORS: Record<NewPinProblem, FieldErrorCode> = {
  not_four_digits: 'PIN_NOT_FOUR_DIGITS',
  all_same_digit: 'PIN_ALL_SAME_DIGIT',
};
