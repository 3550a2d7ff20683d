import { checkNewPin, PIN_FIELD_ERRORS } from '@ipe/domain';
import type { AppContext } from '../appContext';
import type { Caller } from '../auth/caller';
import { BankError } from '../errors';
import { pinOfEncoded } from './encodedPins';

export const changePinErrors = {
  samePin: () => new BankError('SAME_PIN'),
};

/**
 * Holds a new PIN (an encodePin digest) to checkNewPin; a 400 on new_pin otherwise. Shared with
 * invitation acceptance, where a PIN is chosen too.
 */
export function assertNewPin(encodedPin: string, field = 'new_pin'): void {
  const pin = pinOfEncoded(encodedPin);
  const verdict = pin === null ? null : checkNewPin(pin);
  if (verdict?.ok) return;
  const reason = PIN_FIELD_ERRORS[verdict ? verdict.code : 'not_four_digits'];
  throw new BankError('VALIDATION_ERROR', { fields: { [field]: reason } });
}

/**
 * Changes the signed-in user's PIN. The current PIN goes through the PIN service exactly like a
 * transfer's, so wrong ones count against the same attempts (the last locks the PIN: REMAKE_KYC + 429). The new
 * one is checked first, which costs no attempt and tells nothing about the current one.
 */
export async function changePin(
  ctx: Pick<AppContext, 'db' | 'pins' | 'mailer'>,
  caller: Caller,
  input: { currentPin: string; newPin: string },
): Promise<void> {
  assertNewPin(input.newPin);
  await ctx.pins.check({
    userId: caller.userId,
    encodedPin: input.currentPin,
  });
  if (input.currentPin === input.newPin) throw changePinErrors.samePin();
  await ctx.pins.setPin(caller.userId, input.newPin);

  const { rows } = await ctx.db.query<{ email: string; name: string }>(
    'SELECT email, name FROM users WHERE id = $1',
    [caller.userId],
  );
  const user = rows[0]!;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Seu PIN do Ipê foi trocado',
    text:
      `Olá, ${user.name.split(' ')[0]}!\n\n` +
      'O PIN de transações da sua conta Ipê acaba de ser trocado.\n\n' +
      'Se não foi você, troque sua senha e fale com a gente imediatamente.',
  });
}
