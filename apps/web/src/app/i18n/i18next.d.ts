import 'i18next';
import type { errorsPtBR } from './locales/errors.ptBR';
import type { fieldsPtBR } from './locales/fields.ptBR';
import type { ptBR } from './locales/ptBR';
import type { ptBRBank } from './locales/ptBR.bank';

// Typed keys: t('home.title') is checked against the pt-BR files at compile time. The bank
// texts join the same namespace when the bank layout loads.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ptBR & typeof ptBRBank;
      errors: typeof errorsPtBR;
      fields: typeof fieldsPtBR;
    };
  }
}
