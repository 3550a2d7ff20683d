import {
  availableInWindow,
  checkPixLimit,
  limitChangeEffectiveAt,
  limitRaiseEffectiveAt,
  limitWindowAt,
  PIX_LIMIT_DEFAULTS,
  PIX_LIMIT_PERIODS,
  PIX_NIGHT_STARTS,
  pixLimitProblems,
  type Cents,
  type LimitWindow,
  type PixLimits,
  type PixNightStart,
} from '@ipe/domain';
import type { AppContext } from '../appContext';
import { fromJson, type Queryable, toDate } from '../db';
import { BankError } from '../errors';

/*
 * An account's Pix limits (docs/architecture/pix-limits.md), read and changed, and the check
 * every outgoing Pix passes inside the transaction that reserves its money: the account's row is
 * locked, so two payments at once are summed one after the other and cannot together pass it.
 */

interface LimitRow {
  daytime_per_payment: string | number;
  daytime_per_period: string | number;
  nighttime_per_payment: string | number;
  nighttime_per_period: string | number;
  night_start: PixNightStart;
  pending: PixLimits | string | null;
  pending_requested_at: Date | string | null;
  pending_effective_at: Date | string | null;
}

/** An account's limits now, and the raise waiting for its hour, if one is. */
export interface AccountLimits {
  limits: PixLimits;
  pending: { limits: PixLimits; requestedAt: Date; effectiveAt: Date } | null;
}

/** What a payment counts against: the window now, what it already paid, what is left. */
export interface LimitUse {
  window: LimitWindow;
  used: Cents;
  available: Cents;
}

/** Payments that count: every Pix out, to this bank or another; not refunds, not transfers. */
const COUNTED = `channel IN ('key', 'bank_data', 'br_code') AND status IN ('settling', 'completed')`;

function limitsOf(row: LimitRow): AccountLimits {
  const limits: PixLimits = {
    daytime: {
      perPayment: Number(row.daytime_per_payment),
      perPeriod: Number(row.daytime_per_period),
    },
    nighttime: {
      perPayment: Number(row.nighttime_per_payment),
      perPeriod: Number(row.nighttime_per_period),
    },
    nightStart: row.night_start,
  };
  const pending = fromJson(row.pending);
  return {
    limits,
    pending:
      pending && row.pending_effective_at && row.pending_requested_at
        ? {
            limits: pending,
            requestedAt: toDate(row.pending_requested_at),
            effectiveAt: toDate(row.pending_effective_at),
          }
        : null,
  };
}

/** A raise whose hour has come is the limits from then on. */
const settled = (account: AccountLimits, now: Date): AccountLimits =>
  account.pending && account.pending.effectiveAt <= now
    ? { limits: account.pending.limits, pending: null }
    : account;

/** Which of `next` count at once (lower, or the same) and which wait (higher). */
function split(current: PixLimits, next: PixLimits, now: Date) {
  const immediate: PixLimits = structuredClone(current);
  let raised = false;
  for (const period of PIX_LIMIT_PERIODS) {
    for (const field of ['perPayment', 'perPeriod'] as const) {
      const asked = next[period][field];
      if (limitChangeEffectiveAt(current[period][field], asked, now) <= now) {
        immediate[period][field] = asked;
      } else raised = true;
    }
  }
  // A later night start lengthens the day's (higher) limits: a raise too.
  if (next.nightStart <= current.nightStart) immediate.nightStart = next.nightStart;
  else raised = true;
  // The lower of each now, the rest later; what is immediate never passes what was asked.
  return { immediate, pending: raised ? next : null };
}

