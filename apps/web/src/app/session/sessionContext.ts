import { createContext, useContext } from 'react';
import type { AccountInformation, AccountStatus, DeviceEnabled, LoginAnswer } from '../api/types';
import type { ObservableStore } from './observableStore';
import type { Session } from './session';

export interface SessionApi {
  session: Session;
  store: ObservableStore;
  /** Keeps what a sign-in answered: token, account status and accounts. */
  startSession(answer: LoginAnswer): void;
  /** Keeps what enabling this device answered: ID_SESSION and the new account status. */
  deviceEnabled(enabled: DeviceEnabled): void;
  /** ACCOUNT_INFORMATION, and the account status it carries. */
  setAccountInformation(information: AccountInformation): void;
  setAccountStatus(status: AccountStatus): void;
  /** ID_SESSION: set once this device is enabled, removed when it is disabled. */
  setIdSession(idSession: string | null): void;
  /** Clears Ipê's storage (the device key and the chosen language stay). */
  endSession(): void;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used inside a SessionProvider');
  return api;
}
