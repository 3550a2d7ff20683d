/** Why a new password is refused, by reason (worded at the edge: FieldErrorCode PASSWORD_*). */
export type NewPasswordProblem =
  'too_short' | 'too_long' | 'needs_letter_and_digit' | 'contains_email' | 'contains_name';

/** Why a new PIN is refused, by reason (worded at the edge: FieldErrorCode PIN_*). */
export type NewPinProblem = 'not_four_digits' | 'all_same_digit';