/** An account's limits row, unless it has one already (a new account's, or the seed's). */
export async function insertPixLimits(
  q: Queryable,
  accountId: string,
  limits: PixLimits,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO pix_limits (account_id, daytime_per_payment, daytime_per_period,
       nighttime_per_payment, nighttime_per_period, night_start, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (account_id) DO NOTHING`,
    [
      accountId,
      limits.daytime.perPayment,
      limits.daytime.perPeriod,
      limits.nighttime.perPayment,
      limits.nighttime.perPeriod,
      limits.nightStart,
      at,
    ],
  );
}

export function createPixLimits(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /** The account's row locked for this transaction, if it has one yet. */
  async function lockExisting(tx: Queryable, accountId: string): Promise<AccountLimits | null> {
    const { rows } = await tx.query<LimitRow>(
      'SELECT * FROM pix_limits WHERE account_id = $1 FOR UPDATE',
      [accountId],
    );
    return rows[0] ? limitsOf(rows[0]) : null;
  }

  /** The account's row, made with the defaults on first use and locked for this transaction. */
  async function lockRow(tx: Queryable, accountId: string): Promise<AccountLimits> {
    const locked = await lockExisting(tx, accountId);
    if (locked) return locked;
    // An account's first Pix: its row, with the defaults, then the lock (a racing first Pix
    // inserts nothing and waits on the same row).
    await insertPixLimits(tx, accountId, PIX_LIMIT_DEFAULTS, clock.now());
    return (await lockExisting(tx, accountId))!;
  }

  async function write(tx: Queryable, accountId: string, account: AccountLimits) {
    const { limits, pending } = account;
    await tx.query(
      `UPDATE pix_limits SET daytime_per_payment = $2, daytime_per_period = $3,
         nighttime_per_payment = $4, nighttime_per_period = $5, night_start = $6,
         pending = $7::jsonb, pending_requested_at = $8, pending_effective_at = $9,
         updated_at = $10
       WHERE account_id = $1`,
      [
        accountId,
        limits.daytime.perPayment,
        limits.daytime.perPeriod,
        limits.nighttime.perPayment,
        limits.nighttime.perPeriod,
        limits.nightStart,
        pending ? JSON.stringify(pending.limits) : null,
        pending?.requestedAt ?? null,
        pending?.effectiveAt ?? null,
        clock.now(),
      ],
    );
  }

  /**
   * What each window's counted payments add up to, in one statement (without the payment of
   * `exceptKey`, the Idempotency-Key of the one being checked).
   *
   * The windows are a VALUES list, one row per window, not an unnested array: PostgreSQL
   * estimates an array parameter's unnest at 100 rows, so the prepared statement's generic plan
   * looked fifty times dearer than a plan for the two windows given, and it planned the
   * statement again on every Pix (docs/architecture/performance.md). One text per window count.
   */
  async function usedIn(
    tx: Queryable,
    accountId: string,
    windows: readonly LimitWindow[],
    exceptKey?: string,
  ): Promise<Cents[]> {
    const rowsOfWindows = windows
      .map((_, i) => `($${3 + 2 * i}::timestamptz, $${4 + 2 * i}::timestamptz, ${i})`)
      .join(', ');
    const { rows } = await tx.query<{ used: string | number }>(
      `SELECT (SELECT COALESCE(sum(amount), 0) FROM pix_payments
                WHERE account_id = $1 AND ${COUNTED} AND created_at >= w.start
                  AND created_at < w.finish
                  AND ($2::text IS NULL OR idempotency_key <> $2)) AS used
         FROM (VALUES ${rowsOfWindows}) AS w(start, finish, n)
        ORDER BY w.n`,
      [accountId, exceptKey ?? null, ...windows.flatMap((w) => [w.start, w.end])],
    );
    return rows.map((row) => Number(row.used));
  }

  function use(account: AccountLimits, window: LimitWindow, used: Cents): LimitUse {
    return { window, used, available: availableInWindow(account.limits[window.period], used) };
  }

  return {
    /** The account's limits and what is used and left in the window now. */
    async read(accountId: string): Promise<AccountLimits & LimitUse> {
      const now = clock.now();
      // A read neither writes nor locks: an account without a row has the defaults.
      const { rows } = await db.query<LimitRow>('SELECT * FROM pix_limits WHERE account_id = $1', [
        accountId,
      ]);
      const account = settled(
        rows[0] ? limitsOf(rows[0]) : { limits: PIX_LIMIT_DEFAULTS, pending: null },
        now,
      );
      const window = limitWindowAt(now, account.limits.nightStart);
      const [used] = await usedIn(db, accountId, [window]);
      return { ...account, ...use(account, window, used!) };
    },

    /**
     * The holder asks for new limits: what is lower counts at once, what is higher waits 24
     * hours as one pending raise (a new request replaces it). Refusals name the field.
     */
    async change(accountId: string, next: PixLimits): Promise<AccountLimits> {
      const problems = pixLimitProblems(next);
      if (problems.length > 0) {
        throw new BankError('VALIDATION_ERROR', {
          fields: Object.fromEntries(problems.map((p) => [p.field, p.code])),
        });
      }
      const now = clock.now();
      return db.transaction(async (tx) => {
        const current = settled(await lockRow(tx, accountId), now);
        const { immediate, pending } = split(current.limits, next, now);
        const changed: AccountLimits = {
          limits: immediate,
          pending: pending
            ? {
                limits: pending,
                requestedAt: now,
                effectiveAt: limitRaiseEffectiveAt(now),
              }
            : null,
        };
        await write(tx, accountId, changed);
        return changed;
      });
    },

    /** The holder takes back a raise still waiting; the limits stay as they are. */
    async cancelPending(accountId: string): Promise<AccountLimits> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const current = settled(await lockRow(tx, accountId), now);
        const kept = { limits: current.limits, pending: null };
        await write(tx, accountId, kept);
        return kept;
      });
    },

    /**
     * Inside a payment's transaction, with its row recorded and before the money moves: locks
     * the account's limits and sums the window's other counted payments. The check it returns
     * says whether this payment fits, called after the ledger (insufficient funds is said
     * first); reading first keeps the ledger's rows locked for the fewest round trips.
     * Refused: PIX_LIMIT_EXCEEDED, and the payment's transaction rolls back with nothing kept.
     *
     * The lock and the sum go out together (and with the row's insert, when the caller sends
     * them at once): PostgreSQL runs them in order, so the sum's snapshot is taken once the lock
     * is held and sees every payment committed before it. The window depends on the locked
     * row's night start, so the sum is of the window each night start would make, and the
     * locked row picks one. A first Pix, with no row yet to lock, sums again once it has one.
     */
    async hold(
      tx: Queryable,
      payment: { accountId: string; idempotencyKey: string; amount: Cents },
    ): Promise<() => void> {
      const now = clock.now();
      const windows = PIX_NIGHT_STARTS.map((nightStart) => limitWindowAt(now, nightStart));
      const sum = () => usedIn(tx, payment.accountId, windows, payment.idempotencyKey);
      let [locked, sums] = await Promise.all([lockExisting(tx, payment.accountId), sum()]);
      if (!locked) [locked, sums] = [await lockRow(tx, payment.accountId), await sum()];
      const account = settled(locked, now);
      const nightStart = PIX_NIGHT_STARTS.indexOf(account.limits.nightStart);
      const window = windows[nightStart]!;
      const used = sums[nightStart]!;
      return () => {
        if (checkPixLimit(account.limits[window.period], used, payment.amount)) {
          throw new BankError('PIX_LIMIT_EXCEEDED', {
            period: window.period,
            available_cents: use(account, window, used).available,
          });
        }
      };
    },
  };
}

export type PixLimitBook = ReturnType<typeof createPixLimits>;
