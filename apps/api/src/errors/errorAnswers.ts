import { formatBrl, MESSAGES, type ErrorCode } from '@ipe/domain';

type Extra = Record<string, unknown>;

interface ErrorAnswer {
  status: number;
  /** The pt-BR message of the answer's body (the contract's `message`). */
  message: string | ((extra: Extra) => string);
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 60) return `${seconds} segundos`;
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

const VALIDATION_MESSAGE = 'Alguns dados estão inválidos. Verifique os campos destacados.';
const ACCOUNT_NOT_FOUND = 'Conta não encontrada.';
const SESSION_EXPIRED = 'Sua sessão expirou. Entre novamente.';

/**
 * The edge of every refusal: each code's HTTP status and the pt-BR message its answer carries.
 * The one place these are chosen (docs/product/errors.md); a Record over ErrorCode, so a code
 * added to the catalogue without its answer does not compile.
 */
export const ERROR_ANSWERS: Record<ErrorCode, ErrorAnswer> = {
  VALIDATION_ERROR: { status: 400, message: VALIDATION_MESSAGE },
  INVALID_CHARACTERS: {
    status: 400,
    message: 'Alguns campos têm caracteres que não aceitamos. Verifique os campos destacados.',
  },
  INVALID_REQUEST: {
    status: 400,
    message: 'A requisição não pôde ser lida. Verifique os dados enviados.',
  },
  NOT_FOUND: { status: 404, message: 'Recurso não encontrado.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Método não permitido para este recurso.' },
  NOT_ACCEPTABLE: { status: 406, message: 'Formato de resposta não suportado.' },
  BODY_TOO_LARGE: { status: 413, message: 'O corpo da requisição é grande demais.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Envie o corpo como application/json.' },
  RATE_LIMITED: {
    status: 429,
    message: ({ retry_after_seconds: seconds }) =>
      typeof seconds === 'number'
        ? `Muitas tentativas. Tente novamente em ${waitText(seconds)}.`
        : 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Este serviço está temporariamente indisponível. Tente novamente mais tarde.',
  },
  INTERNAL_ERROR: {
    status: 500,
    message: 'Não foi possível concluir a operação agora. Tente novamente em instantes.',
  },
  INVALID_CREDENTIALS: { status: 401, message: 'E-mail ou senha incorretos.' },
  CAPTCHA_INVALID: {
    status: 400,
    message: 'Não conseguimos confirmar que você não é um robô. Tente novamente.',
  },
  NO_ACCOUNT: { status: 403, message: 'Não há conta vinculada a este usuário.' },
  SESSION_REQUIRED: { status: 401, message: SESSION_EXPIRED },
  SESSION_INVALID: { status: 401, message: SESSION_EXPIRED },
  ACCOUNT_MISMATCH: { status: 403, message: 'A conta informada não corresponde à sua sessão.' },
  ACCOUNT_NOT_FOUND: { status: 404, message: ACCOUNT_NOT_FOUND },
  INVALID_DEVICE_KEY: { status: 400, message: 'Identificação do aparelho inválida.' },
  TRANSACTION_HASH_INVALID: {
    status: 403,
    message: 'Não foi possível validar esta operação. Tente novamente.',
  },
  XSRF_MISMATCH: {
    status: 403,
    message:
      'Não foi possível confirmar a origem do pedido. Recarregue a página e tente novamente.',
  },
  ADMIN_TOKEN_INVALID: { status: 401, message: 'Acesso de operador negado.' },
  DEVICE_NOT_ENABLED: { status: 423, message: MESSAGES.DEVICE_NOT_ENABLED },
  USER_TRANSACTIONS_NOT_ALLOWED: { status: 423, message: MESSAGES.NO_PERMISSION },
  ACCOUNT_TRANSACTIONS_NOT_ALLOWED: { status: 423, message: MESSAGES.NO_PERMISSION },
  INVALID_PIN: {
    status: 403,
    message: ({ remaining_attempts: remaining }) =>
      remaining === 1
        ? 'PIN incorreto. Você tem mais 1 tentativa.'
        : `PIN incorreto. Você tem mais ${String(remaining)} tentativas.`,
  },
  // SPEC §8: the message is literally exceeded_attempts; clients read it.
  PIN_ATTEMPTS_EXCEEDED: { status: 429, message: 'exceeded_attempts' },
  PIN_NOT_SET: { status: 409, message: 'Cadastre um PIN para movimentar dinheiro.' },
  SAME_PIN: { status: 400, message: 'O novo PIN precisa ser diferente do atual.' },
  USER_NOT_FOUND: { status: 404, message: 'Usuário não encontrado.' },
  DEVICE_NOT_FOUND: { status: 404, message: 'Aparelho não encontrado.' },
  INVALID_OTP: { status: 422, message: 'Código incorreto. Confira e tente novamente.' },
  OTP_ATTEMPTS_EXCEEDED: {
    status: 429,
    message: 'Muitas tentativas com este código. Peça um novo código.',
  },
  OTP_CHALLENGE_NOT_FOUND: {
    status: 404,
    message: 'Código expirado ou já usado. Peça um novo código.',
  },
  TOTP_NOT_ENROLLED: {
    status: 409,
    message: 'Você ainda não configurou um aplicativo autenticador. Use o código por e-mail.',
  },
  WRONG_PASSWORD: { status: 400, message: 'Senha atual incorreta.' },
  INVALID_RESET_CODE: { status: 400, message: 'Código inválido ou expirado.' },
  NOT_ACCOUNT_HOLDER: {
    status: 403,
    message: 'Só o titular da conta pode gerenciar os usuários.',
  },
  USER_ALREADY_BOUND: {
    status: 409,
    message: 'Este e-mail já tem acesso a esta conta ou já foi convidado.',
  },
  USER_ALREADY_EXISTS: {
    status: 409,
    message: 'Este e-mail já tem acesso ao Ipê. Entre com a sua senha.',
  },
  CANNOT_REMOVE_HOLDER: { status: 400, message: 'O titular da conta não pode ser removido.' },
  CANNOT_CHANGE_HOLDER: {
    status: 400,
    message: 'As permissões do titular não podem ser mudadas.',
  },
  BOUND_USER_NOT_FOUND: { status: 404, message: 'Usuário não encontrado nesta conta.' },
  INVALID_INVITATION_CODE: { status: 400, message: 'Código inválido ou expirado.' },
  CEP_NOT_FOUND: { status: 404, message: 'CEP não encontrado.' },
  INSUFFICIENT_FUNDS: { status: 422, message: 'Saldo insuficiente para realizar esta operação.' },
  INVALID_AMOUNT: {
    status: 400,
    message: 'O valor precisa ser um número inteiro de centavos maior que zero.',
  },
  SAME_ACCOUNT: {
    status: 422,
    message: 'A conta de origem e a conta de destino precisam ser diferentes.',
  },
  DESTINATION_NOT_FOUND: { status: 404, message: 'Conta de destino não encontrada.' },
  DESTINATION_UNAVAILABLE: {
    status: 422,
    message: 'A conta de destino não pode receber transferências.',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'Envie o cabeçalho Idempotency-Key para movimentar dinheiro.',
  },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: 'Esta chave de idempotência já foi usada em outra operação com dados diferentes.',
  },
  INVALID_TRANSFER: { status: 400, message: 'Dados da transferência inválidos.' },
  INVALID_PAGE: { status: 400, message: 'Página do extrato inválida. Recarregue o extrato.' },
  CARD_NOT_FOUND: { status: 404, message: 'Cartão não encontrado.' },
  CARD_PURCHASE_NOT_FOUND: { status: 404, message: 'Compra no cartão não encontrada.' },
  CARD_PURCHASE_ALREADY_RESOLVED: {
    status: 409,
    message: 'Esta compra já foi confirmada ou estornada.',
  },
  INCOME_REPORT_NOT_AVAILABLE: {
    status: 404,
    message: 'Não há informe de rendimentos deste ano para esta conta.',
  },
  STATEMENT_PERIOD_INVALID: {
    status: 400,
    message:
      'Período do extrato inválido: escolha dias até hoje, o início antes do fim, no máximo um ano.',
  },
  TRANSFER_NOT_FOUND: { status: 404, message: 'Transferência não encontrada.' },
  TRANSFER_NOT_PENDING: { status: 409, message: 'Esta transferência não é uma reserva pendente.' },
  TRANSFER_ALREADY_POSTED: { status: 409, message: 'Esta transferência já foi efetivada.' },
  TRANSFER_ALREADY_VOIDED: { status: 409, message: 'Esta transferência já foi cancelada.' },
  PIX_KEY_NOT_FOUND: {
    status: 404,
    message: 'Chave Pix não encontrada. Confira a chave com quem vai receber.',
  },
  PIX_PAYMENT_NOT_FOUND: { status: 404, message: 'Pix não encontrado.' },
  PIX_REJECTED_ACCOUNT_CLOSED: {
    status: 422,
    message:
      'O banco de quem ia receber recusou o Pix: a conta está encerrada. O valor voltou para a sua conta.',
  },
  PIX_REJECTED_WRONG_DOCUMENT: {
    status: 422,
    message:
      'O banco de quem ia receber recusou o Pix: o CPF ou CNPJ não é do titular da conta. O valor voltou para a sua conta.',
  },
  PIX_REJECTED_TIMEOUT: {
    status: 422,
    message:
      'O banco de quem ia receber não respondeu a tempo e o Pix não foi feito. O valor voltou para a sua conta.',
  },
  PIX_CHARGE_NOT_FOUND: {
    status: 404,
    message: 'Esta cobrança Pix não existe mais. Peça um novo código a quem está cobrando.',
  },
  PIX_CHARGE_EXPIRED: {
    status: 422,
    message: 'Esta cobrança Pix venceu. Peça um novo código a quem está cobrando.',
  },
  PIX_CHARGE_ALREADY_PAID: { status: 409, message: 'Esta cobrança Pix já foi paga.' },
  BOLETO_NOT_FOUND: {
    status: 404,
    message: 'Não encontramos este boleto no registro dos bancos. Confira o código com quem cobra.',
  },
  BOLETO_ALREADY_PAID: { status: 409, message: 'Este boleto já foi pago.' },
  BOLETO_EXPIRED: {
    status: 422,
    message: 'Este boleto não pode mais ser pago: passou do prazo ou foi cancelado por quem cobra.',
  },
  BOLETO_REJECTED: {
    status: 422,
    message:
      'O banco de quem cobra recusou o pagamento deste boleto. O valor voltou para a sua conta.',
  },
  BOLETO_PAYMENT_NOT_FOUND: { status: 404, message: 'Pagamento de boleto não encontrado.' },
  BOLETO_SCHEDULE_NOT_AHEAD: {
    status: 422,
    message: 'O vencimento deste boleto já chegou: ele não pode ser agendado, pague agora.',
  },
  BOLETO_ALREADY_SCHEDULED: {
    status: 409,
    message: 'Este boleto já está agendado nesta conta.',
  },
  BOLETO_SCHEDULE_NOT_FOUND: { status: 404, message: 'Este agendamento de boleto não existe.' },
  BOLETO_SCHEDULE_NOT_CANCELLABLE: {
    status: 409,
    message: 'Este agendamento não pode mais ser cancelado: ele já foi pago ou encerrado.',
  },
  BOLETO_AMOUNT_CHANGED: {
    status: 422,
    message: 'O valor do boleto mudou desde o agendamento. Consulte o boleto e pague o valor novo.',
  },
  FAVORITE_NOT_FOUND: { status: 404, message: 'Favorito não encontrado.' },
  FAVORITE_ALREADY_SAVED: {
    status: 409,
    message: 'Quem recebeu este pagamento já está nos seus favoritos.',
  },
  PIX_CHARGE_NOT_TRUSTED: {
    status: 422,
    message:
      'Não foi possível confirmar esta cobrança com o banco que a emitiu: o código pode ter sido adulterado. Não pague.',
  },
  PIX_CHARGE_TXID_TAKEN: {
    status: 409,
    message: 'Já existe uma cobrança com este txid. Use outro identificador.',
  },
  PIX_RECEIVED_NOT_FOUND: { status: 404, message: 'Este Pix recebido não foi encontrado.' },
  PIX_REFUND_OVER_ORIGINAL: {
    status: 422,
    message: 'As devoluções não podem passar do valor do Pix recebido.',
  },
  PIX_REFUND_WINDOW_CLOSED: {
    status: 422,
    message: 'O prazo de 90 dias para devolver este Pix acabou.',
  },
  PIX_KEY_LIMIT_REACHED: {
    status: 422,
    message: (extra) =>
      `Esta conta já tem ${String(extra.limit ?? 'o máximo de')} chaves Pix (ou pedidos de chave em andamento). Exclua uma para cadastrar outra.`,
  },
  PIX_KEY_ALREADY_YOURS: { status: 409, message: 'Esta chave Pix já é desta conta.' },
  PIX_KEY_HELD_ELSEWHERE: {
    status: 409,
    message: (extra) =>
      extra.claim_type === 'portability'
        ? 'Esta chave Pix está cadastrada em seu nome em outra conta ou instituição. Peça a portabilidade para trazê-la para cá.'
        : 'Esta chave Pix está cadastrada em outra conta. Se o e-mail ou celular é seu, você pode reivindicar a chave.',
  },
  PIX_KEY_CLAIM_OPEN: {
    status: 409,
    message: 'Já existe um pedido em andamento para esta chave Pix. Aguarde a resposta.',
  },
  PIX_KEY_CLAIM_NOT_NEEDED: {
    status: 409,
    message: 'Esta chave Pix está livre: cadastre-a direto, sem pedido.',
  },
  PIX_KEY_CLAIM_NOT_FOUND: {
    status: 404,
    message: 'Este pedido de chave Pix não existe ou já foi respondido.',
  },
  PIX_DISPUTE_NOT_AVAILABLE: {
    status: 422,
    message:
      'Este Pix não pode ser contestado por aqui: só Pix enviados e concluídos, que não sejam devoluções.',
  },
  PIX_DISPUTE_WINDOW_CLOSED: {
    status: 422,
    message: 'O prazo de 80 dias para contestar este Pix acabou.',
  },
  PIX_DISPUTE_ALREADY_OPEN: { status: 409, message: 'Este Pix já foi contestado.' },
  PIX_DISPUTE_NOT_FOUND: { status: 404, message: 'Esta contestação não existe.' },
  PIX_DISPUTE_CLOSED: {
    status: 409,
    message: 'Esta contestação já foi decidida e não pode mais mudar.',
  },
  PIX_LIMIT_EXCEEDED: {
    status: 422,
    message: (extra) =>
      `Este Pix passa do seu limite ${extra.period === 'nighttime' ? 'noturno' : 'diurno'}. ` +
      `Disponível agora: ${formatBrl(Number(extra.available_cents ?? 0))}.`,
  },
  PIX_SCHEDULE_NOT_FOUND: { status: 404, message: 'Este agendamento não existe.' },
  PIX_SCHEDULE_NOT_EDITABLE: {
    status: 409,
    message: 'Este agendamento não pode mais mudar: o dia dele chegou, ou ele já terminou.',
  },
  PIX_AUTOMATIC_NOT_FOUND: {
    status: 404,
    message: 'Esta autorização de Pix Automático não existe.',
  },
  PIX_AUTOMATIC_NOT_PENDING: {
    status: 409,
    message: 'Este pedido de Pix Automático já foi respondido ou expirou.',
  },
  PIX_AUTOMATIC_NOT_ACTIVE: {
    status: 409,
    message: 'Esta autorização de Pix Automático não está ativa.',
  },
  PIX_AUTOMATIC_CHARGE_NOT_FOUND: {
    status: 404,
    message: 'Esta cobrança de Pix Automático não existe.',
  },
  PIX_AUTOMATIC_CHARGE_NOT_CANCELLABLE: {
    status: 409,
    message:
      'Esta cobrança não pode mais ser cancelada: só até as 23:59 do dia anterior ao débito.',
  },
  PIX_AUTOMATIC_CHARGE_DUPLICATE: {
    status: 409,
    message: 'Já existe uma cobrança desta autorização para este dia.',
  },
  PIX_API_CLIENT_INVALID: { status: 401, message: 'Credenciais da API Pix inválidas.' },
  PIX_API_TOKEN_INVALID: {
    status: 401,
    message: 'Token de acesso da API Pix inválido ou expirado. Peça um novo.',
  },
  PIX_API_CLIENT_NOT_FOUND: { status: 404, message: 'Esta credencial da API Pix não existe.' },
  PIX_API_CLIENT_LIMIT_REACHED: {
    status: 409,
    message: 'A conta já tem o máximo de credenciais da API Pix. Revogue uma para criar outra.',
  },
  ONBOARDING_CODE_INVALID: { status: 400, message: 'Código inválido ou expirado. Peça um novo.' },
  ONBOARDING_SESSION_INVALID: {
    status: 401,
    message: 'Sua abertura de conta expirou. Informe o seu e-mail de novo para continuar.',
  },
  ONBOARDING_STEP_NOT_READY: {
    status: 409,
    message: 'Conclua as etapas anteriores da abertura de conta primeiro.',
  },
  ONBOARDING_ALREADY_SUBMITTED: {
    status: 409,
    message: 'Esta abertura de conta já foi enviada. Entre com a sua senha para acompanhar.',
  },
  ALREADY_CUSTOMER: {
    status: 409,
    message: 'Você já é cliente do Ipê. Entre com a sua senha ou recupere o acesso.',
  },
  ACCOUNT_NOT_IN_ANALYSIS: { status: 409, message: 'Esta conta não está em análise.' },
  REVERIFICATION_NOT_NEEDED: {
    status: 409,
    message: 'Sua conta não precisa confirmar a identidade de novo.',
  },
  IDENTITY_NOT_CONFIRMED: {
    status: 422,
    message: 'Não conseguimos confirmar a sua identidade. Tente de novo com fotos nítidas.',
  },
};

/** The HTTP status and the body `{ code, message, ...extra }` of a refusal. */
export function errorAnswer(code: ErrorCode, extra: Extra = {}) {
  const { status, message } = ERROR_ANSWERS[code];
  const text = typeof message === 'function' ? message(extra) : message;
  return { status, body: { code, message: text, ...extra } };
}
