import { containsPattern, foldedPatternSql, foldedSql, isUuid, type Queryable } from '../db';
import { ledgerOperations } from '../ledger';
import type { AccountDirectory, BankAccountRecord } from '../transfer';
import {
  MEMBERSHIP_COLUMNS,
  splitMembership,
  type AccountRow,
  type MembershipColumns,
  type MembershipRow,
} from './accountRecord';
import type { AccountStatusName } from '@ipe/domain';

export interface OpenBankAccountInput {
  /** Fixed id (seeding); omitted = generated. */
  id?: string;
  kind: 'person' | 'company';
  legalName: string;
  displayName?: string;
  document: string;
  status?: AccountStatusName;
  providerStatus?: string;
  email?: string | null;
  phone?: string | null;
  address?: BillingAddress | null;
  openedAt?: Date;
}

export interface BillingAddress {
  billing_address_logradouro: string;
  billing_address_numero: string;
  billing_address_complemento: string | null;
  billing_address_bairro: string;
  billing_address_cidade: string;
  billing_address_estado: string;
  billing_address_cep: string;
}

/** Luhn check digit: catches a mistyped digit or two swapped neighbours in an account number. */
export function accountNumberWithDigit(sequence: number): string {
  const digits = String(sequence);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${digits}-${(10 - (sum % 10)) % 10}`;
}

/**
 * Opens a bank account and its customer ledger account (code `customer:<id>`) together; run it in
 * a transaction so neither exists without the other.
 */
export async function openBankAccount(
  tx: Queryable,
  input: OpenBankAccountInput,
): Promise<AccountRow> {
  const id =
    input.id ?? (await tx.query<{ id: string }>('SELECT gen_random_uuid() AS id')).rows[0]!.id;
  const ledgerAccount = await ledgerOperations(tx).openAccount({
    name: input.displayName ?? input.legalName,
    code: `customer:${id}`,
  });
  const { rows: seq } = await tx.query<{ n: number }>(`SELECT nextval('account_number_seq') AS n`);
  const address = input.address;
  const { rows } = await tx.query<AccountRow>(
    `INSERT INTO accounts (id, ledger_account_id, kind, legal_name, display_name, document, number,
       status, provider_status, email, phone, billing_address_logradouro, billing_address_numero,
       billing_address_complemento, billing_address_bairro, billing_address_cidade,
       billing_address_estado, billing_address_cep, opened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       coalesce($19, now()))
     RETURNING *`,
    [
      id,
      ledgerAccount.id,
      input.kind,
      input.legalName,
      input.displayName ?? input.legalName,
      input.document,
      accountNumberWithDigit(seq[0]!.n),
      input.status ?? 'ACTIVE',
      input.providerStatus ?? 'REGULAR',
      input.email ?? null,
      input.phone ?? null,
      address?.billing_address_logradouro ?? null,
      address?.billing_address_numero ?? null,
      address?.billing_address_complemento ?? null,
      address?.billing_address_bairro ?? null,
      address?.billing_address_cidade ?? null,
      address?.billing_address_estado ?? null,
      address?.billing_address_cep ?? null,
      input.openedAt ?? null,
    ],
  );
  return rows[0]!;
}

export async function findAccount(q: Queryable, id: string): Promise<AccountRow | null> {
  const { rows } = await q.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export interface UserAccount {
  account: AccountRow;
  membership: MembershipRow;
}

/** The accounts a user is bound to, oldest binding first (the first is the default). */
export async function accountsOfUser(q: Queryable, userId: string): Promise<UserAccount[]> {
  const { rows } = await q.query<AccountRow & MembershipColumns>(
    `SELECT a.*, ${MEMBERSHIP_COLUMNS}
       FROM memberships m JOIN accounts a ON a.id = m.account_id JOIN users u ON u.id = m.user_id
      WHERE m.user_id = $1
      ORDER BY m.created_at, a.id`,
    [userId],
  );
  return rows.map((row) => {
    const { rest: account, membership } = splitMembership(row);
    return { account, membership };
  });
}

export async function changeDisplayName(
  q: Queryable,
  id: string,
  name: string,
): Promise<AccountRow> {
  const { rows } = await q.query<AccountRow>(
    'UPDATE accounts SET display_name = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, name],
  );
  return rows[0]!;
}

export async function changeBillingAddress(
  q: Queryable,
  id: string,
  address: BillingAddress,
): Promise<AccountRow> {
  const { rows } = await q.query<AccountRow>(
    `UPDATE accounts SET billing_address_logradouro = $2, billing_address_numero = $3,
       billing_address_complemento = $4, billing_address_bairro = $5, billing_address_cidade = $6,
       billing_address_estado = $7, billing_address_cep = $8, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [
      id,
      address.billing_address_logradouro,
      address.billing_address_numero,
      address.billing_address_complemento,
      address.billing_address_bairro,
      address.billing_address_cidade,
      address.billing_address_estado,
      address.billing_address_cep,
    ],
  );
  return rows[0]!;
}

