import type { AccountRow, MembershipRow } from './accountRecord';
import { accountStatusView, statusSeenBy } from './accountRecord';
import { ACCOUNT_STATUS_CODES } from '@ipe/domain';
import { IPE_PARTICIPANT } from '../interbank/participants';

/** This bank as other banks name it: the participant the Pix list and end-to-end ids name. */
export const BANK_IDENTITY = {
  code: IPE_PARTICIPANT.code!,
  ispb: IPE_PARTICIPANT.ispb,
  name: IPE_PARTICIPANT.name,
} as const;

export function accountSummary(account: AccountRow, membership: MembershipRow) {
  const status = statusSeenBy(account, membership);
  return {
    account_id: account.id,
    name: account.display_name,
    kind: account.kind,
    document: account.document,
    branch: account.branch,
    number: account.number,
    status: ACCOUNT_STATUS_CODES[status],
    status_name: status,
    provider_status: account.provider_status,
    user_type: membership.user_type,
    can_transact: membership.can_transact,
  };
}

export function billingAddress(account: AccountRow) {
  return {
    billing_address_logradouro: account.billing_address_logradouro,
    billing_address_numero: account.billing_address_numero,
    billing_address_complemento: account.billing_address_complemento,
    billing_address_bairro: account.billing_address_bairro,
    billing_address_cidade: account.billing_address_cidade,
    billing_address_estado: account.billing_address_estado,
    billing_address_cep: account.billing_address_cep,
  };
}

export function accountInformation(account: AccountRow, membership: MembershipRow) {
  return {
    account_id: account.id,
    name: account.display_name,
    legal_name: account.legal_name,
    kind: account.kind,
    document: account.document,
    bank: { ...BANK_IDENTITY },
    branch: account.branch,
    number: account.number,
    email: account.email,
    phone: account.phone,
    opened_at: account.opened_at.toISOString(),
    address: billingAddress(account),
    account_status: accountStatusView(account, membership),
  };
}
