import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createPixScheduler } from './scheduler';

/**
 * Scheduled Pix (docs/architecture/pix-scheduling.md) through the real routes and the real
 * scheduler, on a test clock. Maria signs in on real time (the captcha), then the clock goes
 * back to Tuesday 2026-11-10 (her token stays valid in the past); the scheduler is ticked by hand.
 */
describe('Scheduled Pix', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let carlos: { id: string; branch: string; number: string };
  const clock = createTestClock();

  const at = (local: string) => clock.advance(Date.parse(`${local}-03:00`) - clock.now().getTime());
  const url = () => `/v1/bank/accounts/${maria.accountId}/pix/schedules`;
  const schedule = (body: Record<string, unknown>, key = randomUUID()) =>
    call(t.app, maria, {
      method: 'POST',
      url: url(),
      headers: { 'idempotency-key': key },
      payload: { amount_cents: 1_00, frequency: 'once', pin, ...body },
    });
  const list = async () =>
    (await call(t.app, maria, { method: 'GET', url: url() })).json().data as Array<{
      id: string;
      status: string;
      next_date: string | null;
      amount_cents: number;
      runs: Array<{
        status: string;
        due_date: string;
        attempt: number;
        payment_id: string | null;
        reason: string | null;
      }>;
    }>;
  const find = async (id: string) => (await list()).find((s) => s.id === id)!;
  const scheduler = () => createPixScheduler(t.app.ipe);
  const paymentsOf = async (scheduleId: string) =>
    (
      await t.db.query<{ status: string }>(
        'SELECT status FROM pix_payments WHERE idempotency_key LIKE $1 ORDER BY created_at',
        [`schedule:${scheduleId}:%`],
      )
    ).rows.map((row) => row.status);
  const mailTo = async (email: string) =>
    (
      await t.db.query<{ subject: string; body_text: string }>(
        'SELECT subject, body_text FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
        [email],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { interbank: { latencyMs: 0, rejectionPercent: 0 } },
    });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    const { rows } = await t.db.query<{ id: string; branch: string; number: string }>(
      `SELECT a.id, a.branch, a.number FROM accounts a JOIN pix_keys k ON k.account_id = a.id
       WHERE k.key = 'carlos@ipe.dev'`,
    );
    carlos = rows[0]!;
    at('2026-11-10T12:00');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('refuses a day that is not ahead, a series without a count and two recipients', async () => {
    const today = await schedule({ key: 'carlos@ipe.dev', scheduled_for: '2026-11-10' });
    expect(today.statusCode).toBe(400);
    expect(today.json().fields).toEqual({ scheduled_for: 'SCHEDULE_DATE_NOT_AHEAD' });
    const far = await schedule({ key: 'carlos@ipe.dev', scheduled_for: '2027-11-11' });
    expect(far.json().fields).toEqual({ scheduled_for: 'SCHEDULE_DATE_TOO_FAR' });
    const series = await schedule({
      key: 'carlos@ipe.dev',
      scheduled_for: '2026-11-11',
      frequency: 'weekly',
    });
    expect(series.json().fields).toEqual({ occurrences: 'REQUIRED' });
    const both = await schedule({
      key: 'carlos@ipe.dev',
      account: { branch: carlos.branch, account: carlos.number },
      scheduled_for: '2026-11-11',
    });
    expect(both.json().fields).toEqual({ key: 'REQUIRED' });
    const unknown = await schedule({ key: 'ninguem@exemplo.com.br', scheduled_for: '2026-11-11' });
    expect(unknown.json().code).toBe('PIX_KEY_NOT_FOUND');
  });

  it('pays a one-off on its day from 06:00, once, and tells the holder', async () => {
    const key = randomUUID();
    const created = await schedule(
      { key: 'carlos@ipe.dev', amount_cents: 12_34, scheduled_for: '2026-11-11' },
      key,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({
      status: 'active',
      channel: 'key',
      next_date: '2026-11-11',
      payee: { name: 'Carlos Eduardo Ramos', key: 'carlos@ipe.dev' },
      runs: [],
    });
    // A retry with the same key answers the same schedule; another body with it is refused.
    const again = await schedule(
      { key: 'carlos@ipe.dev', amount_cents: 12_34, scheduled_for: '2026-11-11' },
      key,
    );
    expect(again.json().data.id).toBe(id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await schedule(
      { key: 'carlos@ipe.dev', amount_cents: 99, scheduled_for: '2026-11-11' },
      key,
    );
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');

    // Before its day the amount may change.
    const changed = await call(t.app, maria, {
      method: 'PUT',
      url: `${url()}/${id}`,
      payload: { amount_cents: 23_45, scheduled_for: '2026-11-11', pin },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.amount_cents).toBe(23_45);

    // Midnight: the run exists, but waits for 06:00; the schedule no longer changes.
    const carlosBefore = await availableBalance(t, carlos.id);
    at('2026-11-11T00:01');
    expect(await scheduler().tick()).toBe(0);
    expect((await find(id)).runs).toMatchObject([{ status: 'pending', due_date: '2026-11-11' }]);
    const late = await call(t.app, maria, {
      method: 'PUT',
      url: `${url()}/${id}`,
      payload: { amount_cents: 1_00, pin },
    });
    expect(late.json().code).toBe('PIX_SCHEDULE_NOT_EDITABLE');

    at('2026-11-11T06:00');
    expect(await scheduler().tick()).toBe(1);
    expect(await scheduler().tick()).toBe(0);
    const done = await find(id);
    expect(done.status).toBe('finished');
    expect(done.runs).toMatchObject([{ status: 'completed', attempt: 1 }]);
    expect(await paymentsOf(id)).toEqual(['completed']);
    expect(await availableBalance(t, carlos.id)).toBe(carlosBefore + 23_45);
    // The receipt is the payment's, like any other Pix.
    const receipt = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/${done.runs[0]!.payment_id}`,
    });
    expect(receipt.json().data).toMatchObject({ amount_cents: 23_45, status: 'completed' });
    expect((await mailTo('maria@ipe.dev'))?.subject).toBe(
      'Pix agendado de R$\u00a023,45 para Carlos Eduardo Ramos: feito',
    );
  });

  it('two schedulers at once pay a schedule once', async () => {
    at('2026-11-11T12:00');
    const created = await schedule({ key: 'carlos@ipe.dev', scheduled_for: '2026-11-12' });
    const { id } = created.json().data;
    at('2026-11-12T06:30');
    const recorded = await Promise.all([scheduler().tick(), scheduler().tick()]);
    expect(recorded.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await paymentsOf(id)).toEqual(['completed']);
    expect((await find(id)).runs).toMatchObject([{ status: 'completed' }]);
  });

  it('a crash between reserving and posting resumes the same payment after the lease', async () => {
    at('2026-11-12T12:00');
    // Another bank's key: the money is reserved, then the SPI answers, then it posts.
    const created = await schedule({ key: '+5521998765432', scheduled_for: '2026-11-13' });
    const { id } = created.json().data;
    const spi = t.app.ipe.interbank.spi;
    const settle = spi.settle;
    spi.settle = () => Promise.reject(new Error('the process died here'));
    const mariaBefore = await availableBalance(t, maria.accountId);
    try {
      at('2026-11-13T06:00');
      expect(await scheduler().tick()).toBe(0);
    } finally {
      spi.settle = settle;
    }
    // Reserved, not recorded: the run is still leased, and nobody else takes it.
    expect(await paymentsOf(id)).toEqual(['settling']);
    expect(await availableBalance(t, maria.accountId)).toBe(mariaBefore - 1_00);
    expect(await scheduler().tick()).toBe(0);
    // A restarted process, once the lease ran out, resumes it with the same key.
    at('2026-11-13T06:03');
    expect(await scheduler().tick()).toBe(1);
    expect(await paymentsOf(id)).toEqual(['completed']);
    expect((await find(id)).runs).toMatchObject([{ status: 'completed', attempt: 1 }]);
    expect(await availableBalance(t, maria.accountId)).toBe(mariaBefore - 1_00);
  });

  it('retries a short balance during the day, then pays once there is money', async () => {
    at('2026-11-13T12:00');
    const balance = await availableBalance(t, maria.accountId);
    // To an account of this bank: a transfer, which no Pix limit stops.
    const created = await schedule({
      account: { branch: carlos.branch, account: carlos.number },
      amount_cents: balance + 1,
      scheduled_for: '2026-11-14',
    });
    expect(created.json().data.channel).toBe('account');
    const { id } = created.json().data;
    at('2026-11-14T06:00');
    expect(await scheduler().tick()).toBe(1);
    expect((await find(id)).runs).toMatchObject([
      { status: 'pending', attempt: 2, reason: 'INSUFFICIENT_FUNDS' },
    ]);
    expect((await mailTo('maria@ipe.dev'))?.body_text).toMatch(/tentar de novo às 10:00/);
    // Not before 10:00.
    at('2026-11-14T09:59');
    expect(await scheduler().tick()).toBe(0);
    expect((await receiveFromAnotherBank(t, maria.accountId, 10_00)).statusCode).toBe(201);
    at('2026-11-14T10:00');
    expect(await scheduler().tick()).toBe(1);
    expect((await find(id)).runs).toMatchObject([{ status: 'completed', attempt: 2 }]);
    expect(await paymentsOf(id)).toEqual(['refused', 'completed']);
  });

  it('records the failure after the last attempt of the day', async () => {
    at('2026-11-14T12:00');
    const created = await schedule({
      key: 'carlos@ipe.dev',
      amount_cents: 900_000_000_00,
      scheduled_for: '2026-11-15',
    });
    const { id } = created.json().data;
    for (const time of ['06:00', '10:00', '14:00', '18:00']) {
      at(`2026-11-15T${time}`);
      expect(await scheduler().tick()).toBe(1);
    }
    at('2026-11-15T23:00');
    expect(await scheduler().tick()).toBe(0);
    expect((await find(id)).runs).toMatchObject([
      { status: 'failed', attempt: 4, reason: 'INSUFFICIENT_FUNDS' },
    ]);
    expect(await paymentsOf(id)).toEqual(['refused', 'refused', 'refused', 'refused']);
    expect((await mailTo('maria@ipe.dev'))?.subject).toMatch(/: não foi feito$/);
  });

  it('cancels: nothing more of it runs', async () => {
    at('2026-11-15T12:00');
    const created = await schedule({
      key: 'carlos@ipe.dev',
      scheduled_for: '2026-11-16',
      frequency: 'weekly',
      occurrences: 4,
    });
    const { id } = created.json().data;
    const cancel = () =>
      call(t.app, maria, { method: 'POST', url: `${url()}/${id}/cancel`, payload: {} });
    expect((await cancel()).json().data).toMatchObject({ status: 'cancelled', next_date: null });
    expect((await cancel()).statusCode).toBe(200);
    at('2026-11-16T06:00');
    await scheduler().tick();
    expect(await paymentsOf(id)).toEqual([]);
    const missing = await call(t.app, maria, {
      method: 'POST',
      url: `${url()}/${randomUUID()}/cancel`,
      payload: {},
    });
    expect(missing.json().code).toBe('PIX_SCHEDULE_NOT_FOUND');
  });

  it('a monthly series from the 31st pays on the last business day of a shorter month', async () => {
    at('2026-11-16T12:00');
    const created = await schedule({
      key: 'carlos@ipe.dev',
      scheduled_for: '2026-12-31',
      frequency: 'monthly',
      occurrences: 3,
    });
    const { id } = created.json().data;
    const runner = scheduler();
    // Day by day (the token would not survive the trip: the scheduler needs none).
    for (const day of ['2026-12-31', '2027-01-31', '2027-02-26']) {
      at(`${day}T00:30`);
      await runner.materialize(clock.now());
    }
    const { rows } = await t.db.query<{ due_date: string }>(
      'SELECT due_date FROM pix_schedule_runs WHERE schedule_id = $1 ORDER BY occurrence',
      [id],
    );
    expect(rows.map((row) => row.due_date)).toEqual(['2026-12-31', '2027-01-31', '2027-02-26']);
    const { rows: state } = await t.db.query<{ status: string; next_date: string | null }>(
      'SELECT status, next_date FROM pix_schedules WHERE id = $1',
      [id],
    );
    expect(state[0]).toEqual({ status: 'finished', next_date: null });
    at('2026-11-16T12:00');
  });
});
