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

/**
 * A payment a limit is checked for: its account, how much, and when it was made (its row's
 * `created_at`, which names the windows it counts in).
 */
export interface LimitHold {
  accountId: string;
  amount: Cents;
  at: Date;
}

/**
 * The windows a payment made at `at` counts in, one per night start: what a counted payment's
 * row carries (`limit_windows`), and where migration 0040's trigger adds its amount.
 */
export function limitWindowsOf(at: Date): Record<PixNightStart, string> {
  return Object.fromEntries(
    windowStartsAt(at).map(([nightStart, start]) => [nightStart, start.toISOString()]),
  ) as Record<PixNightStart, string>;
}

/** Where each night start's window holding `at` begins. */
function windowStartsAt(at: Date): [PixNightStart, Date][] {
  return PIX_NIGHT_STARTS.map((nightStart) => [nightStart, limitWindowAt(at, nightStart).start]);
}

const usageKey = (accountId: string, nightStart: PixNightStart, start: Date) =>
  `${accountId} ${nightStart} ${start.getTime()}`;

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
   * What the accounts have used of the windows the instants fall in (migration 0040's
   * `pix_limit_usage`, kept by a trigger as payments start and stop counting): one row per
   * account, night start and window, looked up by key. One text per count of windows (two per
   * instant, one per night start) and for one account or several.
   */
  async function usageOf(
    q: Queryable,
    accountIds: readonly string[],
    instants: readonly Date[],
  ): Promise<Map<string, Cents>> {
    const windows = new Map<string, [PixNightStart, Date]>();
    for (const at of instants) {
      for (const [nightStart, start] of windowStartsAt(at)) {
        windows.set(`${nightStart} ${start.getTime()}`, [nightStart, start]);
      }
    }
    const pairs = [...windows.values()];
    const named = pairs.map((_, i) => `($${2 + 2 * i}, $${3 + 2 * i}::timestamptz)`).join(', ');
    const { rows } = await q.query<{
      account_id: string;
      night_start: PixNightStart;
      window_start: Date | string;
      used: string | number;
    }>(
      `SELECT account_id, night_start, window_start, used FROM pix_limit_usage
        WHERE account_id ${accountIds.length === 1 ? '= $1::uuid' : '= ANY ($1::uuid[])'}
          AND (night_start, window_start) IN (${named})`,
      [accountIds.length === 1 ? accountIds[0] : accountIds, ...pairs.flat()],
    );
    return new Map(
      rows.map((row) => [
        usageKey(row.account_id, row.night_start, toDate(row.window_start)),
        Number(row.used),
      ]),
    );
  }

  /**
   * Inside a transaction that records payments, with their rows written and before their
   * money moves: locks their accounts' limits rows (in id order) and reads what each has used
   * of its windows. The judge it returns says, in order, whether each of the recorded payments
   * given fits, counting the ones before it of the same account (a batch of Pix,
   * docs/decisions/0014-pix-through-the-ledger-batch.md). Over: PIX_LIMIT_EXCEEDED, with the
   * window's period and what is left. `withdrawn`: payments written with them, so in the usage
   * read, and taken back since (another gate refused them): they count for nothing.
   *
   * The lock and the read go out together (and with the rows' insert, when the caller sends
   * them at once): PostgreSQL runs them in order, so the read sees every payment committed
   * before the lock was held. A payment's insert already waits for any other transaction
   * adding to the same window (the usage row it updates), so an account's payments are judged
   * one after the other. The window depends on the locked row's night start, so the usage of
   * each night start's window is read and the locked row picks one. An account's first Pix,
   * with no row yet to lock, reads again once it has one.
   */
  async function holdAll(
    tx: Queryable,
    payments: readonly LimitHold[],
  ): Promise<
    (judged: readonly LimitHold[], withdrawn?: readonly LimitHold[]) => (BankError | null)[]
  > {
    const accountIds = [...new Set(payments.map((p) => p.accountId))].sort();
    const instants = payments.map((p) => p.at);
    const [locked, usage] = await Promise.all([
      lockExisting(tx, accountIds),
      usageOf(tx, accountIds, instants),
    ]);
    for (const accountId of accountIds) {
      if (locked.has(accountId)) continue;
      locked.set(accountId, await lockRow(tx, accountId));
      // Read again now that the row is held: a racing first Pix has committed by then.
      for (const [key, used] of await usageOf(tx, [accountId], instants)) usage.set(key, used);
    }
    const place = (payment: LimitHold) => {
      const account = settled(locked.get(payment.accountId)!, payment.at);
      const window = limitWindowAt(payment.at, account.limits.nightStart);
      const key = usageKey(payment.accountId, account.limits.nightStart, window.start);
      return { payment, account, window, key };
    };
    return (judged, withdrawn = []) => {
      const placed = judged.map(place);
      // The payments judged (and withdrawn) are recorded already, so the usage holds their
      // amounts: each is judged on what was used before them, and the ones before it in this
      // batch that fit.
      const own = new Map<string, Cents>();
      for (const { payment, key } of [...placed, ...withdrawn.map(place)]) {
        own.set(key, (own.get(key) ?? 0) + payment.amount);
      }
      const fitted = new Map<string, Cents>();
      return placed.map(({ payment, account, window, key }) => {
        const used = (usage.get(key) ?? 0) - own.get(key)! + (fitted.get(key) ?? 0);
        if (checkPixLimit(account.limits[window.period], used, payment.amount)) {
          return new BankError('PIX_LIMIT_EXCEEDED', {
            period: window.period,
            available_cents: use(account, window, used).available,
          });
        }
        fitted.set(key, (fitted.get(key) ?? 0) + payment.amount);
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
      const usage = await usageOf(db, [accountId], [now]);
      const used = usage.get(usageKey(accountId, account.limits.nightStart, window.start)) ?? 0;
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
  };
}

export type PixLimitBook = ReturnType<typeof createPixLimits>;
