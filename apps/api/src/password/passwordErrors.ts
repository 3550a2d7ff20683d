import { ApiError, VALIDATION_MESSAGE } from '../errors';

/** Refusals of the password routes, pt-BR; codes as the security contract names them. */
export const passwordErrors = {
  invalidResetCode: () => new ApiError(400, 'invalid_reset_code', 'Código inválido ou expirado.'),
  wrongPassword: () => new ApiError(400, 'wrong_password', 'Senha atual incorreta.'),
  /** A password that breaks @ipe/domain's checkNewPassword, told on the field that holds it. */
  weakPassword: (field: string, reason: string) =>
    new ApiError(400, 'VALIDATION_ERROR', VALIDATION_MESSAGE, { fields: { [field]: reason } }),
};
