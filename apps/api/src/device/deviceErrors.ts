import { MESSAGES } from '@ipe/domain';
import { ApiError } from '../errors';

export const deviceErrors = {
  deviceKeyRequired: () =>
    new ApiError(
      400,
      'VALIDATION_ERROR',
      'Alguns dados estão inválidos. Verifique os campos destacados.',
      {
        fields: { device_key: 'Envie a chave deste aparelho.' },
      },
    ),
  totpNotEnrolled: () =>
    new ApiError(
      409,
      'TOTP_NOT_ENROLLED',
      'Você ainda não configurou um aplicativo autenticador. Use o código por e-mail.',
    ),
  challengeNotFound: () =>
    new ApiError(
      404,
      'OTP_CHALLENGE_NOT_FOUND',
      'Código expirado ou já usado. Peça um novo código.',
    ),
  tooManyAttempts: () =>
    new ApiError(
      429,
      'OTP_ATTEMPTS_EXCEEDED',
      'Muitas tentativas com este código. Peça um novo código.',
    ),
  invalidCode: (remaining: number) =>
    new ApiError(422, 'INVALID_OTP', 'Código incorreto. Confira e tente novamente.', {
      remaining_attempts: remaining,
    }),
  deviceNotEnabled: (flags: { user_transaction: boolean; status_account_transaction: boolean }) =>
    new ApiError(423, 'DEVICE_NOT_ENABLED', MESSAGES.DEVICE_NOT_ENABLED, {
      device_match: false,
      ...flags,
    }),
  deviceNotFound: () => new ApiError(404, 'DEVICE_NOT_FOUND', 'Aparelho não encontrado.'),
};
