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

/** How one user is bound to one account, and what of the user bears on it. */
export interface MembershipRow {
  user_type: number;
  can_transact: boolean;
  unique_id_key_hash: string | null;
  /** The user's PIN is locked (users.pin_locked_at): too many wrong PINs. */
  pin_locked: boolean;
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

/**
 * The status this user sees on this account. A PIN belongs to its user, so a locked PIN shows as
 * REMAKE_KYC to that user on every account they operate (and to nobody else), and never lowers a
 * stronger status of the account itself (BLOCKED, CLOSED). See docs/security/threat-model.md.
 */
export function statusSeenBy(
  account: Pick<AccountRow, 'status'>,
  membership: Pick<MembershipRow, 'pin_locked'>,
): AccountStatusName {
  if (!membership.pin_locked) return account.status;
  return ACCOUNT_STATUS_CODES[account.status] > ACCOUNT_STATUS_CODES.REMAKE_KYC
    ? account.status
    : 'REMAKE_KYC';
}

export function accountStatusView(
  account: AccountRow,
  membership: MembershipRow,
): AccountStatusView {
  const status = statusSeenBy(account, membership);
  return {
    account_id: account.id,
    provider_status: account.provider_status,
    status: ACCOUNT_STATUS_CODES[status],
    status_name: status,
    user_type: membership.user_type,
    unique_id_key_hash: membership.unique_id_key_hash,
  };
}

/** May money leave this account, as far as its status seen by this user goes? */
export function accountMayTransact(
  account: Pick<AccountRow, 'status' | 'provider_status'>,
  membership: Pick<MembershipRow, 'pin_locked'>,
) {
  return (
    statusSeenBy(account, membership) === 'ACTIVE' &&
    account.provider_status === REGULAR_PROVIDER_STATUS
  );
}
