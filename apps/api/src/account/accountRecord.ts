import {
  ACCOUNT_STATUS_CODES,
  statusSeenBy as seenBy,
  transactionFlags,
  type AccountStatusName,
  type TransactionFlags,
} from '@ipe/domain';

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
  /** The person's own name (users.name): whom the app greets, not the company. */
  user_name: string;
}

/**
 * The membership and user columns a query selects beside `a.*` (memberships as `m`, users as
 * `u`), and how a row splits back into the account and this user's membership of it.
 */
export const MEMBERSHIP_COLUMNS = `m.user_type AS m_user_type, m.can_transact AS m_can_transact,
  m.unique_id_key_hash AS m_key_hash, u.pin_locked_at IS NOT NULL AS m_pin_locked,
  u.name AS m_user_name`;

export interface MembershipColumns {
  m_user_type: number;
  m_can_transact: boolean;
  m_key_hash: string | null;
  m_pin_locked: boolean;
  m_user_name: string;
}

export function splitMembership<T extends MembershipColumns>(
  row: T,
): { rest: Omit<T, keyof MembershipColumns>; membership: MembershipRow } {
  const { m_user_type, m_can_transact, m_key_hash, m_pin_locked, m_user_name, ...rest } = row;
  return {
    rest,
    membership: {
      user_type: m_user_type,
      can_transact: m_can_transact,
      unique_id_key_hash: m_key_hash,
      pin_locked: m_pin_locked,
      user_name: m_user_name,
    },
  };
}

/** SPEC §3 account status, as this user sees this account (user_type is per user). */
export interface AccountStatusView {
  account_id: string;
  provider_status: string;
  status: number;
  status_name: AccountStatusName;
  user_type: number;
  can_transact: boolean;
  unique_id_key_hash: string | null;
  user_name: string;
}

/** The status this user sees on this account (@ipe/domain's statusSeenBy). */
export function statusSeenBy(
  account: Pick<AccountRow, 'status'>,
  membership: Pick<MembershipRow, 'pin_locked'>,
): AccountStatusName {
  return seenBy(account.status, { pinLocked: membership.pin_locked });
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
    can_transact: membership.can_transact,
    unique_id_key_hash: membership.unique_id_key_hash,
    user_name: membership.user_name,
  };
}

/**
 * The 423 flags for this user on this account from this device: @ipe/domain's transactionFlags,
 * the rule the web app reads consult mode from.
 */
export function moneyMovementFlags(
  account: Pick<AccountRow, 'status' | 'provider_status'>,
  membership: MembershipRow,
  deviceEnabled: boolean,
): TransactionFlags {
  return transactionFlags({
    status: ACCOUNT_STATUS_CODES[statusSeenBy(account, membership)],
    provider_status: account.provider_status,
    user_type: membership.user_type,
    can_transact: membership.can_transact,
    deviceEnabled,
  });
}
