export {
  LocaleProvider,
  UI_LOCALES,
  useUiMessages,
  type LocaleProviderProps,
} from './LocaleProvider';
export type { UiMessages } from './messages.ptBR';
