/** Why a new password is refused (pt-BR), by reason. */
export const NEW_PASSWORD_MESSAGES = {
  too_short: 'A senha precisa ter pelo menos 8 caracteres.',
  too_long: 'A senha pode ter no máximo 128 caracteres.',
  needs_letter_and_digit: 'A senha precisa ter pelo menos uma letra e um número.',
  contains_email: 'A senha não pode conter o seu e-mail.',
  contains_name: 'A senha não pode conter o seu nome.',
} as const;

/** Why a new PIN is refused (pt-BR), by reason. */
export const NEW_PIN_MESSAGES = {
  not_four_digits: 'O PIN precisa ter exatamente 4 números.',
  all_same_digit: 'O PIN não pode ter os 4 números iguais, como 0000 ou 1111.',
} as const;

export type NewPasswordProblem = keyof typeof NEW_PASSWORD_MESSAGES;
export type NewPinProblem = keyof typeof NEW_PIN_MESSAGES;
