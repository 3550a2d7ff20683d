import type { Queryable } from '../db';
import { getAccount } from './accounts';
import { BankError } from '../errors/bankError';
import { containsPattern, foldedPatternSql, foldedSql, toDate } from '../db';
import { TRANSFER_COLUMNS, type TransferRow, toMetadata } from './rows';
import type { Cents } from '@ipe/domain';
import type { BalancePoint, Movement, MovementPage, MovementQuery, TransferStatus } from './types';

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
  const search = query.search?.text.trim() ? query.search : null;
  const params = [
    accountId,
    before,
    query.from ?? null,
    query.to ?? null,
    statuses,
    limit + 1,
    query.kinds ? [...query.kinds] : null,
    search ? containsPattern(search.text.trim()) : null,
    search ? [...search.counterpartyIds] : [],
  ];
  // Each side reads one index range and stops at limit + 1 rows; the sides are merged. The
  // cursor is a bound of that range even in the generic plan PostgreSQL keeps for a prepared
  // statement after five runs; written `$2 IS NULL OR seq < $2` it was a filter there, and every
  // next page read the account's history again from the newest movement
  // (docs/architecture/performance.md, "A search's plan"). A period is read by time instead,
  // its own movements and no others, where along `seq` a page would read far outside it
  // ("A period's movements"): a first page when the side has movements after the period (along
  // `seq` it read every newer one first), and any page of a search or a category, whose few
  // matches along `seq` went on past the period's start to the account's oldest movement. Which
  // read runs is decided once a run (a one-time filter), so one plan holds both.
  const side = (column: string, direction: 'debit' | 'credit', other: string) => {
    const newer = `(SELECT max(created_at) FROM ledger_transfers WHERE ${column} = $1::uuid) >= $4::timestamptz`;
    const byPeriod = `($4::timestamptz IS NOT NULL
         AND (($3::timestamptz IS NOT NULL AND ($7::text[] IS NOT NULL OR $8::text IS NOT NULL))
              OR ($2::bigint IS NULL AND COALESCE(${newer}, false))))`;
    // The period stays a filter here (`IS NULL OR`): as a bound of the time index, a plan that
    // cannot see the values could read the whole history by time for a first page of none.
    const where = `seq < COALESCE($2::bigint, 9223372036854775807)
         AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)
         AND ($4::timestamptz IS NULL OR created_at < $4::timestamptz)
         AND status = ANY($5::text[])
         AND ($7::text[] IS NULL OR kind = ANY($7::text[]))
         AND ($8::text IS NULL
              OR ${foldedSql('description')} LIKE ${foldedPatternSql('$8::text')}
              OR ${foldedSql("coalesce(metadata->'payee'->>'name', '')")} LIKE ${foldedPatternSql('$8::text')}
              OR ${foldedSql("coalesce(metadata->'payer'->>'name', '')")} LIKE ${foldedPatternSql('$8::text')}
              OR ${other} = ANY($9::uuid[]))`;
    const columns = `${TRANSFER_COLUMNS}, '${direction}' AS direction, ${other} AS counterparty`;
    return `(SELECT ${columns} FROM ledger_transfers
       WHERE ${column} = $1::uuid AND ${where}
         AND NOT ${byPeriod}
       ORDER BY seq DESC LIMIT $6)
      UNION ALL
      (SELECT ${columns}
         -- OFFSET 0 keeps this read apart: merged into the query, the order by seq would pick
         -- the index in that order again.
         FROM (SELECT * FROM ledger_transfers
                WHERE ${column} = $1::uuid
                  AND created_at >= COALESCE($3::timestamptz, '-infinity')
                  AND created_at < $4::timestamptz
               OFFSET 0) period
        WHERE ${where} AND ${byPeriod}
        ORDER BY seq DESC LIMIT $6)`;
  };
  const sides = [
    query.direction !== 'credit' ? side('debit_account_id', 'debit', 'credit_account_id') : null,
    query.direction !== 'debit' ? side('credit_account_id', 'credit', 'debit_account_id') : null,
  ].filter(Boolean);
  const { rows } = await q.query<
    TransferRow & { direction: 'debit' | 'credit'; counterparty: string }
  >(`SELECT * FROM (${sides.join(' UNION ALL ')}) m ORDER BY seq DESC LIMIT $6`, params);
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

/**
 * Every account on the other side of one of this account's movements, once each; in a period,
 * of its movements in that period, read through the time indexes (migration 0046) instead of
 * the account's whole history.
 */
