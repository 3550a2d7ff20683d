import { ApiError } from '../errors';

/** Refusals of sign-in and of authenticated calls, pt-BR. */
export const authErrors = {
  invalidCredentials: () => new ApiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha incorretos.'),
  captchaInvalid: () =>
    new ApiError(
      400,
      'CAPTCHA_INVALID',
      'Não conseguimos confirmar que você não é um robô. Tente novamente.',
      { fields: { altcha: 'Verificação anti-robô inválida ou expirada.' } },
    ),
  noAccount: () => new ApiError(403, 'NO_ACCOUNT', 'Não há conta vinculada a este usuário.'),
  sessionRequired: () =>
    new ApiError(401, 'SESSION_REQUIRED', 'Sua sessão expirou. Entre novamente.'),
  sessionInvalid: () =>
    new ApiError(401, 'SESSION_INVALID', 'Sua sessão expirou. Entre novamente.'),
  accountHeaderMismatch: () =>
    new ApiError(403, 'ACCOUNT_MISMATCH', 'A conta informada não corresponde à sua sessão.'),
  invalidDeviceKey: () =>
    new ApiError(400, 'INVALID_DEVICE_KEY', 'Identificação do aparelho inválida.', {
      fields: { device_key: 'Use de 16 a 128 caracteres visíveis.' },
    }),
  accountNotFound: () => new ApiError(404, 'ACCOUNT_NOT_FOUND', 'Conta não encontrada.'),
};
