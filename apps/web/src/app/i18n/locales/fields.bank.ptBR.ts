import type { FieldErrorCode } from '@ipe/domain';
import type { fieldsPtBR } from './fields.ptBR';

/**
 * The `fields` namespace's second half in pt-BR: the fields of moving money (Pix keys, amounts,
 * bank data, codes, favourites), added with the bank layout (app/i18n/bankTexts.ts).
 */
export const fieldsBankPtBR = {
  PIX_KEY_CPF_INVALID: 'CPF inválido. Confira os números digitados.',
  PIX_KEY_CNPJ_INVALID: 'CNPJ inválido. Confira os caracteres digitados.',
  PIX_KEY_EMAIL_INVALID: 'E-mail inválido. Confira o endereço digitado.',
  PIX_KEY_EMAIL_TOO_LONG: 'O e-mail pode ter no máximo 77 caracteres para ser chave Pix.',
  PIX_KEY_PHONE_INVALID: 'Celular inválido. Informe DDD e número, como (11) 91234-5678.',
  PIX_KEY_EVP_INVALID:
    'Chave aleatória inválida. Ela tem 32 letras e números, como 123e4567-e89b-12d3-a456-426614174000.',
  PIX_KEY_CPF_OR_PHONE: 'Confira o número: não é um CPF nem um celular válido.',
  PIX_KEY_INVALID: 'Chave Pix inválida. Use CPF, CNPJ, e-mail, celular ou chave aleatória.',
  REQUIRED_key: 'Informe a chave Pix.',
  REQUIRED_nickname: 'Dê um apelido ao favorito.',
  AMOUNT_INVALID: 'Informe um valor maior que zero.',
  BRANCH_INVALID: 'A agência tem 4 números, sem o dígito.',
  ACCOUNT_NUMBER_INVALID: 'Informe a conta com o dígito, como 12345-6.',
  DOCUMENT_INVALID: 'CPF ou CNPJ inválido. Confira os caracteres digitados.',
  BR_CODE_INVALID: 'Este não é um código Pix Copia e Cola válido. Copie o código inteiro de novo.',
  AMOUNT_DIFFERS_FROM_CODE: 'O valor desta cobrança é fixo: pague o valor do código.',
  NOT_YOUR_PIX_KEY: 'Escolha uma das chaves Pix desta conta.',
  PIX_KEY_NOT_HOLDER_DOCUMENT: 'Só o CPF ou CNPJ do titular da conta pode ser chave Pix dela.',
  DATE_INVALID: 'Data inválida. Use o formato dd/mm/aaaa.',
  DUE_DATE_PAST: 'O vencimento não pode ser uma data que já passou.',
  FINE_TOO_HIGH: 'A multa pode ser de no máximo 2%.',
  INTEREST_TOO_HIGH: 'Os juros podem ser de no máximo 10% ao mês.',
  ABATEMENT_TOO_HIGH: 'O abatimento precisa ser menor que o valor da cobrança.',
  DISCOUNT_TOO_HIGH: 'Desconto e abatimento juntos precisam ser menores que o valor.',
  DISCOUNT_AFTER_DUE_DATE: 'O desconto vale no máximo até o vencimento.',
  BOLETO_INVALID_CHARACTERS:
    'Use só os números do boleto (pontos, espaços e traços são ignorados).',
  BOLETO_WRONG_LENGTH:
    'A linha tem 47 números (boleto), 48 (conta de consumo ou tributo) ou 44 (código de barras).',
  BOLETO_UNKNOWN_FORMAT: 'Uma linha de 48 números, de conta de consumo ou tributo, começa com 8.',
  BOLETO_INVALID_CURRENCY: 'Este boleto não é em reais: confira o quarto número da linha.',
  BOLETO_INVALID_SEGMENT: 'O segundo número desta conta não é de nenhum segmento. Confira a linha.',
  BOLETO_INVALID_VALUE_TYPE:
    'O terceiro número desta conta precisa ser 6, 7, 8 ou 9. Confira a linha.',
  BOLETO_BLOCK_1_CHECK_DIGIT: 'O primeiro bloco da linha não confere. Confira a digitação dele.',
  BOLETO_BLOCK_2_CHECK_DIGIT: 'O segundo bloco da linha não confere. Confira a digitação dele.',
  BOLETO_BLOCK_3_CHECK_DIGIT: 'O terceiro bloco da linha não confere. Confira a digitação dele.',
  BOLETO_BLOCK_4_CHECK_DIGIT: 'O quarto bloco da linha não confere. Confira a digitação dele.',
  BOLETO_GENERAL_CHECK_DIGIT:
    'O dígito verificador geral (o número sozinho antes do vencimento) não confere. Confira a linha.',
  LIMIT_ABOVE_CEILING: 'Acima do máximo que este banco permite para o período.',
  PER_PAYMENT_ABOVE_PERIOD: 'O limite por Pix não pode passar do limite do período.',
  NIGHT_ABOVE_DAY: 'O limite noturno não pode passar do diurno.',
  SCHEDULE_DATE_NOT_AHEAD: 'Escolha um dia a partir de amanhã (para hoje, pague agora).',
  SCHEDULE_DATE_TOO_FAR: 'Agende para no máximo um ano à frente.',
  SCHEDULE_TOO_FEW_OCCURRENCES: 'Uma repetição tem pelo menos 2 pagamentos.',
  SCHEDULE_TOO_MANY_OCCURRENCES: 'No máximo 60 pagamentos.',
  AUTOMATIC_DUE_DATE_TOO_SOON: 'A cobrança precisa chegar pelo menos 2 dias antes do débito.',
  AUTOMATIC_DUE_DATE_TOO_FAR: 'A cobrança chega no máximo 10 dias antes do débito.',
  AUTOMATIC_DUE_DATE_OUTSIDE: 'Este dia está fora do período autorizado.',
  AUTOMATIC_AMOUNT_NOT_AGREED: 'O valor é diferente do valor fixo autorizado.',
  AUTOMATIC_AMOUNT_ABOVE_MAXIMUM: 'O valor passa do máximo que o pagador autorizou.',
  AUTOMATIC_MAXIMUM_BELOW_MINIMUM: 'O máximo não pode ser menor que o mínimo pedido pela empresa.',
  AUTOMATIC_END_BEFORE_START: 'O fim não pode ser antes do início.',
  AUTOMATIC_END_AFTER_REQUESTED: 'O fim não pode passar do fim pedido pela empresa.',
  CPF_INVALID: 'CPF inválido. Confira os números digitados.',
  CNPJ_INVALID: 'CNPJ inválido. Confira os caracteres digitados.',
  PHONE_INVALID: 'Celular inválido. Use DDD e número, como (11) 91234-5678.',
  UNDER_18: 'Para abrir uma conta é preciso ter 18 anos ou mais.',
  REPRESENTATIVE_IS_YOU: 'Este é o seu e-mail. Se você é o representante legal, escolha "Sou eu".',
  REQUIRED_scheduled_for: 'Escolha o dia.',
  REQUIRED_occurrences: 'Informe quantas vezes.',
  REQUIRED_payer_name: 'Informe o nome de quem vai pagar.',
  REQUIRED_due_date: 'Informe o vencimento.',
  REQUIRED_discount_until: 'Informe até quando vale o desconto.',
} satisfies Partial<Record<FieldErrorCode, string>> & Record<string, string>;

type Unworded = Exclude<FieldErrorCode, keyof typeof fieldsPtBR | keyof typeof fieldsBankPtBR>;
/** A field code in neither half stops the build here, naming it. */
export const EVERY_FIELD_ERROR_WORDED: [Unworded] extends [never] ? true : Unworded = true;
