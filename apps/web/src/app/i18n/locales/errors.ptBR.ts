import type { ErrorCode } from '@ipe/domain';

/**
 * What each refusal of the bank server says to the person, by code (docs/product/errors.md), in
 * Brazilian Portuguese: the `errors` namespace. This half is what any screen may meet, sign-in
 * included; the refusals of moving money are in errors.bank.ptBR.ts, loaded with the bank layout.
 * Between the two every code of the catalogue has its words, or nothing compiles. Field errors
 * and the SPEC §8 notices have their own texts.
 */
export const errorsPtBR = {
  VALIDATION_ERROR: 'Alguns dados estão inválidos. Verifique os campos destacados.',
  INVALID_CHARACTERS: 'Alguns campos têm caracteres que não aceitamos. Verifique os campos.',
  INVALID_REQUEST: 'Não conseguimos ler o pedido. Recarregue a página e tente novamente.',
  NOT_FOUND: 'Não encontramos o que você procura.',
  METHOD_NOT_ALLOWED: 'Esta operação não está disponível.',
  NOT_ACCEPTABLE: 'Esta operação não está disponível.',
  BODY_TOO_LARGE: 'Os dados enviados são grandes demais.',
  UNSUPPORTED_MEDIA_TYPE: 'Não conseguimos ler o pedido. Recarregue a página e tente novamente.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  SERVICE_UNAVAILABLE: 'Este serviço está fora do ar no momento. Tente novamente mais tarde.',
  INTERNAL_ERROR: 'Não foi possível concluir agora. Tente novamente em instantes.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
  CAPTCHA_INVALID: 'Não conseguimos confirmar que você não é um robô. Tente novamente.',
  NO_ACCOUNT: 'Não há conta ligada a este acesso.',
  SESSION_REQUIRED: 'Sua sessão expirou. Entre novamente.',
  SESSION_INVALID: 'Sua sessão expirou. Entre novamente.',
  ACCOUNT_MISMATCH: 'Esta conta não é a da sua sessão. Entre novamente.',
  ACCOUNT_NOT_FOUND: 'Conta não encontrada.',
  INVALID_DEVICE_KEY: 'Não reconhecemos este aparelho. Recarregue a página.',
  TRANSACTION_HASH_INVALID: 'Não foi possível validar esta operação. Tente novamente.',
  XSRF_MISMATCH: 'Não foi possível confirmar a origem do pedido. Recarregue a página.',
  ADMIN_TOKEN_INVALID: 'Acesso de operador negado.',
  DEVICE_NOT_ENABLED: 'Você está em modo consulta: habilite este aparelho para movimentar a conta.',
  USER_TRANSACTIONS_NOT_ALLOWED: 'Você não tem permissão para movimentar esta conta.',
  ACCOUNT_TRANSACTIONS_NOT_ALLOWED: 'Esta conta não pode ser movimentada agora.',
  INVALID_PIN: 'PIN incorreto.',
  PIN_ATTEMPTS_EXCEEDED: 'Tentativas de PIN excedidas!',
  PIN_NOT_SET: 'Cadastre um PIN para movimentar dinheiro.',
  SAME_PIN: 'O novo PIN precisa ser diferente do atual.',
  USER_NOT_FOUND: 'Usuário não encontrado.',
  DEVICE_NOT_FOUND: 'Aparelho não encontrado.',
  INVALID_OTP: 'Código incorreto. Confira e tente novamente.',
  OTP_ATTEMPTS_EXCEEDED: 'Muitas tentativas com este código. Peça um novo código.',
  OTP_CHALLENGE_NOT_FOUND: 'Código expirado ou já usado. Peça um novo código.',
  TOTP_NOT_ENROLLED:
    'Você ainda não configurou um aplicativo autenticador. Use o código por e-mail.',
  WRONG_PASSWORD: 'Senha atual incorreta.',
  INVALID_RESET_CODE: 'Código inválido ou expirado.',
  NOT_ACCOUNT_HOLDER: 'Só o titular da conta pode fazer isso.',
  USER_ALREADY_BOUND: 'Este e-mail já tem acesso a esta conta ou já foi convidado.',
  USER_ALREADY_EXISTS: 'Este e-mail já tem acesso ao Ipê. Entre com a sua senha.',
  CANNOT_REMOVE_HOLDER: 'O titular da conta não pode ser removido.',
  CANNOT_CHANGE_HOLDER: 'As permissões do titular não podem ser mudadas.',
  BOUND_USER_NOT_FOUND: 'Usuário não encontrado nesta conta.',
  INVALID_INVITATION_CODE: 'Código de convite inválido ou expirado.',
  CEP_NOT_FOUND: 'CEP não encontrado.',
} satisfies Partial<Record<ErrorCode, string>>;
