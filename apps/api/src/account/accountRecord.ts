import { REGULAR_PROVIDER_STATUS } from '@ipe/domain';
import { ACCOUNT_STATUS_CODES, type AccountStatusName } from './accountStatus';

/** A row of `accounts`, as the server reads it. */
export interface AccountRow {
  id: string;
  ledger_account_id: string;
  kind: 'person' | 'company';
  legal_name: string;
  display_name: string;
  document: string;
  branch: string;
  number: string;
  status: AccountStatusName;
  provider_status: string;
  email: string | null;
  phone: string | null;
  billing_address_logradouro: string | null;
  billing_address_numero: string | null;
  billing_address_complemento: string | null;
  billing_address_bairro: string | null;
  billing_address_cidade: string | null;
  billing_address_estado: string | null;
  billing_address_cep: string | null;
  opened_at: Date;
}

export interface MembershipRow {
  user_type: number;
  can_transact: boolean;
  unique_id_key_hash: string | null;
}

/** SPEC §3 account status, as this user sees this account (user_type is per user). */
export interface AccountStatusView {
  account_id: string;
  provider_status: string;
  status: number;
  status_name: AccountStatusName;
  user_type: number;
  unique_id_key_hash: string | null;
}

export function accountStatusView(
  account: AccountRow,
  membership: MembershipRow,
): AccountStatusView {
  return {
    account_id: account.id,
    provider_status: account.provider_status,
    status: ACCOUNT_STATUS_CODES[account.status],
    status_name: account.status,
    user_type: membership.user_type,
    unique_id_key_hash: membership.unique_id_key_hash,
  };
}

/** May money leave this account at all (whoever asks)? */
export function accountMayTransact(account: Pick<AccountRow, 'status' | 'provider_status'>) {
  return account.status === 'ACTIVE' && account.provider_status === REGULAR_PROVIDER_STATUS;
}
