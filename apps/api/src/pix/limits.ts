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
  account_id: string;
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

/** A payment a limit is checked for: its account, its Idempotency-Key, how much. */
export interface LimitHold {
  accountId: string;
  idempotencyKey: string;
  amount: Cents;
}

/** Payments that count: every Pix out, to this bank or another; not refunds, not transfers. */
const COUNTED = `p.channel IN ('key', 'bank_data', 'br_code') AND p.status IN ('settling', 'completed')`;

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

  /** The accounts' rows locked for this transaction (in id order), those that have one yet. */
  async function lockExisting(
    tx: Queryable,
    accountIds: readonly string[],
  ): Promise<Map<string, AccountLimits>> {
    const { rows } = await (accountIds.length === 1
      ? tx.query<LimitRow>('SELECT * FROM pix_limits WHERE account_id = $1 FOR UPDATE', [
          accountIds[0],
        ])
      : tx.query<LimitRow>(
          `SELECT * FROM pix_limits WHERE account_id = ANY ($1::uuid[])
            ORDER BY account_id FOR UPDATE`,
          [accountIds],
        ));
    return new Map(rows.map((row) => [row.account_id, limitsOf(row)]));
  }

  /** The account's row, made with the defaults on first use and locked for this transaction. */
  async function lockRow(tx: Queryable, accountId: string): Promise<AccountLimits> {
    const locked = (await lockExisting(tx, [accountId])).get(accountId);
    if (locked) return locked;
    // An account's first Pix: its row, with the defaults, then the lock (a racing first Pix
    // inserts nothing and waits on the same row).
    await insertPixLimits(tx, accountId, PIX_LIMIT_DEFAULTS, clock.now());
    return (await lockExisting(tx, [accountId])).get(accountId)!;
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
   * What each window's counted payments add up to, per account, in one statement and one scan
   * of the accounts' payments from the earliest window's start (the windows of the two night
   * starts overlap), without the payments being checked, by their Idempotency-Keys: each is
   * judged on its own amount. An account with no payment there is absent: it used nothing.
   *
   * Every window is two parameters, not an unnested array: PostgreSQL estimates an array
   * parameter's unnest at 100 rows, so a prepared statement's generic plan looked dearer than a
   * plan for the values given, and it planned the statement again on every Pix
   * (docs/architecture/performance.md). One text per window count; a batch of several payments
   * has its own (its accounts and keys as arrays), planned once per batch.
   */
  async function usedIn(
    tx: Queryable,
    payments: readonly { accountId: string; idempotencyKey: string | null }[],
    windows: readonly LimitWindow[],
  ): Promise<Map<string, Cents[]>> {
    const first = 5;
    const sums = windows
      .map(
        (_, i) =>
          `COALESCE(sum(p.amount) FILTER (WHERE p.created_at >= $${first + 2 * i}
             AND p.created_at < $${first + 1 + 2 * i}), 0) AS w${i}`,
      )
      .join(', ');
    const from = new Date(Math.min(...windows.map((w) => w.start.getTime())));
    const to = new Date(Math.max(...windows.map((w) => w.end.getTime())));
    const bounds = [from, to, ...windows.flatMap((w) => [w.start, w.end])];
    const { rows } =
      payments.length === 1
        ? await tx.query<Record<string, string | number>>(
            `SELECT p.account_id, ${sums} FROM pix_payments p
              WHERE p.account_id = $1 AND ${COUNTED} AND p.created_at >= $3::timestamptz
                AND p.created_at < $4::timestamptz
                AND ($2::text IS NULL OR p.idempotency_key <> $2)
              GROUP BY p.account_id`,
            [payments[0]!.accountId, payments[0]!.idempotencyKey, ...bounds],
          )
        : await tx.query<Record<string, string | number>>(
            `SELECT p.account_id, ${sums} FROM pix_payments p
              WHERE p.account_id = ANY ($1::uuid[]) AND ${COUNTED}
                AND p.created_at >= $3::timestamptz AND p.created_at < $4::timestamptz
                AND (p.account_id, p.idempotency_key) NOT IN
                      (SELECT * FROM unnest($1::uuid[], $2::text[]))
              GROUP BY p.account_id`,
            [payments.map((p) => p.accountId), payments.map((p) => p.idempotencyKey), ...bounds],
          );
    const used = new Map<string, Cents[]>(payments.map((p) => [p.accountId, windows.map(() => 0)]));
    for (const row of rows) {
      used.set(
        String(row.account_id),
        windows.map((_, i) => Number(row[`w${i}`])),
      );
    }
    return used;
  }

  /**
   * Inside a transaction that records payments, with their rows written and before their
   * money moves: locks their accounts' limits (in id order) and sums each one's window,
   * without the payments being checked. The judge it returns says, in order, whether each of
   * the payments given fits, counting the ones before it of the same account (a batch of
   * Pix: docs/architecture/pix-payments.md). Over: PIX_LIMIT_EXCEEDED, with the window's
   * period and what is left. Judged before the ledger moves anything, so a Pix over its limit
   * and its balance is told the limit (docs/decisions/0014-pix-through-the-ledger-batch.md).
   *
   * The lock and the sum go out together (and with the rows' insert, when the caller sends
   * them at once): PostgreSQL runs them in order, so the sum's snapshot is taken once the lock
   * is held and sees every payment committed before it. The window depends on the locked
   * row's night start, so the sum is of the window each night start would make, and the
   * locked row picks one. An account's first Pix, with no row yet to lock, sums again once
   * it has one.
   */
  async function holdAll(
    tx: Queryable,
    payments: readonly LimitHold[],
  ): Promise<(judged: readonly LimitHold[]) => (BankError | null)[]> {
    const now = clock.now();
    const windows = PIX_NIGHT_STARTS.map((nightStart) => limitWindowAt(now, nightStart));
    const accountIds = [...new Set(payments.map((p) => p.accountId))].sort();
    const [locked, sums] = await Promise.all([
      lockExisting(tx, accountIds),
      usedIn(tx, payments, windows),
    ]);
    for (const accountId of accountIds) {
      if (locked.has(accountId)) continue;
      locked.set(accountId, await lockRow(tx, accountId));
      const ofAccount = payments.filter((p) => p.accountId === accountId);
      sums.set(accountId, (await usedIn(tx, ofAccount, windows)).get(accountId)!);
    }
    return (judged) => {
      const alsoUsed = new Map<string, Cents>();
      return judged.map((payment) => {
        const account = settled(locked.get(payment.accountId)!, now);
        const nightStart = PIX_NIGHT_STARTS.indexOf(account.limits.nightStart);
        const window = windows[nightStart]!;
        const used =
          sums.get(payment.accountId)![nightStart]! + (alsoUsed.get(payment.accountId) ?? 0);
        if (checkPixLimit(account.limits[window.period], used, payment.amount)) {
          return new BankError('PIX_LIMIT_EXCEEDED', {
            period: window.period,
            available_cents: use(account, window, used).available,
          });
        }
        alsoUsed.set(payment.accountId, (alsoUsed.get(payment.accountId) ?? 0) + payment.amount);
        return null;
      });
    };
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
      const used = (await usedIn(db, [{ accountId, idempotencyKey: null }], [window])).get(
        accountId,
      )![0]!;
      return { ...account, ...use(account, window, used) };
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

    holdAll,

    /** One payment's `holdAll`: the check it returns throws PIX_LIMIT_EXCEEDED. */
    async hold(tx: Queryable, payment: LimitHold): Promise<() => void> {
      const judge = await holdAll(tx, [payment]);
      return () => {
        const [refusal] = judge([payment]);
        if (refusal) throw refusal;
      };
    },
  };
}

export type PixLimitBook = ReturnType<typeof createPixLimits>;
