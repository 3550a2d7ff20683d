import * as z from 'zod/mini';
import type { FieldErrorCode } from './fieldErrors';

/*
 * Apart from the other fields (./fields.ts) because sign-in, which is in the web app's startup
 * files, needs only these: a module is bundled whole, and the rest bring the PIX key, document and
 * password rules with them.
 */

/** A string, required: a missing value and a value of the wrong type are both "required". */
export const text = () => z.string({ error: 'REQUIRED' satisfies FieldErrorCode });

/** An e-mail as sign-in reads it: trimmed and lower-cased. */
export const emailField = z.pipe(
  text().check(z.trim(), z.toLowerCase(), z.minLength(1, 'REQUIRED')),
  z.email({ error: 'EMAIL_INVALID' }).check(z.maxLength(254, 'TOO_LONG')),
);
