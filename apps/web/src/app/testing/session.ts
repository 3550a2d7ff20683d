import { createTypedStorage } from '@ipe/domain';
import type { AccountInformation, AccountStatus, AccountSummary } from '../api/types';
import { fakeToken, mariaInformation, mariaSummary, operatingStatus } from './fixtures';

export interface StoredSessionOptions {
  status?: AccountStatus | null;
  accounts?: AccountSummary[];
  information?: AccountInformation | null;
  idSession?: string | null;
  token?: string | null;
}

/** Puts a signed-in session into localStorage, as a sign-in would have left it. */
export function storeSession({
  status = operatingStatus,
  accounts = [mariaSummary],
  information = mariaInformation,
  idSession = null,
  token = fakeToken(),
}: StoredSessionOptions = {}): void {
  const storage = createTypedStorage(window.localStorage);
  if (token) storage.set('JWT_TOKEN', token);
  if (status) storage.set('ACCOUNT_STATUS', status);
  storage.set('ACCOUNTS', accounts);
  if (information)
    storage.set('ACCOUNT_INFORMATION', information as unknown as Record<string, unknown>);
  if (idSession) storage.set('ID_SESSION', idSession);
}
