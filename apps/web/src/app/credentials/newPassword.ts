import * as z from 'zod/mini';
import {
  PASSWORD_FIELD_ERRORS,
  checkNewPassword,
  newPasswordField,
  type NewPasswordContext,
} from '@ipe/domain';

/**
 * A form's fields plus a new password (`new_password`, or `field`) and its repetition (`confirm`),
 * checked with @ipe/domain's rule as the server checks it, including the person's own e-mail and
 * name when the form knows them. A mismatch is told only once the password itself is good: one
 * thing to fix at a time.
 */
export function withNewPassword<
  Shape extends z.core.$ZodLooseShape,
  Field extends string = 'new_password',
>(
  shape: Shape,
  context: (values: Record<string, unknown>) => NewPasswordContext = () => ({}),
  field: Field = 'new_password' as Field,
) {
  return z
    .object({ ...shape, [field]: newPasswordField, confirm: z.string() } as Shape &
      Record<Field, typeof newPasswordField> & { confirm: z.ZodMiniString<string> })
    .check(
      z.superRefine((values, issues) => {
        const record = values as Record<string, unknown>;
        const password = String(record[field]);
        const verdict = checkNewPassword(password, context(record));
        if (!verdict.ok) {
          issues.addIssue({
            code: 'custom',
            path: [field],
            message: PASSWORD_FIELD_ERRORS[verdict.code],
            input: password,
          });
        } else if (record.confirm !== password) {
          issues.addIssue({
            code: 'custom',
            path: ['confirm'],
            message: 'PASSWORDS_DIFFER',
            input: record.confirm,
          });
        }
      }),
    );
}
