import type { Queryable } from '../db';
import { getAccount } from './accounts';
import { BankError } from '../errors/bankError';
import { toDate } from '../db';
import { TRANSFER_COLUMNS, type TransferRow, toMetadata } from './rows';
import type { Movement, MovementPage, MovementQuery, TransferStatus } from './types';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;
const ALL_STATUSES: TransferStatus[] = ['pending', 'posted', 'voided'];

/**
 * An account's movements for statements, newest first, paged by keyset on the transfer sequence
 * (stable while new transfers arrive, unlike offsets).
 */
export async function listMovements(
  q: Queryable,
  accountId: string,
  query: MovementQuery = {},
): Promise<MovementPage> {
  await getAccount(q, accountId);
  const limit = query.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new BankError('INVALID_PAGE', {}, `limit outside 1..${MAX_LIMIT}`);
  }
  const before = query.before === undefined ? null : parseCursor(query.before);
  const statuses = query.statuses?.length ? query.statuses : ALL_STATUSES;
  const params = [accountId, before, query.from ?? null, query.to ?? null, statuses, limit + 1];
  // One index range per side, merged: each branch reads at most limit + 1 rows.
  const side = (column: string, direction: 'debit' | 'credit', other: string) =>
    `(SELECT ${TRANSFER_COLUMNS}, '${direction}' AS direction, ${other} AS counterparty
        FROM ledger_transfers
       WHERE ${column} = $1::uuid
         AND ($2::bigint IS NULL OR seq < $2::bigint)
         AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)
         AND ($4::timestamptz IS NULL OR created_at < $4::timestamptz)
         AND status = ANY($5::text[])
       ORDER BY seq DESC LIMIT $6)`;
  const { rows } = await q.query<
    TransferRow & { direction: 'debit' | 'credit'; counterparty: string }
  >(
    `SELECT * FROM (
       ${side('debit_account_id', 'debit', 'credit_account_id')}
       UNION ALL
       ${side('credit_account_id', 'credit', 'debit_account_id')}
     ) m ORDER BY seq DESC LIMIT $6`,
    params,
  );
  const page = rows.slice(0, limit);
  const items: Movement[] = page.map((row) => ({
    transferId: row.id,
    cursor: String(row.seq),
    direction: row.direction,
    amount: row.amount,
    counterpartyAccountId: row.counterparty,
    status: row.status,
    kind: row.kind,
    description: row.description,
    metadata: toMetadata(row.metadata),
    createdAt: toDate(row.created_at),
    resolvedAt: row.resolved_at === null ? null : toDate(row.resolved_at),
  }));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? last.cursor : null };
}

function parseCursor(cursor: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(cursor)) {
    throw new BankError('INVALID_PAGE', {}, 'unreadable cursor');
  }
  return Number(cursor);
}
