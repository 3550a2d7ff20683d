import { randomUUID } from 'node:crypto';
import { createEndToEndId, encodePin, PIX_LIMIT_DEFAULTS } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db';
import { IPE_PARTICIPANT } from '../interbank';
import { DEMO_PIN } from '../seed';
import {
  availableBalance,
  call,
  createTestApp,
  enableDevice,
  receiveFromAnotherBank,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { createTestClock } from '../testing/testClock';
import { createPixLimits, limitWindowsOf } from './limits';
import { deleteExpiredRecords } from '../security';
import { usageDrift } from '../testing/pixLimitUsage';

/**
 * Pix limits (docs/architecture/pix-limits.md) through the real routes: Maria starts from a new
 * account's limits (the demo's are removed), the clock moves across 20:00, 22:00 and a day.
 * Both sign in on real time (the captcha), then the clock goes to Wednesday 2026-11-18.
 */
describe('Pix limits', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  /** Maria again, on a browser she never enabled. */
  let newDevice: Session;
  const clock = createTestClock();

  const at = (local: string) => clock.advance(Date.parse(`${local}-03:00`) - clock.now().getTime());
  const pay = (amount: number) =>
    call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/key`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { key: 'carlos@ipe.dev', amount_cents: amount, pin },
    });
  /** A Pix of Maria's that counts, written straight into a transaction as the batch's gate does. */
  const writeCounted = async (q: Queryable, amount: number) => {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO pix_payments (account_id, idempotency_key, request_hash, end_to_end_id,
         channel, amount, payee, status, created_at, settled_at, limit_windows)
       VALUES ($1, $2, 'h', $3, 'key', $4, '{}'::jsonb, 'completed', $5, $5, $6::jsonb)
       RETURNING id`,
      [
        maria.accountId,
        randomUUID(),
        createEndToEndId(IPE_PARTICIPANT.ispb, clock.now()),
        amount,
        clock.now(),
        JSON.stringify(limitWindowsOf(clock.now())),
      ],
    );
    return rows[0]!.id;
  };
  const limits = () =>
    call(t.app, maria, { method: 'GET', url: `/v1/bank/accounts/${maria.accountId}/pix/limits` });
  const change = (body: Record<string, unknown>) =>
    call(t.app, maria, {
      method: 'PUT',
      url: `/v1/bank/accounts/${maria.accountId}/pix/limits`,
      payload: {
        daytime_per_payment_cents: PIX_LIMIT_DEFAULTS.daytime.perPayment,
        daytime_per_period_cents: PIX_LIMIT_DEFAULTS.daytime.perPeriod,
        nighttime_per_payment_cents: PIX_LIMIT_DEFAULTS.nighttime.perPayment,
        nighttime_per_period_cents: PIX_LIMIT_DEFAULTS.nighttime.perPeriod,
        night_start: '20:00',
        pin,
        ...body,
      },
    });

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { interbank: { latencyMs: 0, rejectionPercent: 0 } },
    });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    newDevice = await signIn(t.app, 'maria@ipe.dev');
    await t.db.query('DELETE FROM pix_limits WHERE account_id = $1', [maria.accountId]);
    // Enough money that only the limits refuse.
    expect((await receiveFromAnotherBank(t, maria.accountId, 50_000_00)).statusCode).toBe(201);
    at('2026-11-18T12:00');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('shows a new account’s limits and the daytime window with what is left', async () => {
    const res = await limits();
    expect(res.json().data).toMatchObject({
      daytime: { per_payment_cents: 5_000_00, per_period_cents: 10_000_00 },
      nighttime: { per_payment_cents: 1_000_00, per_period_cents: 1_000_00 },
      night_start: '20:00',
      pending: null,
      window: { period: 'daytime', used_cents: 0, available_cents: 5_000_00 },
    });
  });

  it('counts the night from 20:00: 19:59 is day, 20:00 is the night’s R$ 1.000', async () => {
    at('2026-11-18T19:59');
    expect((await pay(1_500_00)).statusCode).toBe(201);

    at('2026-11-18T20:00');
    const before = await availableBalance(t, maria.accountId);
    const tooBig = await pay(1_000_01);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({
      code: 'PIX_LIMIT_EXCEEDED',
      period: 'nighttime',
      available_cents: 1_000_00,
    });
    expect((await pay(600_00)).statusCode).toBe(201);
    expect((await pay(400_01)).json().code).toBe('PIX_LIMIT_EXCEEDED');
    expect((await pay(400_00)).statusCode).toBe(201);
    // Past midnight it is the same night; refused payments moved nothing.
    at('2026-11-19T05:59');
    expect((await pay(1)).json().code).toBe('PIX_LIMIT_EXCEEDED');
    expect(await availableBalance(t, maria.accountId)).toBe(before - 1_000_00);
    expect((await limits()).json().data.window).toMatchObject({
      period: 'nighttime',
      used_cents: 1_000_00,
      available_cents: 0,
    });
  });

  it('lowers at once; raises (and a later night) wait 24 hours, cancellable', async () => {
    at('2026-11-19T10:00');
    const lowered = await change({ daytime_per_payment_cents: 100_00 });
    expect(lowered.json().data).toMatchObject({
      daytime: { per_payment_cents: 100_00 },
      pending: null,
    });
    expect((await pay(100_01)).json().code).toBe('PIX_LIMIT_EXCEEDED');

    const raised = await change({ daytime_per_payment_cents: 8_000_00, night_start: '22:00' });
    expect(raised.json().data).toMatchObject({
      daytime: { per_payment_cents: 100_00 },
      night_start: '20:00',
      pending: {
        daytime: { per_payment_cents: 8_000_00 },
        night_start: '22:00',
        effective_at: new Date('2026-11-20T10:00:00-03:00').toISOString(),
      },
    });
    at('2026-11-20T09:59');
    expect((await pay(100_01)).json().code).toBe('PIX_LIMIT_EXCEEDED');
    at('2026-11-20T10:00');
    expect((await pay(7_000_00)).statusCode).toBe(201);
    // 21:00 is still day when the night starts at 22:00.
    at('2026-11-20T21:00');
    expect((await limits()).json().data.window.period).toBe('daytime');
    expect((await pay(1_500_00)).statusCode).toBe(201);
    // …and its window is the day's, from 06:00: R$ 7.000 + R$ 1.500 of R$ 10.000 used.
    expect((await pay(1_500_01)).json()).toMatchObject({
      code: 'PIX_LIMIT_EXCEEDED',
      period: 'daytime',
      available_cents: 1_500_00,
    });

    const asked = await change({ daytime_per_payment_cents: 9_000_00, night_start: '22:00' });
    expect(asked.json().data.pending).not.toBeNull();
    const cancelled = await call(t.app, maria, {
      method: 'DELETE',
      url: `/v1/bank/accounts/${maria.accountId}/pix/limits/pending`,
    });
    expect(cancelled.json().data).toMatchObject({
      pending: null,
      daytime: { per_payment_cents: 8_000_00 },
    });
  });

  it('refuses limits that cannot stand, naming the field', async () => {
    const res = await change({ nighttime_per_period_cents: 20_000_00 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ nighttime_per_period_cents: 'NIGHT_ABOVE_DAY' });
  });

  it('lets 16 payments at once pass the night’s limit together never', async () => {
    at('2026-11-21T23:00');
    const answers = await Promise.all(Array.from({ length: 16 }, () => pay(100_00)));
    const paid = answers.filter((res) => res.statusCode === 201).length;
    expect(paid).toBe(10);
    expect(answers.filter((res) => res.json().code === 'PIX_LIMIT_EXCEEDED').length).toBe(6);
  });

  it('says a short balance first when a payment is over both the balance and the limit', async () => {
    at('2026-11-22T23:00');
    const before = await availableBalance(t, maria.accountId);
    const res = await pay(before + 1);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    // Over the limit alone, it is the limit.
    expect((await pay(1_000_01)).json().code).toBe('PIX_LIMIT_EXCEEDED');
    expect(await availableBalance(t, maria.accountId)).toBe(before);
  });

  it('lets 16 checks at once, before and after the account has a limits row, pass the night’s limit never', async () => {
    // Straight to the check, as 16 payments' transactions at once: through the routes the PIN's
    // lock on the user already puts one holder's payments in line. Each makes the row or waits
    // for the one that did, and reads its usage again once it holds it (limits.ts, holdAll).
    await t.db.query('DELETE FROM pix_limits WHERE account_id = $1', [maria.accountId]);
    at('2026-11-23T23:00');
    const book = createPixLimits({ db: t.db, clock });
    const hold = () =>
      t.db.transaction(async (tx) => {
        await writeCounted(tx, 100_00);
        const payment = { accountId: maria.accountId, amount: 100_00, at: clock.now() };
        const [refusal] = (await book.holdAll(tx, [payment]))([payment]);
        if (refusal) throw refusal;
      });
    const sixteen = async () => {
      const answers = await Promise.allSettled(Array.from({ length: 16 }, () => hold()));
      return answers.map((a) => (a.status === 'fulfilled' ? 'paid' : a.reason.code)).sort();
    };
    const tenOfSixteen = [...Array(10).fill('paid'), ...Array(6).fill('PIX_LIMIT_EXCEEDED')];
    expect(await sixteen()).toEqual([...tenOfSixteen].sort());
    // The next night, the row there: the usage, sent with the lock, is read once it is held.
    at('2026-11-24T23:00');
    expect(await sixteen()).toEqual([...tenOfSixteen].sort());
  });

  it('counts for no limit a payment written beside a wrong PIN and taken back', async () => {
    // The batch writes each Pix's row in the round trip of its hash and PIN, and takes back the
    // rows of those refused (decision 0017): the usage read holds them; the judge leaves them out.
    at('2026-11-25T23:00');
    const book = createPixLimits({ db: t.db, clock });
    const codes = (refusals: (Error | null)[]) =>
      refusals.map((r) => (r === null ? 'fits' : (r as { code?: string }).code));
    const verdicts = await t.db.transaction(async (tx) => {
      const wrongPin = { accountId: maria.accountId, amount: 900_00, at: clock.now() };
      const paid = { accountId: maria.accountId, amount: 200_00, at: clock.now() };
      const withdrawnId = await writeCounted(tx, wrongPin.amount);
      await writeCounted(tx, paid.amount);
      const judge = await book.holdAll(tx, [wrongPin, paid]);
      await tx.query('DELETE FROM pix_payments WHERE id = $1', [withdrawnId]);
      return { withdrawn: codes(judge([paid], [wrongPin])), counted: codes(judge([paid])) };
    });
    // The night's R$ 1.000: R$ 200 fits beside nothing, not beside R$ 900.
    expect(verdicts).toEqual({ withdrawn: ['fits'], counted: ['PIX_LIMIT_EXCEEDED'] });
  });

  it('reads the usage with one plan per connection, not a new plan per Pix (PostgreSQL)', async (ctx) => {
    if (t.db.kind !== 'postgres') ctx.skip();
    const book = createPixLimits({ db: t.db, clock });
    const plans = await t.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) {
        await book.holdAll(tx, [{ accountId: maria.accountId, amount: 1, at: clock.now() }]);
      }
      const { rows } = await tx.query<{ generic: number; custom: number }>(
        `SELECT generic_plans::int AS generic, custom_plans::int AS custom
           FROM pg_prepared_statements
          WHERE statement LIKE '%FROM pix_limit_usage%account_id = $1::uuid%'`,
      );
      return rows;
    });
    // PostgreSQL plans a prepared statement for its values five times, then keeps the generic
    // plan unless that one looks dearer; with an array of windows it always did (limits.ts).
    expect(plans.length).toBeGreaterThanOrEqual(1);
    for (const plan of plans) expect(plan.custom).toBeLessThanOrEqual(5);
    expect(Math.max(...plans.map((plan) => plan.generic))).toBeGreaterThanOrEqual(3);
  });

  it('keeps each window’s usage equal to the payments that count in it', async () => {
    // After this file's payments, refusals and limits: the trigger of migration 0040 against
    // a sum of the payments themselves.
    expect(await usageDrift(t.db)).toEqual([]);
  });

  it('the new-device cap: a device not enabled pays no Pix at all, not even R$ 1', async () => {
    // Stricter than Resolução BCB 402/2024's R$ 200 a Pix (docs/decisions/0011).
    const before = await availableBalance(t, maria.accountId);
    const res = await call(t.app, newDevice, {
      method: 'POST',
      url: `/v1/bank/accounts/${newDevice.accountId}/pix/payments/key`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { key: 'carlos@ipe.dev', amount_cents: 1_00, pin },
    });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ device_match: false });
    expect(await availableBalance(t, maria.accountId)).toBe(before);
  });

  // Last: it forgets this file's windows, as the cleanup would two days on.
  it('forgets the windows over two days ago, by the server’s clock, and keeps the others', async () => {
    const windows = async () =>
      (
        await t.db.query<{ window_start: Date }>(
          'SELECT window_start FROM pix_limit_usage WHERE account_id = $1',
          [maria.accountId],
        )
      ).rows.map((row) => new Date(row.window_start).getTime());
    const now = clock.now().getTime();
    const twoDays = 2 * 24 * 60 * 60_000;
    const payments = async () =>
      (await t.db.query('SELECT id FROM pix_payments WHERE account_id = $1', [maria.accountId]))
        .rows.length;
    const [before, paid] = [await windows(), await payments()];
    expect(before.length).toBeGreaterThan(1);
    await deleteExpiredRecords(t.db, clock);
    expect((await windows()).sort()).toEqual(
      before.filter((start) => start >= now - twoDays).sort(),
    );
    // Three days on, this test's windows are over; the demo's Pix sent, seeded on real time, keep
    // theirs while they are later than this clock.
    const later = now + 3 * 24 * 60 * 60_000;
    await deleteExpiredRecords(t.db, { now: () => new Date(later) });
    const left = before.filter((start) => start >= later - twoDays);
    expect(left.length).toBeLessThan(before.length);
    expect((await windows()).sort()).toEqual(left.sort());
    // The payments themselves stay: only the running sums of windows that are over go.
    expect(await payments()).toBe(paid);
  });
});
