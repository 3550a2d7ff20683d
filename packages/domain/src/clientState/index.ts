export type { ClientState, KeyBankData, PspParticipant } from './clientState';
export { INITIAL_CLIENT_STATE, createInitialClientState } from './clientState';
export type { ClearableField, ClientStateAction, SetFieldAction } from './clientStateReducer';
export { clearField, clientStateReducer, setBalanceFrom, setField } from './clientStateReducer';
export {
  LOADING_SPINNER,
  NOTIFICATION_TIMEOUT_MS,
  POSITIVE_NOTIFICATION_TIMEOUT_MS,
} from './notifications';
export { DEFAULT_LOCALE } from './locale';