const toRecord = (row: AccountRow): BankAccountRecord => ({
  id: row.id,
  branch: row.branch,
  number: row.number,
  holderName: row.display_name,
  document: row.document,
  holderKind: row.kind,
  ledgerAccountId: row.ledger_account_id,
  // Money may still arrive at an account under analysis or in consult mode; not once it is
  // blocked or closed.
  canReceive: row.status !== 'BLOCKED' && row.status !== 'CLOSED',
});

/** How transfers find this bank's accounts. */
export const accountDirectory: AccountDirectory = {
  async byId(q, id) {
    if (!isUuid(id)) return null;
    const row = await findAccount(q, id);
    return row ? toRecord(row) : null;
  },
  async byIds(q, ids) {
    const wellFormed = ids.filter(isUuid);
    if (wellFormed.length === 0) return [];
    const { rows } = await q.query<AccountRow>(
      'SELECT * FROM accounts WHERE id = ANY($1::uuid[])',
      [wellFormed],
    );
    return rows.map(toRecord);
  },
  async byBranchAndNumber(q, branch, number) {
    // Numbers are stored with their dash; clients may send the digits alone.
    const normalized = /^\d+$/.test(number) ? `${number.slice(0, -1)}-${number.slice(-1)}` : number;
    const { rows } = await q.query<AccountRow>(
      'SELECT * FROM accounts WHERE branch = $1 AND number = $2',
      [branch, normalized],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  },
  async byPixKey(q, keyType, key) {
    const { rows } = await q.query<AccountRow>(
      `SELECT a.* FROM pix_keys k JOIN accounts a ON a.id = k.account_id
        WHERE k.key = $1 AND k.key_type = $2`,
      [key, keyType],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  },
  async byPixKeys(q, keys) {
    if (keys.length === 0) return [];
    const { rows } = await q.query<AccountRow & { pix_key: string }>(
      `SELECT k.key AS pix_key, a.* FROM pix_keys k JOIN accounts a ON a.id = k.account_id
        WHERE k.key = ANY ($1::text[])`,
      [keys],
    );
    return rows.map((row) => ({ key: row.pix_key, account: toRecord(row) }));
  },
  async byDocument(q, document) {
    const { rows } = await q.query<AccountRow>(
      'SELECT * FROM accounts WHERE document = $1 ORDER BY branch, number',
      [document],
    );
    return rows.map(toRecord);
  },
  async ledgerAccountIdsByName(q, text, among) {
    if (among.length === 0) return [];
    const { rows } = await q.query<{ ledger_account_id: string }>(
      `SELECT ledger_account_id FROM accounts
        WHERE ledger_account_id = ANY($2::uuid[])
          AND ${foldedSql('display_name')} LIKE ${foldedPatternSql('$1::text')}`,
      [containsPattern(text), [...among]],
    );
    return rows.map((row) => row.ledger_account_id);
  },
  async byLedgerAccountIds(q, ids) {
    if (ids.length === 0) return [];
    const { rows } = await q.query<AccountRow>(
      'SELECT * FROM accounts WHERE ledger_account_id = ANY($1::uuid[])',
      [ids],
    );
    return rows.map(toRecord);
  },
};
