import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@ipe/ui';

/** An e-mail box as sign-in reads it, so browsers and password managers fill the right one. */
export function EmailField({
  label,
  error,
  registration,
  autoComplete = 'username',
}: {
  label: string;
  error: string | undefined;
  /** `form.register('email')`. */
  registration: UseFormRegisterReturn;
  /** `off` for someone else's e-mail (an invitation). */
  autoComplete?: 'username' | 'off';
}) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      error={error}
      required
      {...registration}
    />
  );
}