export async function counterparties(
  q: Queryable,
  accountId: string,
  period: Pick<MovementQuery, 'from' | 'to'> = {},
): Promise<string[]> {
  const inPeriod = `created_at >= COALESCE($2::timestamptz, '-infinity')
       AND created_at < COALESCE($3::timestamptz, 'infinity')`;
  const { rows } = await q.query<{ id: string }>(
    `SELECT credit_account_id AS id FROM ledger_transfers
      WHERE debit_account_id = $1::uuid AND ${inPeriod}
     UNION
     SELECT debit_account_id FROM ledger_transfers
      WHERE credit_account_id = $1::uuid AND ${inPeriod}`,
    [accountId, period.from ?? null, period.to ?? null],
  );
  return rows.map((row) => row.id);
}

/**
 * The posted balance at points of an account's history, in one snapshot: today's posted balance
 * less every posted movement after the point's movement and from its instant on.
 *
 * One read of the movements newer than the oldest point serves every point. Each movement is
 * filed under how many points' `after` lie below its seq and how many points' instants lie at or
 * before its time (`width_bucket` on the two sorted lists); a point counts the movements whose
 * two counts reach its own ranks in those lists. Summing each point's movements on their own read
 * the newer history once per point: a year's search, its 50 results on 50 days, took 0.8 s for
 * the days' balances alone (docs/architecture/performance.md, "A search's plan").
 */
export async function balancesAt(
  q: Queryable,
  accountId: string,
  points: readonly BalancePoint[],
): Promise<Cents[]> {
  if (points.length === 0) return [];
  await getAccount(q, accountId);
  const side = (column: string, sign: '' | '-') =>
    `SELECT seq, created_at, ${sign}amount AS net FROM ledger_transfers
      WHERE ${column} = $1::uuid AND status = 'posted'
        AND seq > (SELECT oldest FROM edges) AND created_at >= (SELECT earliest FROM edges)`;
  const { rows } = await q.query<{ balance: string | number }>(
    `WITH p AS (
       SELECT after, at, i FROM unnest($2::bigint[], $3::timestamptz[]) WITH ORDINALITY AS p(after, at, i)
     ), edges AS MATERIALIZED (
       SELECT array_agg(after ORDER BY after) AS afters, array_agg(at ORDER BY at) AS ats,
              min(after) AS oldest, min(at) AS earliest
         FROM p
     ), moved AS MATERIALIZED (
       SELECT width_bucket(t.seq - 1, e.afters) AS seq_rank,
              width_bucket(t.created_at, e.ats) AS time_rank,
              SUM(t.net) AS net
         FROM edges e, (${side('credit_account_id', '')} UNION ALL ${side('debit_account_id', '-')}) t
        GROUP BY 1, 2
     )
     SELECT a.credits_posted - a.debits_posted - COALESCE(SUM(m.net), 0) AS balance
       FROM ledger_accounts a CROSS JOIN p CROSS JOIN edges e
       LEFT JOIN moved m ON m.seq_rank >= width_bucket(p.after, e.afters)
                        AND m.time_rank >= width_bucket(p.at, e.ats)
      WHERE a.id = $1::uuid
      GROUP BY p.i, a.credits_posted, a.debits_posted
      ORDER BY p.i`,
    [
      accountId,
      points.map((point) => (point.after === undefined ? 0 : parseCursor(point.after))),
      points.map((point) => point.at),
    ],
  );
  return rows.map((row) => Number(row.balance));
}

/** What moved, posted, by kind, side and São Paulo month (`yyyy-mm`): a statement's summary. */
export interface MovementTotal {
  kind: string;
  direction: 'debit' | 'credit';
  month: string;
  amount: Cents;
}

/**
 * An account's posted movements in [from, to), summed by kind, side and month. `offset` is São
 * Paulo's UTC offset ('-03:00', @ipe/domain's SAO_PAULO_UTC_OFFSET), so months are local ones.
 */
export async function movementTotals(
  q: Queryable,
  accountId: string,
  range: { from: Date; to: Date; offset: string },
): Promise<MovementTotal[]> {
  await getAccount(q, accountId);
  const side = (column: string, direction: 'debit' | 'credit') =>
    `SELECT kind, '${direction}' AS direction,
            to_char((created_at AT TIME ZONE 'UTC') + $4::interval, 'YYYY-MM') AS month,
            SUM(amount) AS amount
       FROM ledger_transfers
      WHERE ${column} = $1::uuid AND status = 'posted'
        AND created_at >= $2::timestamptz AND created_at < $3::timestamptz
      GROUP BY kind, month`;
  const { rows } = await q.query<{
    kind: string;
    direction: 'debit' | 'credit';
    month: string;
    amount: string | number;
  }>(
    `${side('debit_account_id', 'debit')} UNION ALL ${side('credit_account_id', 'credit')}
     ORDER BY month, kind, direction`,
    [accountId, range.from, range.to, range.offset],
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

function parseCursor(cursor: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(cursor)) {
    throw new BankError('INVALID_PAGE', {}, 'unreadable cursor');
  }
  return Number(cursor);
}
