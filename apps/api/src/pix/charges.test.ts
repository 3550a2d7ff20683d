import { randomUUID } from 'node:crypto';
import { encodePin, parseBrCode } from '@ipe/domain';
import { compactVerify, createLocalJWKSet } from 'jose';
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
import { planOfSent } from '../testing/plans';
import { createTestClock } from '../testing/testClock';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Money in by Pix through the real routes (docs/architecture/pix-receiving.md): the Padaria
 * (Carlos) issues immediate charges, Maria pays them by copy and paste, the Padaria refunds what
 * it received, here and at another bank, never above what it received nor after 90 days.
 */
describe('Pix charges and refunds', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let carlos: Session;
  const clock = createTestClock();

  const createCharge = (session: Session, body: Record<string, unknown>) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/pix/charges`,
      payload: { key: '11222333000181', amount_cents: 25_00, ...body },
    });
  const payCode = (payer: Session, code: string, amount: number) =>
    call(t.app, payer, {
      method: 'POST',
      url: `/v1/bank/accounts/${payer.accountId}/pix/payments/br-code`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { code, pin, amount_cents: amount },
    });
  const refund = (endToEndId: string, amount: number, key = randomUUID()) =>
    call(t.app, carlos, {
      method: 'POST',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/received/${endToEndId}/refunds`,
      headers: { 'idempotency-key': key },
      payload: { amount_cents: amount, pin, description: 'Troca de pedido' },
    });
  const available = (accountId: string) => availableBalance(t, accountId);

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { interbank: { latencyMs: 0, rejectionPercent: 0 } },
    });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    carlos = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, carlos, 'carlos@ipe.dev');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it("issues a charge into the account's own key, with a code naming a signed location", async () => {
    const res = await createCharge(carlos, { description: 'Encomenda 12' });
    expect(res.statusCode).toBe(201);
    const charge = res.json().data;
    expect(charge).toMatchObject({
      status: 'ATIVA',
      revisao: 0,
      valor: { original: '25.00', modalidadeAlteracao: 0 },
      chave: '11222333000181',
      solicitacaoPagador: 'Encomenda 12',
      calendario: { expiracao: 86_400 },
      expirada: false,
      pix: [],
    });
    expect(charge.txid).toMatch(/^[0-9A-Za-z]{26,35}$/);
    const code = parseBrCode(charge.pixCopiaECola);
    expect(code.ok && code.value.url).toBe(charge.location);

    // The location answers the payload signed with the key this bank publishes.
    const locationId = charge.location.split('/').pop();
    const jws = await t.app.inject({ method: 'GET', url: `/qr/v2/${locationId}` });
    expect(jws.headers['content-type']).toContain('application/jose');
    const jwks = (await t.app.inject({ method: 'GET', url: '/pix/v2/jwks' })).json();
    const { payload } = await compactVerify(jws.body, createLocalJWKSet(jwks));
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({
      txid: charge.txid,
      status: 'ATIVA',
      valor: { original: '25.00' },
    });
  });

  it('refuses a key that is not the account’s own', async () => {
    const res = await createCharge(carlos, { key: 'maria@ipe.dev' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ key: 'NOT_YOUR_PIX_KEY' });
  });

  it('is paid once: concluded with the payment, and the money arrives', async () => {
    const charge = (await createCharge(carlos, { amount_cents: 40_00 })).json().data;
    const before = await available(carlos.accountId);
    const paid = await payCode(maria, charge.pixCopiaECola, 40_00);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({ status: 'completed', txid: charge.txid });
    expect(await available(carlos.accountId)).toBe(before + 40_00);

    const seen = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges/${charge.txid}`,
    });
    expect(seen.json().data).toMatchObject({
      status: 'CONCLUIDA',
      pix: [{ endToEndId: paid.json().data.end_to_end_id, valor: '40.00' }],
    });
    // The payee's statement names the Pix received, which it may refund.
    const statement = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/statement?limit=1`,
    });
    expect(statement.json().data.items[0]).toMatchObject({
      direction: 'credit',
      pix_received_id: paid.json().data.end_to_end_id,
      pix_payment_id: null,
    });
    const again = await payCode(maria, charge.pixCopiaECola, 40_00);
    expect(again.json().code).toBe('PIX_CHARGE_ALREADY_PAID');
  });

  it('has one winner when two payers pay it at once', async () => {
    const charge = (await createCharge(carlos, { amount_cents: 7_00 })).json().data;
    const marias = await available(maria.accountId);
    // Two payments (two Idempotency-Keys, as from two phones) racing for the same charge.
    const answers = await Promise.all([
      payCode(maria, charge.pixCopiaECola, 7_00),
      payCode(maria, charge.pixCopiaECola, 7_00),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('PIX_CHARGE_ALREADY_PAID');
    // The losing payment moved nothing.
    expect(await available(maria.accountId)).toBe(marias - 7_00);
  });

  it('cannot be paid after it expires, nor after the issuer cancels it', async () => {
    const short = (await createCharge(carlos, { expires_in: 60 })).json().data;
    clock.advance(61_000);
    expect((await payCode(maria, short.pixCopiaECola, 25_00)).json().code).toBe(
      'PIX_CHARGE_EXPIRED',
    );
    const listed = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges?status=ATIVA`,
    });
    expect(listed.json().data.find((c: { txid: string }) => c.txid === short.txid)).toMatchObject({
      expirada: true,
    });

    const cancelled = (await createCharge(carlos, {})).json().data;
    const removed = await call(t.app, carlos, {
      method: 'DELETE',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges/${cancelled.txid}`,
    });
    expect(removed.json().data.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect((await payCode(maria, cancelled.pixCopiaECola, 25_00)).json().code).toBe(
      'PIX_CHARGE_NOT_FOUND',
    );
  });

  it('lists a period of charges along the account’s index in any plan', async () => {
    expect((await createCharge(carlos, { amount_cents: 4_00 })).statusCode).toBe(201);
    const from = new Date(clock.now().getTime() - DAY).toISOString();
    const to = new Date(clock.now().getTime() + DAY).toISOString();
    const { result, plan } = await planOfSent(
      t.db,
      () =>
        call(t.app, carlos, {
          method: 'GET',
          url: `/v1/bank/accounts/${carlos.accountId}/pix/charges?inicio=${from}&fim=${to}`,
        }),
      (sql) => sql.includes('FROM pix_charges') && sql.includes('ORDER BY created_at DESC'),
      { generic: true },
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data.length).toBeGreaterThan(0);
    // Both ends of the period bound the range: as filters, a past month read every newer charge.
    expect(plan).toMatch(
      /Index Cond: \(\(account_id = \$1\) AND \(created_at >= COALESCE\(\$3[^\n]*created_at < COALESCE\(\$4/,
    );
  });

  it('lets only the account see its charges', async () => {
    const res = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refunds in parts, never above what was received, and the payer gets it back', async () => {
    const charge = (await createCharge(carlos, { amount_cents: 30_00 })).json().data;
    const paid = (await payCode(maria, charge.pixCopiaECola, 30_00)).json().data;
    const marias = await available(maria.accountId);

    const first = await refund(paid.end_to_end_id, 10_00);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      channel: 'refund',
      status: 'completed',
      amount_cents: 10_00,
      refund_of: { end_to_end_id: paid.end_to_end_id, nature: 'ORIGINAL' },
    });
    expect(first.json().data.end_to_end_id).toMatch(/^D40506070/);
    expect(await available(maria.accountId)).toBe(marias + 10_00);

    // Two more at once, 15 + 15 over the 20 left: one goes through, the other is refused.
    const both = await Promise.all([
      refund(paid.end_to_end_id, 15_00),
      refund(paid.end_to_end_id, 15_00),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.statusCode === 422)!.json().code).toBe('PIX_REFUND_OVER_ORIGINAL');
    expect((await refund(paid.end_to_end_id, 5_01)).json().code).toBe('PIX_REFUND_OVER_ORIGINAL');
    expect((await refund(paid.end_to_end_id, 5_00)).statusCode).toBe(201);
    expect(await available(maria.accountId)).toBe(marias + 30_00);

    const received = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/received/${paid.end_to_end_id}`,
    });
    expect(received.json().data).toMatchObject({
      amount_cents: 30_00,
      refunded_cents: 30_00,
      payer_name: 'Maria Oliveira Santos',
    });
    // The payer's statement names it.
    const statement = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/statement?limit=3`,
    });
    expect(statement.json().data.items[0]).toMatchObject({
      kind: 'pix_refund',
      direction: 'credit',
      title: 'Devolução de Pix recebida',
    });
  });

  it('refunds a Pix from another bank through the SPI', async () => {
    const arrived = await receiveFromAnotherBank(t, carlos.accountId, 50_00);
    expect(arrived.statusCode).toBe(201);
    const endToEndId = arrived.json().data.end_to_end_id;
    const res = await refund(endToEndId, 20_00);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'completed',
      payee: { name: 'Ana Beatriz Moreira', institution: { ispb: '00000000' } },
    });
    expect((await refund(endToEndId, 30_01)).json().code).toBe('PIX_REFUND_OVER_ORIGINAL');
  });

  it('finds a Pix received by its id, and lists the newest, however many there are', async () => {
    // Thousands of Pix from other banks into the Padaria, written as pix/incoming.ts writes
    // them (with the ledger's totals, so the books still balance), then one more the real way.
    const { rows: ledger } = await t.db.query<{ customer: string; bank: string }>(
      `SELECT a.ledger_account_id AS customer, b.id AS bank FROM accounts a, ledger_accounts b
        WHERE a.id = $1 AND b.code = 'bank.pix_settlement'`,
      [carlos.accountId],
    );
    const { customer, bank } = ledger[0]!;
    await t.db.query(
      `WITH many AS (
         INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id,
           credit_account_id, amount, status, two_phase, kind, metadata, created_at)
         SELECT 'pix_in:' || e2e, 'many', $2, $1, 100, 'posted', false, 'pix_in',
                jsonb_build_object('endToEndId', e2e), now() - interval '1 day' + g * interval '1 s'
           FROM generate_series(1, 3000) g,
                LATERAL (SELECT 'E00000000' || lpad(g::text, 12, '0') || 'Many0000000' AS e2e) x
         RETURNING amount)
       UPDATE ledger_accounts a
          SET credits_posted = a.credits_posted + CASE WHEN a.id = $1 THEN m.total ELSE 0 END,
              debits_posted = a.debits_posted + CASE WHEN a.id = $2 THEN m.total ELSE 0 END
         FROM (SELECT sum(amount) AS total FROM many) m
        WHERE a.id IN ($1, $2)`,
      [customer, bank],
    );
    await t.db.query('ANALYZE ledger_transfers');
    const arrived = await receiveFromAnotherBank(t, carlos.accountId, 7_00);
    const endToEndId = arrived.json().data.end_to_end_id;

    // The lookup as the service sends it, then how PostgreSQL runs it.
    const { result: found, plan } = await planOfSent(
      t.db,
      () =>
        call(t.app, carlos, {
          method: 'GET',
          url: `/v1/bank/accounts/${carlos.accountId}/pix/received/${endToEndId}`,
        }),
      (sql) => sql.includes("t.kind = 'pix_in'"),
    );
    expect(found.json().data).toMatchObject({ amount_cents: 7_00, refunded_cents: 0 });
    // By the ledger's unique idempotency key: matched by its metadata, PostgreSQL read every
    // credit of the account.
    expect(plan).toMatch(/Index Scan using ledger_transfers_idempotency_key_key/);

    // The refund screen's list: the newest 100 of both sources, newest first.
    const charge = (await createCharge(carlos, { amount_cents: 8_00 })).json().data;
    const paidHere = (await payCode(maria, charge.pixCopiaECola, 8_00)).json().data;
    // And from other customers of this bank, each named in the list.
    const { rows: others } = await t.db.query<{ id: string; holder_name: string }>(
      `SELECT id, display_name AS holder_name FROM accounts WHERE id NOT IN ($1, $2) ORDER BY id LIMIT 3`,
      [carlos.accountId, maria.accountId],
    );
    await t.db.query(
      `INSERT INTO pix_payments (id, account_id, idempotency_key, request_hash, end_to_end_id,
         channel, amount, payee, status, created_at)
       SELECT gen_random_uuid(), payer, 'others:' || n, 'others',
              'E40506070' || lpad(n::text, 12, '0') || 'Others00000', 'key', 100,
              jsonb_build_object('accountId', $1::text), 'completed', now()
         FROM unnest($2::uuid[]) WITH ORDINALITY AS payers(payer, n)`,
      [carlos.accountId, others.map((other) => other.id)],
    );
    const listed = await planOfSent(
      t.db,
      () =>
        call(t.app, carlos, {
          method: 'GET',
          url: `/v1/bank/accounts/${carlos.accountId}/pix/received`,
        }),
      (sql) => sql.includes("t.kind = 'pix_in'"),
    );
    const items: { end_to_end_id: string; received_at: string; payer_name: string }[] =
      listed.result.json().data;
    expect(items).toHaveLength(100);
    expect(items.map((pix) => pix.payer_name)).toEqual(
      expect.arrayContaining(others.map((other) => other.holder_name)),
    );
    // The account, then its payers here at once: not one read per payer.
    expect(listed.sent.filter((sql) => /FROM accounts\b/.test(sql))).toHaveLength(2);
    // The two just received and the thousands' newest, not their oldest.
    const ids = items.map((pix) => pix.end_to_end_id);
    expect(ids).toEqual(
      expect.arrayContaining([
        paidHere.end_to_end_id,
        endToEndId,
        'E00000000000000003000Many0000000',
      ]),
    );
    expect(ids).not.toContain('E00000000000000000001Many0000000');
    const times = items.map((pix) => pix.received_at);
    expect(times).toEqual([...times].sort().reverse());
    // The newest credits in the ledger's order, stopped at 100: sorted by time instead,
    // PostgreSQL read and sorted every Pix of the 90 days.
    expect(listed.plan).toMatch(
      /Limit[^\n]*\n *-> +Index Scan (Backward )?using ledger_transfers_(credit_)?seq/,
    );
  });

  it('refuses an unknown Pix, and one received more than 90 days ago', async () => {
    const unknown = `E40506070${'2'.repeat(12)}${'a'.repeat(11)}`;
    expect((await refund(unknown, 1_00)).json().code).toBe('PIX_RECEIVED_NOT_FOUND');

    const charge = (await createCharge(carlos, { amount_cents: 9_00 })).json().data;
    const paid = (await payCode(maria, charge.pixCopiaECola, 9_00)).json().data;
    clock.advance(90 * DAY - 60_000);
    carlos = { ...(await signIn(t.app, 'carlos@ipe.dev')), deviceKey: carlos.deviceKey };
    expect((await refund(paid.end_to_end_id, 1_00)).statusCode).toBe(201);
    clock.advance(2 * 60_000);
    carlos = { ...(await signIn(t.app, 'carlos@ipe.dev')), deviceKey: carlos.deviceKey };
    expect((await refund(paid.end_to_end_id, 1_00)).json().code).toBe('PIX_REFUND_WINDOW_CLOSED');
  });
});
