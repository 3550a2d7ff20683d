import 'i18next';
import type { errorsBankPtBR } from './app/i18n/locales/errors.bank.ptBR';
import type { errorsPtBR } from './app/i18n/locales/errors.ptBR';
import type { fieldsBankPtBR } from './app/i18n/locales/fields.bank.ptBR';
import type { fieldsPtBR } from './app/i18n/locales/fields.ptBR';
import type { ptBR } from './app/i18n/locales/ptBR';
import type { ptBRBank } from './app/i18n/locales/ptBR.bank';
import type { addressPtBR } from './app/forms/address/texts/ptBR';
import type { activatePtBR } from './features/activate/texts/ptBR';
import type { helpPtBR } from './features/help/texts/ptBR';
import type { homePtBR } from './features/home/texts/ptBR';
import type { boletoPtBR } from './features/boleto/texts/ptBR';
import type { paymentPtBR } from './features/payment/texts/ptBR';
import type { pixPtBR } from './features/pix/texts/ptBR';
import type { receivePtBR } from './features/receive/texts/ptBR';
import type { settingsPtBR } from './features/settings/texts/ptBR';
import type { statementPtBR } from './features/statement/texts/ptBR';
import type { statusPtBR } from './features/status/texts/ptBR';
import type { transferPtBR } from './features/transfer/texts/ptBR';

// Typed keys: t('nav.home') is checked against the pt-BR files at compile time. The one
// registry of namespaces, outside app/ and features/ because it names both: the platform's
// (bundled, or loaded with the bank layout) and each feature's own (loaded with its route,
// app/i18n/featureTexts.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ptBR & typeof ptBRBank;
      errors: typeof errorsPtBR & typeof errorsBankPtBR;
      fields: typeof fieldsPtBR & typeof fieldsBankPtBR;
      activate: typeof activatePtBR;
      address: typeof addressPtBR;
      boleto: typeof boletoPtBR;
      help: typeof helpPtBR;
      home: typeof homePtBR;
      payment: typeof paymentPtBR;
      pix: typeof pixPtBR;
      receive: typeof receivePtBR;
      settings: typeof settingsPtBR;
      statement: typeof statementPtBR;
      status: typeof statusPtBR;
      transfer: typeof transferPtBR;
    };
  }
}
