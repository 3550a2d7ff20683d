export type { ClientState, KeyBankData, PspParticipant } from './client-state';
export { INITIAL_CLIENT_STATE, createInitialClientState } from './client-state';
export type { ClearableField, ClientStateAction, SetFieldAction } from './client-state-reducer';
export { clearField, clientStateReducer, setBalanceFrom, setField } from './client-state-reducer';
export {
  LOADING_SPINNER,
  NOTIFICATION_TIMEOUT_MS,
  POSITIVE_NOTIFICATION_TIMEOUT_MS,
} from './notifications';
export { DEFAULT_LOCALE } from './locale';
