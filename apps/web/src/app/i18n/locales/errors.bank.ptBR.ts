import type { ErrorCode } from '@ipe/domain';
import type { errorsPtBR } from './errors.ptBR';

/**
 * The `errors` namespace's second half in pt-BR: the refusals of moving money (balances,
 * transfers, Pix, charges, favourites), added with the bank layout (app/i18n/bankTexts.ts) so the
 * sign-in route does not carry them.
 */
export const errorsBankPtBR = {
  INSUFFICIENT_FUNDS: 'Saldo insuficiente para esta operação.',
  INVALID_AMOUNT: 'Informe um valor maior que zero.',
  SAME_ACCOUNT: 'A conta de destino precisa ser diferente da sua.',
  DESTINATION_NOT_FOUND: 'Conta de destino não encontrada.',
  DESTINATION_UNAVAILABLE: 'A conta de destino não pode receber transferências.',
  IDEMPOTENCY_KEY_REQUIRED: 'Não foi possível enviar com segurança. Tente novamente.',
  IDEMPOTENCY_CONFLICT: 'Esta operação já foi enviada com outros dados. Comece de novo.',
  INVALID_TRANSFER: 'Dados da transferência inválidos.',
  INVALID_PAGE: 'Não foi possível carregar esta página do extrato. Recarregue o extrato.',
  CARD_NOT_FOUND: 'Cartão não encontrado.',
  CARD_PURCHASE_NOT_FOUND: 'Compra no cartão não encontrada.',
  CARD_PURCHASE_ALREADY_RESOLVED: 'Esta compra já foi confirmada ou estornada.',
  INCOME_REPORT_NOT_AVAILABLE: 'Não há informe de rendimentos deste ano para esta conta.',
  STATEMENT_PERIOD_INVALID:
    'Escolha um período até hoje, com o início antes do fim e de no máximo um ano.',
  TRANSFER_NOT_FOUND: 'Transferência não encontrada.',
  TRANSFER_NOT_PENDING: 'Esta transferência não está mais pendente.',
  TRANSFER_ALREADY_POSTED: 'Esta transferência já foi efetivada.',
  TRANSFER_ALREADY_VOIDED: 'Esta transferência já foi cancelada.',
  PIX_KEY_NOT_FOUND: 'Chave Pix não encontrada. Confira a chave com quem vai receber.',
  PIX_PAYMENT_NOT_FOUND: 'Pix não encontrado.',
  PIX_REJECTED_ACCOUNT_CLOSED:
    'O banco de quem ia receber recusou o Pix: a conta está encerrada. O valor voltou para a sua conta.',
  PIX_REJECTED_WRONG_DOCUMENT:
    'O banco de quem ia receber recusou o Pix: o CPF ou CNPJ não é do titular da conta. O valor voltou para a sua conta.',
  PIX_REJECTED_TIMEOUT:
    'O banco de quem ia receber não respondeu a tempo e o Pix não foi feito. O valor voltou para a sua conta.',
  PIX_CHARGE_NOT_FOUND:
    'Esta cobrança Pix não existe mais. Peça um novo código a quem está cobrando.',
  PIX_CHARGE_EXPIRED: 'Esta cobrança Pix venceu. Peça um novo código a quem está cobrando.',
  PIX_CHARGE_ALREADY_PAID: 'Esta cobrança Pix já foi paga.',
  BOLETO_NOT_FOUND:
    'Não encontramos este boleto no registro dos bancos. Confira o código com quem cobra.',
  BOLETO_ALREADY_PAID: 'Este boleto já foi pago.',
  BOLETO_EXPIRED:
    'Este boleto não pode mais ser pago: passou do prazo ou foi cancelado por quem cobra.',
  BOLETO_REJECTED:
    'O banco de quem cobra recusou o pagamento deste boleto. O valor voltou para a sua conta.',
  BOLETO_PAYMENT_NOT_FOUND: 'Pagamento de boleto não encontrado.',
  BOLETO_SCHEDULE_NOT_AHEAD:
    'O vencimento deste boleto já chegou: ele não pode ser agendado, pague agora.',
  BOLETO_ALREADY_SCHEDULED: 'Este boleto já está agendado nesta conta.',
  BOLETO_SCHEDULE_NOT_FOUND: 'Este agendamento de boleto não existe.',
  BOLETO_SCHEDULE_NOT_CANCELLABLE:
    'Este agendamento não pode mais ser cancelado: ele já foi pago ou encerrado.',
  BOLETO_AMOUNT_CHANGED:
    'O valor do boleto mudou desde o agendamento. Consulte o boleto e pague o valor novo.',
  PIX_CHARGE_NOT_TRUSTED:
    'Não foi possível confirmar esta cobrança com o banco que a emitiu: o código pode ter sido adulterado. Não pague.',
  PIX_CHARGE_TXID_TAKEN: 'Já existe uma cobrança com este txid. Use outro identificador.',
  PIX_RECEIVED_NOT_FOUND: 'Este Pix recebido não foi encontrado.',
  PIX_REFUND_OVER_ORIGINAL: 'As devoluções não podem passar do valor do Pix recebido.',
  PIX_REFUND_WINDOW_CLOSED: 'O prazo de 90 dias para devolver este Pix acabou.',
  PIX_KEY_LIMIT_REACHED:
    'Esta conta já tem o máximo de chaves Pix (ou pedidos de chave em andamento). Exclua uma para cadastrar outra.',
  PIX_KEY_ALREADY_YOURS: 'Esta chave Pix já é desta conta.',
  PIX_KEY_HELD_ELSEWHERE:
    'Esta chave Pix está cadastrada em outra conta. Você pode pedir a portabilidade ou reivindicá-la.',
  PIX_KEY_CLAIM_OPEN: 'Já existe um pedido em andamento para esta chave Pix. Aguarde a resposta.',
  PIX_KEY_CLAIM_NOT_NEEDED: 'Esta chave Pix está livre: cadastre-a direto, sem pedido.',
  PIX_KEY_CLAIM_NOT_FOUND: 'Este pedido de chave Pix não existe ou já foi respondido.',
  PIX_DISPUTE_NOT_AVAILABLE:
    'Este Pix não pode ser contestado por aqui: só Pix enviados e concluídos, que não sejam devoluções.',
  PIX_DISPUTE_WINDOW_CLOSED: 'O prazo de 80 dias para contestar este Pix acabou.',
  PIX_DISPUTE_ALREADY_OPEN: 'Este Pix já foi contestado.',
  PIX_DISPUTE_NOT_FOUND: 'Esta contestação não existe.',
  PIX_DISPUTE_CLOSED: 'Esta contestação já foi decidida e não pode mais mudar.',
  PIX_LIMIT_EXCEEDED: 'Este Pix passa do seu limite para este horário. Confira seus limites Pix.',
  PIX_API_CLIENT_INVALID: 'Credenciais da API Pix inválidas.',
  PIX_API_TOKEN_INVALID: 'Token de acesso da API Pix inválido ou expirado. Peça um novo.',
  PIX_SCHEDULE_NOT_FOUND: 'Este agendamento não existe.',
  PIX_SCHEDULE_NOT_EDITABLE:
    'Este agendamento não pode mais mudar: o dia dele chegou, ou ele já terminou.',
  PIX_AUTOMATIC_NOT_FOUND: 'Esta autorização de Pix Automático não existe.',
  PIX_AUTOMATIC_NOT_PENDING: 'Este pedido de Pix Automático já foi respondido ou expirou.',
  PIX_AUTOMATIC_NOT_ACTIVE: 'Esta autorização de Pix Automático não está ativa.',
  PIX_AUTOMATIC_CHARGE_NOT_FOUND: 'Esta cobrança de Pix Automático não existe.',
  PIX_AUTOMATIC_CHARGE_NOT_CANCELLABLE:
    'Esta cobrança não pode mais ser cancelada: só até as 23:59 do dia anterior ao débito.',
  PIX_AUTOMATIC_CHARGE_DUPLICATE: 'Já existe uma cobrança desta autorização para este dia.',
  PIX_API_CLIENT_NOT_FOUND: 'Esta credencial da API Pix não existe.',
  PIX_API_CLIENT_LIMIT_REACHED:
    'A conta já tem o máximo de credenciais da API Pix. Revogue uma para criar outra.',
  FAVORITE_NOT_FOUND: 'Favorito não encontrado.',
  FAVORITE_ALREADY_SAVED: 'Quem recebeu este pagamento já está nos seus favoritos.',
  // Opening an account, and proving one's identity again
  ONBOARDING_CODE_INVALID: 'Código inválido ou expirado. Confira ou peça um novo.',
  ONBOARDING_SESSION_INVALID:
    'Sua abertura de conta expirou. Informe o seu e-mail de novo para continuar de onde parou.',
  ONBOARDING_STEP_NOT_READY: 'Conclua as etapas anteriores da abertura de conta primeiro.',
  ONBOARDING_ALREADY_SUBMITTED:
    'Esta abertura de conta já foi enviada. Entre com a sua senha para acompanhar.',
  ALREADY_CUSTOMER: 'Você já é cliente do Ipê. Entre com a sua senha ou recupere o acesso.',
  ACCOUNT_NOT_IN_ANALYSIS: 'Esta conta não está em análise.',
  REVERIFICATION_NOT_NEEDED: 'Sua conta não precisa confirmar a identidade de novo.',
  IDENTITY_NOT_CONFIRMED:
    'Não conseguimos confirmar a sua identidade. Tente de novo com fotos nítidas e bem iluminadas.',
} satisfies Partial<Record<ErrorCode, string>>;

/**
 * Refusals worded by what the answer says beside the code (i18next's context): a limit names the
 * period (`period`) whose limit stopped the Pix.
 */
export const errorsInContextBankPtBR = {
  PIX_LIMIT_EXCEEDED_daytime: 'Este Pix passa do seu limite diurno. Confira seus limites Pix.',
  PIX_LIMIT_EXCEEDED_nighttime:
    'Este Pix passa do seu limite noturno (das 20h ou 22h às 6h). Confira seus limites Pix.',
};

type Unworded = Exclude<ErrorCode, keyof typeof errorsPtBR | keyof typeof errorsBankPtBR>;
/** A code of the catalogue in neither half stops the build here, naming it. */
export const EVERY_ERROR_WORDED: [Unworded] extends [never] ? true : Unworded = true;
