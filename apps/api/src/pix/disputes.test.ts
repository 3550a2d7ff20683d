import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../seed';
import {
  availableBalance,
  call,
  createTestApp,
  enableDevice,
  operatorHeaders,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';

/**
 * MED 2.0 through the real routes (docs/architecture/pix-disputes.md): Maria pays the Padaria
 * (Carlos) and contests the Pix; the Padaria's available balance loses the amount at once (a
 * pending debit, the ledger's total unchanged), it answers, and the bank's analysis gives the
 * money back to Maria or releases it.
 */
describe('Pix disputes (MED)', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let carlos: Session;

  const pay = async (amount: number) => {
    const res = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/key`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { key: '11222333000181', amount_cents: amount, pin, description: 'Sinal do bolo' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; end_to_end_id: string };
  };
  const contest = (paymentId: string) =>
    call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/${paymentId}/disputes`,
      payload: { reason: 'SCAM', details: 'O vendedor sumiu depois do pagamento.' },
    });
  const decide = (disputeId: string, refund: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/pix/disputes/${disputeId}`,
      headers: operatorHeaders(t.app),
      payload: { refund },
    });
  const total = async (accountId: string) => {
    const account = await t.app.ipe.accounts.byId(t.db, accountId);
    return (await t.app.ipe.ledger.balance(account!.ledgerAccountId)).posted;
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { interbank: { latencyMs: 0, rejectionPercent: 0 } } });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    carlos = await signIn(t.app, 'carlos@ipe.dev');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('blocks the amount at once and gives it back when the dispute is upheld', async () => {
    const payment = await pay(80_00);
    const [available, posted] = [
      await availableBalance(t, carlos.accountId),
      await total(carlos.accountId),
    ];
    const opened = await contest(payment.id);
    expect(opened.statusCode, opened.body).toBe(201);
    const dispute = opened.json().data;
    expect(dispute).toMatchObject({
      role: 'payer',
      status: 'OPEN',
      contested_cents: 80_00,
      blocked_cents: 80_00,
      end_to_end_id: payment.end_to_end_id,
    });
    // Blocked, not gone: out of what the Padaria can spend, still in its balance.
    expect(await availableBalance(t, carlos.accountId)).toBe(available - 80_00);
    expect(await total(carlos.accountId)).toBe(posted);
    expect((await contest(payment.id)).json().code).toBe('PIX_DISPUTE_ALREADY_OPEN');

    // The Padaria sees it against what it received, and answers.
    const listed = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/disputes?role=payee`,
    });
    expect(listed.json().data[0]).toMatchObject({ id: dispute.id, role: 'payee' });
    const answered = await call(t.app, carlos, {
      method: 'POST',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/disputes/${dispute.id}/answer`,
      payload: { answer: 'O bolo foi entregue no sábado.' },
    });
    expect(answered.json().data.answer).toBe('O bolo foi entregue no sábado.');
    // Only the receiving account answers.
    const notHers = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/disputes/${dispute.id}/answer`,
      payload: { answer: 'Quero meu dinheiro.' },
    });
    expect(notHers.json().code).toBe('PIX_DISPUTE_NOT_FOUND');

    // The bank's analysis finds it in its queue.
    const queue = await t.app.inject({
      url: '/admin/pix/disputes',
      headers: operatorHeaders(t.app),
    });
    expect(queue.json().data.map((open: { id: string }) => open.id)).toContain(dispute.id);
    const mariaBefore = await availableBalance(t, maria.accountId);
    const upheld = await decide(dispute.id, true);
    expect(upheld.json().data).toMatchObject({ status: 'REFUNDED' });
    expect(await availableBalance(t, maria.accountId)).toBe(mariaBefore + 80_00);
    expect(await total(carlos.accountId)).toBe(posted - 80_00);
    expect(await availableBalance(t, carlos.accountId)).toBe(available - 80_00);
    expect((await decide(dispute.id, false)).json().code).toBe('PIX_DISPUTE_CLOSED');
  });

  it('releases the block when the dispute is rejected', async () => {
    const payment = await pay(35_00);
    const available = await availableBalance(t, carlos.accountId);
    const dispute = (await contest(payment.id)).json().data;
    expect(await availableBalance(t, carlos.accountId)).toBe(available - 35_00);
    const mariaBefore = await availableBalance(t, maria.accountId);
    expect((await decide(dispute.id, false)).json().data.status).toBe('REJECTED');
    expect(await availableBalance(t, carlos.accountId)).toBe(available);
    expect(await availableBalance(t, maria.accountId)).toBe(mariaBefore);
  });

  it('refuses what cannot be contested here', async () => {
    const unknown = await contest(randomUUID());
    expect(unknown.json().code).toBe('PIX_PAYMENT_NOT_FOUND');
    // Carlos cannot contest Maria's payment (it is not his).
    const payment = await pay(1_00);
    const notHis = await call(t.app, carlos, {
      method: 'POST',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/payments/${payment.id}/disputes`,
      payload: { reason: 'FRAUD', details: 'x' },
    });
    expect(notHis.json().code).toBe('PIX_PAYMENT_NOT_FOUND');
    const blank = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/${payment.id}/disputes`,
      payload: { reason: 'FRAUD', details: '   ' },
    });
    expect(blank.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { details: 'REQUIRED' },
    });
  });
});
