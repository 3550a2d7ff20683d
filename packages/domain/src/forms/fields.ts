import * as z from 'zod/mini';
import { BRAZILIAN_STATES, normalizeCep } from '../documents';
import { ENCODED_PIN_PATTERN } from '../pin';
import { parsePixKey } from '../pix/pixKey';
import { checkNewPassword, checkNewPin } from '../security';
import { PASSWORD_FIELD_ERRORS, PIN_FIELD_ERRORS, type FieldErrorCode } from './fieldErrors';
import { text } from './text';

/*
 * The fields people type, once, for the server's request schemas and the web's forms alike. Each
 * refusal's message is a FieldErrorCode, never a sentence: the edge turns it into words.
 */

/** Trimmed, inner runs of spaces made one, then between `min` and `max` characters. */
export function tidyText(min: number, max: number, tooShort: FieldErrorCode = 'REQUIRED') {
  return z.pipe(
    text().check(z.trim()),
    z.pipe(
      z.transform((value: string) => value.replace(/\s+/g, ' ')),
      z.string().check(z.minLength(min, tooShort), z.maxLength(max, 'TOO_LONG')),
    ),
  );
}

/** The 6-digit code sent by e-mail (password reset, invitation). */
export const emailedCodeField = text().check(z.regex(/^\d{6}$/, 'CODE_SIX_DIGITS'));

/** The name shown for the account: letters, digits and a little punctuation. */
export const accountNameField = z.pipe(
  tidyText(2, 60, 'NAME_TOO_SHORT'),
  z.string().check(z.regex(/^[\p{L}\p{M}0-9 .,'&-]+$/u, 'NAME_CHARACTERS')),
);

/** A person's name (an invited user, someone accepting an invitation). */
export const personNameField = tidyText(1, 120);

export const streetField = tidyText(3, 120, 'STREET_REQUIRED');
export const streetNumberField = z.pipe(
  tidyText(1, 10, 'STREET_NUMBER_INVALID'),
  z.string().check(z.regex(/^(\d{1,6}[A-Za-z]?|S\/?N)$/i, 'STREET_NUMBER_INVALID')),
);
export const complementField = z.pipe(
  z.nullish(z.string()),
  z.pipe(
    z.transform((value: string | null | undefined) => value?.trim().replace(/\s+/g, ' ') || null),
    z.nullable(z.string().check(z.maxLength(60, 'TOO_LONG'))),
  ),
);
export const districtField = tidyText(2, 60, 'DISTRICT_REQUIRED');
export const cityField = tidyText(2, 60, 'CITY_REQUIRED');
export const stateField = z.pipe(
  z.string({ error: 'STATE_INVALID' }).check(z.trim(), z.toUpperCase()),
  z.enum(BRAZILIAN_STATES, { error: 'STATE_INVALID' }),
);
export const cepField = z.pipe(
  z.string({ error: 'CEP_INVALID' }),
  z.transform((value: string, context) => {
    const cep = normalizeCep(value);
    if (cep === null) {
      context.issues.push({ code: 'custom', message: 'CEP_INVALID', input: value });
      return z.NEVER;
    }
    return cep;
  }),
);

/**
 * A password being chosen, by @ipe/domain's rule. The checks that need the person's e-mail and
 * name run where those are known (the server; a form that has them).
 */
export const newPasswordField = text().check(
  z.superRefine((value: string, context) => {
    const verdict = checkNewPassword(value);
    if (!verdict.ok) {
      context.addIssue({
        code: 'custom',
        message: PASSWORD_FIELD_ERRORS[verdict.code],
        input: value,
      });
    }
  }),
);

/** The password typed to prove who one is: only required (rules change; old ones still work). */
export const currentPasswordField = text().check(
  z.minLength(1, 'REQUIRED'),
  z.maxLength(512, 'TOO_LONG'),
);

/** A new transaction PIN as typed: 4 digits, not all the same. */
export const newPinField = text().check(
  z.superRefine((value: string, context) => {
    const verdict = checkNewPin(value);
    if (!verdict.ok) {
      context.addIssue({ code: 'custom', message: PIN_FIELD_ERRORS[verdict.code], input: value });
    }
  }),
);

/** A PIN as it travels: encodePin's SHA-256, never the digits. */
export const encodedPinField = text().check(z.regex(ENCODED_PIN_PATTERN, 'PIN_NOT_ENCODED'));

/**
 * A Pix key as typed or pasted, read into the DICT's format (`{ type, key }`); refused with
 * parsePixKey's reason. `type` reads the text as that kind only (11 digits as a phone, say).
 */
export const pixKeyField = z.pipe(
  z.string({ error: 'REQUIRED' }),
  z.transform((value: string, context) => {
    const parsed = parsePixKey(value);
    if (!parsed.ok) {
      context.issues.push({ code: 'custom', message: parsed.code, input: value });
      return z.NEVER;
    }
    return { type: parsed.type, key: parsed.key };
  }),
);
