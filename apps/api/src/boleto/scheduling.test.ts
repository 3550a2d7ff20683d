import { randomUUID } from 'node:crypto';
import { barcodeToLine, encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PIN } from '../seed';
import {
  availableBalance,
  call,
  createTestApp,
  enableDevice,
  lastMailTo,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { createTestClock } from '../testing/testClock';
import { createBoletoScheduler } from './schedules';

/**
 * Boletos scheduled for their due date (docs/architecture/boletos.md, "Scheduling"), through the
 * real routes and the real runner on a test clock: Maria signs in on real time (the captcha),
 * then the clock goes to Wednesday 2026-11-18, noon in São Paulo; the runner is ticked by hand.
 */
describe('Scheduled boletos', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  const clock = createTestClock();
  const MARIA_CPF = '52998224725';
  const school = { name: 'Escola Aprender Ltda', document: '11444777000161' };

  const at = (day: string, time = '12:00') =>
    clock.advance(Date.parse(`${day}T${time}:00-03:00`) - clock.now().getTime());
  const url = (path = '') => `/v1/bank/accounts/${maria.accountId}/boletos/schedules${path}`;
  const lookup = async (line: string) =>
    (
      await call(t.app, maria, {
        method: 'POST',
        url: `/v1/bank/accounts/${maria.accountId}/boletos/lookup`,
        payload: { line },
      })
    ).json().data as {
      amount_cents: number;
      schedule: { date: string; amount_cents: number } | null;
    };
  const schedule = (line: string, amount: number, key = randomUUID()) =>
    call(t.app, maria, {
      method: 'POST',
      url: url(),
      headers: { 'idempotency-key': key },
      payload: { line, amount_cents: amount, pin, description: 'Mensalidade' },
    });
  const list = async () => {
    const res = await call(t.app, maria, { method: 'GET', url: url() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{
      id: string;
      status: string;
      scheduled_for: string;
      amount_cents: number;
      attempt: number;
      payment_id: string | null;
      reason: string | null;
    }>;
  };
  const find = async (id: string) => (await list()).find((row) => row.id === id)!;
  const register = async (amount: number, dueDate: string, terms: Record<string, unknown> = {}) =>
    barcodeToLine(
      (
        await t.app.ipe.interbank.simulator!.registerBoleto({
          kind: 'bank',
          beneficiary: school,
          payer: { name: 'Maria Oliveira Santos', document: MARIA_CPF },
          amount,
          terms: { dueDate, validityAfterDue: 30, ...terms },
        })
      ).barcode,
    )!;
  const tick = () => createBoletoScheduler(t.app.ipe).tick();

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { interbank: { latencyMs: 0, rejectionPercent: 0 } },
    });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    at('2026-11-18');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('pays on the due date what the bill asks then, once, and tells Maria', async () => {
    // A discount until the 20th: scheduled for the 24th, the bill asks its face amount then.
    const line = await register(120_00, '2026-11-24', {
      discount: { amount: 5_00, until: '2026-11-20' },
    });
    const bill = await lookup(line);
    expect(bill.amount_cents).toBe(115_00);
    expect(bill.schedule).toEqual({ date: '2026-11-24', amount_cents: 120_00 });

    // Today's amount is not what the 24th asks: refused on the field.
    const wrong = await schedule(line, 115_00);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ amount_cents: 'AMOUNT_DIFFERS_FROM_CODE' });

    const key = randomUUID();
    const res = await schedule(line, 120_00, key);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      status: 'pending',
      scheduled_for: '2026-11-24',
      due_date: '2026-11-24',
      amount_cents: 120_00,
      beneficiary: { name: 'Escola Aprender Ltda' },
      next_attempt_at: '2026-11-24T09:00:00.000Z',
    });
    // The same key answers the same schedule; another key cannot schedule the bill twice.
    const replay = await schedule(line, 120_00, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(created.id);
    const twice = await schedule(line, 120_00);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('BOLETO_ALREADY_SCHEDULED');

    const before = await availableBalance(t, maria.accountId);
    // Nothing moves before its day.
    at('2026-11-23', '18:00');
    expect(await tick()).toBe(0);
    at('2026-11-24', '06:01');
    expect(await tick()).toBe(1);
    expect(await tick()).toBe(0);
    const done = await find(created.id);
    expect(done).toMatchObject({ status: 'completed', reason: null });
    expect(await availableBalance(t, maria.accountId)).toBe(before - 120_00);
    const receipt = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/boletos/payments/${done.payment_id}`,
    });
    expect(receipt.json().data).toMatchObject({
      status: 'completed',
      amount_cents: 120_00,
      description: 'Mensalidade',
    });
    expect((await lastMailTo(t, 'maria@ipe.dev'))?.subject).toContain('pago');
    at('2026-11-18');
  });

  it('tries again later that day when the balance is short, and gives up after the last time', async () => {
    const balance = await availableBalance(t, maria.accountId);
    const line = await register(balance + 1_00, '2026-11-19');
    const res = await schedule(line, balance + 1_00);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    at('2026-11-19', '06:01');
    expect(await tick()).toBe(1);
    expect(await find(created.id)).toMatchObject({
      status: 'pending',
      attempt: 2,
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect((await lastMailTo(t, 'maria@ipe.dev'))?.body_text).toContain('10:00');
    for (const time of ['10:01', '14:01', '18:01']) {
      at('2026-11-19', time);
      expect(await tick()).toBe(1);
    }
    expect(await find(created.id)).toMatchObject({
      status: 'failed',
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect(await availableBalance(t, maria.accountId)).toBe(balance);
    at('2026-11-18');
  });

  it('cancels one still to come, and refuses to cancel it again', async () => {
    const line = await register(30_00, '2026-11-23');
    const created = (await schedule(line, 30_00)).json().data;
    const cancel = () => call(t.app, maria, { method: 'POST', url: url(`/${created.id}/cancel`) });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BOLETO_SCHEDULE_NOT_CANCELLABLE');
    const unknown = await call(t.app, maria, {
      method: 'POST',
      url: url(`/${randomUUID()}/cancel`),
    });
    expect(unknown.json().code).toBe('BOLETO_SCHEDULE_NOT_FOUND');
    at('2026-11-23', '06:01');
    expect(await tick()).toBe(0);
    at('2026-11-18');
    // Once cancelled, the bill can be scheduled again (and cancelled, for the next test's day).
    const rescheduled = await schedule(line, 30_00);
    expect(rescheduled.statusCode).toBe(201);
    const id = rescheduled.json().data.id as string;
    expect(
      (await call(t.app, maria, { method: 'POST', url: url(`/${id}/cancel`) })).statusCode,
    ).toBe(200);
  });

  it('refuses a bill due today, and one whose amount rose before its day', async () => {
    const today = await register(40_00, '2026-11-18');
    expect((await lookup(today)).schedule).toBeNull();
    const refused = await schedule(today, 40_00);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('BOLETO_SCHEDULE_NOT_AHEAD');

    const line = await register(50_00, '2026-11-24');
    const created = (await schedule(line, 50_00)).json().data;
    // The registry now answers more than Maria agreed to (a changed bill): not paid, said why.
    const registry = t.app.ipe.interbank.boletos;
    const original = registry.lookup;
    registry.lookup = async (barcode) => {
      const bill = await original(barcode);
      return bill && { ...bill, amount: 55_00, terms: { ...bill.terms!, amount: 55_00 } };
    };
    onTestFinished(() => {
      registry.lookup = original;
    });
    at('2026-11-24', '06:01');
    expect(await tick()).toBe(1);
    expect(await find(created.id)).toMatchObject({
      status: 'failed',
      reason: 'BOLETO_AMOUNT_CHANGED',
      payment_id: null,
    });
    at('2026-11-18');
  });
});
