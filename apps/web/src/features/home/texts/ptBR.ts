import { MESSAGES } from '@ipe/domain';

/** Home's own texts in pt-BR, loaded with its route (app/i18n/featureTexts.ts). */
export const homePtBR = {
  title: 'Início',
  greeting: 'Olá, {{name}}',
  balanceTitle: 'Saldo disponível',
  showBalance: 'Mostrar saldo',
  loadingBalance: 'Carregando saldo',
  seeStatement: 'Ver extrato',
  shortcutsTitle: 'Atalhos',
  latest: 'Últimas movimentações',
  latestEmpty: 'Nenhuma movimentação',
  latestEmptyDescription: 'As entradas e saídas da sua conta aparecem aqui.',
  latestError: 'Não foi possível carregar as movimentações.',
  seeAll: 'Ver tudo',
  today: 'Hoje',
  yesterday: 'Ontem',
  credit: 'Entrada',
  debit: 'Saída',
  loadingMovements: 'Carregando movimentações',
  // SPEC's words in pt-BR; a string, so that English has its own.
  balanceError: MESSAGES.BALANCE_ERROR as string,
  shortcuts: {
    pix: 'Pix',
    payment: 'Pagar boleto',
    transfer: 'Transferir',
    receive: 'Receber',
    statement: 'Extrato',
    qrcode: 'Cobrar com QR Code',
  },
};
