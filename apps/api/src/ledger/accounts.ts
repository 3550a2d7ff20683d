import { isUuid, type Queryable } from '../db';
import { BankError } from '../errors/bankError';
import { ACCOUNT_COLUMNS, type AccountRow, toAccount } from './rows';
import type { BankAccountCode, LedgerAccount, OpenAccountInput } from './types';

const CODE = /^[a-z0-9][a-z0-9_.:-]{0,99}$/;

export async function openAccount(q: Queryable, input: OpenAccountInput): Promise<LedgerAccount> {
  const kind = input.kind ?? 'customer';
  const name = input.name.trim();
  if (!name || name.length > 200) {
    throw new BankError('INVALID_TRANSFER', {}, 'Nome da conta contábil inválido.');
  }
  if (input.code !== undefined && !CODE.test(input.code)) {
    throw new BankError('INVALID_TRANSFER', {}, 'Código da conta contábil inválido.');
  }
  if (kind === 'bank' && input.code === undefined) {
    throw new BankError('INVALID_TRANSFER', {}, 'Contas do banco precisam de um código.');
  }
  const inserted = await q.query<AccountRow>(
    `INSERT INTO ledger_accounts (kind, code, name) VALUES ($1, $2, $3)
     ON CONFLICT (code) DO NOTHING
     RETURNING ${ACCOUNT_COLUMNS}`,
    [kind, input.code ?? null, name],
  );
  const row = inserted.rows[0];
  if (row) return toAccount(row);
  // The code was taken: opening is idempotent per code, as long as it is the same kind of account.
  const existing = await findAccountByCode(q, input.code as string);
  if (!existing || existing.kind !== kind) {
    throw new BankError('INVALID_TRANSFER', {}, 'Código da conta contábil já usado.');
  }
  return existing;
}

export async function getAccount(q: Queryable, id: string): Promise<LedgerAccount> {
  if (!isUuid(id)) throw new BankError('ACCOUNT_NOT_FOUND');
  const { rows } = await q.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = $1`,
    [id],
  );
  if (!rows[0]) throw new BankError('ACCOUNT_NOT_FOUND');
  return toAccount(rows[0]);
}

export async function findAccountByCode(q: Queryable, code: string): Promise<LedgerAccount | null> {
  const { rows } = await q.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE code = $1`,
    [code],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function bankAccount(q: Queryable, code: BankAccountCode): Promise<LedgerAccount> {
  const account = await findAccountByCode(q, code);
  if (!account || account.kind !== 'bank') throw new BankError('ACCOUNT_NOT_FOUND');
  return account;
}

/**
 * Locks the given accounts for the rest of the transaction, always in id order, so two transfers
 * touching the same pair can never wait on each other in a cycle. Missing ids are absent from the
 * answer.
 */
export async function lockAccounts(q: Queryable, ids: string[]): Promise<Map<string, AccountRow>> {
  const { rows } = await q.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts
      WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
