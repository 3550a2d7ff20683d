/** What the server says about the account (SPEC §3), kept in storage under ACCOUNT_STATUS. */
export interface AccountStatus {
  account_id: string;
  /** 'REGULAR' when the account may operate; anything else means consult mode. */
  provider_status: string;
  status: number;
  user_type: number;
  /** Hash of the device key registered for the account; null/absent when none is registered. */
  unique_id_key_hash?: string | null;
}
