export {
  LocaleProvider,
  loadUiMessages,
  useUiMessages,
  type LocaleProviderProps,
} from './LocaleProvider';
export type { UiMessages } from './messages.ptBR';
