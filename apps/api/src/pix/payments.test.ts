import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterbankSimulator, type Spi } from '../interbank';
import { DEMO_PIN } from '../seed';
import {
  call,
  createTestApp,
  enableDevice,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { usageDrift } from '../testing/pixLimitUsage';
import { planOfSent } from '../testing/plans';
import { createPixPayments } from './payments';

/** Outgoing Pix through the real routes: sign-in, device, PIN, ledger and the simulated SPI. */
describe('paying a Pix', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let carlos: Session;

  const byKey = (session: Session, body: Record<string, unknown>, key = randomUUID()) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/pix/payments/key`,
      headers: { 'idempotency-key': key },
      payload: { amount_cents: 1_00, pin, ...body },
    });
  const byBankData = (session: Session, body: Record<string, unknown>, key = randomUUID()) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/pix/payments/bank-data`,
      headers: { 'idempotency-key': key },
      payload: { amount_cents: 1_00, pin, account_type: 'checking', ...body },
    });
  const balance = async (accountId: string) => {
    const { rows } = await t.db.query<{ ledger_account_id: string }>(
      'SELECT ledger_account_id FROM accounts WHERE id = $1',
      [accountId],
    );
    return t.app.ipe.ledger.balance(rows[0]!.ledger_account_id);
  };
  const available = async (accountId: string) => (await balance(accountId)).available;

  beforeAll(async () => {
    t = await createTestApp({ config: { interbank: { latencyMs: 0, rejectionPercent: 0 } } });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    // Carlos's sign-in opens the Padaria first; his personal account is the other one.
    const padaria = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, padaria, 'carlos@ipe.dev');
    carlos = padaria;
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    // Paid, refused, rejected by the SPI: each window's usage is still its payments' sum.
    expect(await usageDrift(t.db)).toEqual([]);
    await t.close();
  });

  it('pays a customer of this bank by key at once, and both balances move', async () => {
    const { rows } = await t.db.query<{ account_id: string }>(
      "SELECT account_id FROM pix_keys WHERE key = 'carlos@ipe.dev'",
    );
    const carlosAccount = rows[0]!.account_id;
    const [payerBefore, payeeBefore] = [
      await available(maria.accountId),
      await available(carlosAccount),
    ];
    const res = await byKey(maria, {
      key: 'Carlos@Ipe.dev',
      amount_cents: 25_00,
      description: '  Almoço  ',
    });
    expect(res.statusCode).toBe(201);
    const payment = res.json().data;
    expect(payment).toMatchObject({
      channel: 'key',
      status: 'completed',
      reason: null,
      amount_cents: 2500,
      description: 'Almoço',
      payer: {
        name: 'Maria Oliveira Santos',
        document: '***.982.247-**',
        institution: { ispb: '40506070', name: 'Ipê Banco Digital S.A.' },
      },
      payee: {
        name: 'Carlos Eduardo Ramos',
        document: '***.533.447-**',
        institution: { ispb: '40506070' },
        branch: null,
        account: null,
        key_type: 'email',
        key: 'carlos@ipe.dev',
      },
    });
    expect(payment.end_to_end_id).toMatch(/^E40506070\d{12}[0-9A-Za-z]{11}$/);
    expect(await available(maria.accountId)).toBe(payerBefore - 2500);
    // Its row names the ledger transfer that moved the money, chosen before it was posted.
    const named = await t.db.query<{ amount: number; idempotency_key: string }>(
      `SELECT t.amount, t.idempotency_key FROM pix_payments p
         JOIN ledger_transfers t ON t.id = p.ledger_transfer_id WHERE p.id = $1`,
      [payment.id],
    );
    expect(named.rows).toEqual([{ amount: 2500, idempotency_key: `pix:${payment.id}` }]);
    expect(await available(carlosAccount)).toBe(payeeBefore + 2500);

    // The receipt, from the payer's side only.
    const receipt = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/${payment.id}`,
    });
    expect(receipt.json().data).toEqual(payment);
    const foreign = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/payments/${payment.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('PIX_PAYMENT_NOT_FOUND');

    // Both statements name it: sent on one side, received on the other.
    const statement = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/statement?limit=1`,
    });
    expect(statement.json().data.items[0]).toMatchObject({
      title: 'Pix enviado',
      description: 'Almoço',
      kind: 'pix',
      signed_amount_cents: -2500,
      counterparty: { holder_name: 'Carlos Eduardo Ramos' },
    });
  });

  it('pays another bank in two phases: the reserve posts when the SPI accepts', async () => {
    const before = await balance(maria.accountId);
    const res = await byKey(maria, { key: '+55 21 99876-5432', amount_cents: 10_00 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'completed',
      payee: {
        name: 'Bruno Carvalho Lima',
        institution: { ispb: '60701190', name: 'ITAÚ UNIBANCO S.A.' },
      },
    });
    const after = await balance(maria.accountId);
    expect(after.posted).toBe(before.posted - 1000);
    expect(after.pendingDebits).toBe(before.pendingDebits);
  });

  it('voids the reserve when the other bank rejects, and says why', async () => {
    const before = await balance(maria.accountId);
    const closed = await byKey(maria, { key: 'carla.ribeiro@exemplo.com.br', amount_cents: 7_00 });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ code: 'PIX_REJECTED_ACCOUNT_CLOSED' });
    const paymentId = closed.json().payment_id;
    expect(await balance(maria.accountId)).toEqual(before);

    const receipt = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/${paymentId}`,
    });
    expect(receipt.json().data).toMatchObject({
      status: 'rejected',
      reason: 'PIX_REJECTED_ACCOUNT_CLOSED',
    });

    // Bank data with a document that is not the holder's: refused by the receiving bank.
    const wrongDocument = await byBankData(maria, {
      ispb: '60701190',
      branch: '0421',
      account: '9876-5',
      document: '123.456.789-09',
    });
    expect(wrongDocument.json().code).toBe('PIX_REJECTED_WRONG_DOCUMENT');
    expect(await balance(maria.accountId)).toEqual(before);
  });

  it('pays by bank data: another bank through the SPI, this bank in the ledger', async () => {
    const res = await byBankData(maria, {
      ispb: '60701190',
      branch: '0421',
      account: '9876-5',
      document: '871.234.560-17',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      channel: 'bank_data',
      status: 'completed',
      payee: { name: null, document: '***.234.560-**', branch: '0421', account: '98765' },
    });

    const padaria = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}`,
    });
    const { branch, number } = padaria.json().data;
    const own = await byBankData(maria, {
      ispb: '40506070',
      branch,
      account: number,
      document: '11.222.333/0001-81',
    });
    expect(own.json().data).toMatchObject({
      status: 'completed',
      payee: { name: 'Padaria Ipê Amarelo Ltda', document: '11.222.333/0001-81' },
    });
    // The right account with another holder's document is not found (and says no more).
    const mismatch = await byBankData(maria, {
      ispb: '40506070',
      branch,
      account: number,
      document: '52998224725',
    });
    expect(mismatch.json().code).toBe('DESTINATION_NOT_FOUND');
  });

  it('answers a retry with the first payment, and a reused key for another one with 409', async () => {
    const key = randomUUID();
    const before = await available(maria.accountId);
    const first = await byKey(
      maria,
      { key: 'ana.moreira@exemplo.com.br', amount_cents: 3_00 },
      key,
    );
    const again = await byKey(
      maria,
      { key: 'ana.moreira@exemplo.com.br', amount_cents: 3_00 },
      key,
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.end_to_end_id).toBe(first.json().data.end_to_end_id);
    expect(await available(maria.accountId)).toBe(before - 300);

    const other = await byKey(
      maria,
      { key: 'ana.moreira@exemplo.com.br', amount_cents: 4_00 },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('answers a retry with the first payment even after the key it paid is deleted', async () => {
    const evp = '3f6c1a52-9b1e-4d27-8f0a-6c2d9e4b7a15';
    const { rows } = await t.db.query<{ account_id: string }>(
      'SELECT account_id FROM pix_keys WHERE key = $1',
      [evp],
    );
    const carlosAccount = rows[0]!.account_id;
    const idempotencyKey = randomUUID();
    const [payerBefore, payeeBefore] = [
      await available(maria.accountId),
      await available(carlosAccount),
    ];
    const first = await byKey(maria, { key: evp, amount_cents: 7_00 }, idempotencyKey);
    expect(first.statusCode).toBe(201);

    // Carlos deletes the key; a retry of the payment made is still that payment, not a 404.
    await t.db.query('DELETE FROM pix_keys WHERE key = $1', [evp]);
    try {
      const again = await byKey(maria, { key: evp, amount_cents: 7_00 }, idempotencyKey);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.end_to_end_id).toBe(first.json().data.end_to_end_id);
      const other = await byKey(maria, { key: evp, amount_cents: 8_00 }, idempotencyKey);
      expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
      const fresh = await byKey(maria, { key: evp, amount_cents: 7_00 });
      expect(fresh.json().code).toBe('PIX_KEY_NOT_FOUND');
    } finally {
      await t.db.query("INSERT INTO pix_keys (key, key_type, account_id) VALUES ($1, 'evp', $2)", [
        evp,
        carlosAccount,
      ]);
    }
    expect(await available(maria.accountId)).toBe(payerBefore - 7_00);
    expect(await available(carlosAccount)).toBe(payeeBefore + 7_00);
  });

  it('pays no one when a key it knew moved to another account or its account stopped receiving', async () => {
    const evp = '3f6c1a52-9b1e-4d27-8f0a-6c2d9e4b7a15';
    const { rows } = await t.db.query<{ account_id: string; other: string; status: string }>(
      `SELECT k.account_id, (SELECT status FROM accounts WHERE id = k.account_id) AS status,
              (SELECT a.id FROM accounts a WHERE a.id NOT IN (k.account_id, $2)
                ORDER BY a.id LIMIT 1) AS other
         FROM pix_keys k WHERE k.key = $1`,
      [evp, maria.accountId],
    );
    const { account_id: owner, other, status } = rows[0]!;
    const paymentsOf = async (idempotencyKey: string) =>
      (await t.db.query('SELECT id FROM pix_payments WHERE idempotency_key = $1', [idempotencyKey]))
        .rows.length;
    // Read once: the server knows the key's account for a while (knownPixKeys).
    expect((await byKey(maria, { key: evp, amount_cents: 1_00 })).statusCode).toBe(201);
    const before = await Promise.all([maria.accountId, owner, other].map(available));

    await t.db.query('UPDATE pix_keys SET account_id = $2 WHERE key = $1', [evp, other]);
    try {
      // The PIN is told first; then the key, read again with the money, names someone else.
      const wrongPin = await byKey(maria, { key: evp, pin: await encodePin('9876') });
      expect(wrongPin.json()).toMatchObject({ code: 'INVALID_PIN' });
      const moved = randomUUID();
      const res = await byKey(maria, { key: evp, amount_cents: 2_00 }, moved);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('PIX_KEY_NOT_FOUND');
      expect(await paymentsOf(moved)).toBe(0);
    } finally {
      await t.db.query('UPDATE pix_keys SET account_id = $2 WHERE key = $1', [evp, owner]);
    }

    await t.db.query("UPDATE accounts SET status = 'BLOCKED' WHERE id = $1", [owner]);
    try {
      const blocked = randomUUID();
      const res = await byKey(maria, { key: evp, amount_cents: 3_00 }, blocked);
      expect(res.json().code).toBe('DESTINATION_UNAVAILABLE');
      expect(await paymentsOf(blocked)).toBe(0);
    } finally {
      await t.db.query('UPDATE accounts SET status = $2 WHERE id = $1', [owner, status]);
    }
    expect(await Promise.all([maria.accountId, owner, other].map(available))).toEqual(before);
  });

  it('refuses bad input where it belongs and moves nothing', async () => {
    const before = await balance(maria.accountId);
    const bad = await byKey(maria, {
      key: 'fulano@',
      amount_cents: 0,
      description: 'x'.repeat(141),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      key: 'PIX_KEY_EMAIL_INVALID',
      amount_cents: 'AMOUNT_INVALID',
      description: 'TOO_LONG',
    });
    expect((await byKey(maria, { key: 'ninguem@exemplo.com.br' })).json().code).toBe(
      'PIX_KEY_NOT_FOUND',
    );
    expect((await byKey(maria, { key: 'maria@ipe.dev' })).json().code).toBe('SAME_ACCOUNT');
    const tooMuch = await byKey(maria, { key: 'carlos@ipe.dev', amount_cents: 999_999_999_99 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');
    const wrongPin = await byKey(maria, { key: 'carlos@ipe.dev', pin: await encodePin('9876') });
    expect(wrongPin.json()).toMatchObject({ code: 'INVALID_PIN', remaining_attempts: 2 });
    await byKey(maria, { key: 'carlos@ipe.dev' }); // the right PIN resets the counter
    const bankData = await byBankData(maria, {
      ispb: '99999998',
      branch: '12',
      account: 'x',
      document: '111',
    });
    expect(bankData.json().fields).toEqual({
      branch: 'BRANCH_INVALID',
      account: 'ACCOUNT_NUMBER_INVALID',
      document: 'DOCUMENT_INVALID',
    });
    const unknownBank = await byBankData(maria, {
      ispb: '99999998',
      branch: '0001',
      account: '1-0',
      document: '52998224725',
    });
    expect(unknownBank.json().fields).toEqual({ ispb: 'INVALID' });
    expect((await balance(maria.accountId)).posted).toBe(before.posted - 100);
  });

  it('keeps no payment for a wrong PIN: the same Idempotency-Key with the right PIN pays once', async () => {
    // The row is written beside the PIN's check and taken back when it fails (decision 0017).
    const before = await available(maria.accountId);
    const key = randomUUID();
    const body = { key: 'carlos@ipe.dev', amount_cents: 3_00 };
    const rows = async () =>
      (
        await t.db.query<{ status: string }>(
          'SELECT status FROM pix_payments WHERE account_id = $1 AND idempotency_key = $2',
          [maria.accountId, key],
        )
      ).rows;
    const wrong = await byKey(maria, { ...body, pin: await encodePin('9876') }, key);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PIN' });
    expect(await rows()).toEqual([]);
    const right = await byKey(maria, body, key);
    expect(right.statusCode).toBe(201);
    expect(await rows()).toEqual([{ status: 'completed' }]);
    expect(await available(maria.accountId)).toBe(before - 3_00);
  });

  it('answers Pix sent together each on its own: a repeat pays once, a short one is kept refused', async () => {
    // A person's Pix goes through the ledger's batch (docs/decisions/0014): these three are
    // gated, recorded and posted together, each with its own answer.
    const before = await available(maria.accountId);
    const key = randomUUID();
    const shortKey = randomUUID();
    const body = { key: 'ana.moreira@exemplo.com.br', amount_cents: 2_00 };
    const short = { key: 'carlos@ipe.dev', amount_cents: before + 1 };
    const [first, repeat, refused] = await Promise.all([
      byKey(maria, body, key),
      byKey(maria, body, key),
      byKey(maria, short, shortKey),
    ]);
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    expect(repeat.json().data.id).toBe(first.json().data.id);
    // Over the balance (and the limit too: the balance is said first), and kept as refused.
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
    const paymentId = refused.json().payment_id as string;
    expect(paymentId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await byKey(maria, short, shortKey);
    expect(again.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', payment_id: paymentId });
    expect(await available(maria.accountId)).toBe(before - 2_00);
    const { rows } = await t.db.query<{ status: string; n: string; named: string }>(
      `SELECT status, count(*) AS n, count(ledger_transfer_id) AS named FROM pix_payments
        WHERE account_id = $1 AND idempotency_key IN ($2, $3) GROUP BY status ORDER BY status`,
      [maria.accountId, key, shortKey],
    );
    // The refused one names no transfer: none was posted for it.
    expect(rows.map((row) => [row.status, Number(row.n), Number(row.named)])).toEqual([
      ['completed', 1, 1],
      ['refused', 1, 0],
    ]);
  });

  it('lets through exactly the payments the balance covers when they race', async () => {
    const start = await available(carlos.accountId);
    const amount = Math.floor(start / 3) + 1; // two fit, the third does not
    // Three at once: the PIN check lets as many in flight as it has attempts (pinService.ts).
    const answers = await Promise.all(
      ['carlos@ipe.dev', '+5521998765432', 'maria@ipe.dev'].map((key) =>
        byKey(carlos, { key, amount_cents: amount }),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 422]);
    expect(answers.find((res) => res.statusCode === 422)!.json().code).toBe('INSUFFICIENT_FUNDS');
    // The Padaria is a company: each Pix also pays its R$ 1,00 fee, with it.
    expect(await available(carlos.accountId)).toBe(start - 2 * (amount + 1_00));
  });

  it('finds a receipt by its id however many payments the account made', async () => {
    // Thousands of Pix from one account, as a company's through the Pix API: none counts for
    // a limit (no windows), none was received by anyone (not completed).
    await t.db.query(
      `INSERT INTO pix_payments (id, account_id, idempotency_key, request_hash, end_to_end_id,
         channel, amount, payee, status, created_at)
       SELECT gen_random_uuid(), $1, 'many:' || g, 'many', 'E40506070' || lpad(g::text, 12, '0')
              || 'Many0000000', 'key', 100, '{}', 'rejected', now()
         FROM generate_series(1, 3000) g`,
      [maria.accountId],
    );
    await t.db.query('ANALYZE pix_payments');
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM pix_payments WHERE idempotency_key = 'many:1500'",
    );
    // The receipt's lookup as the service sends it, then how PostgreSQL runs it.
    const { result: found, plan } = await planOfSent(
      t.db,
      () => createPixPayments(t.app.ipe).get(maria.accountId, rows[0]!.id),
      (sql) => sql.includes('FROM pix_payments'),
    );
    expect(found.id).toBe(rows[0]!.id);
    // By its primary key: compared as text, PostgreSQL read every payment of the account.
    expect(plan).toMatch(/Index Scan using pix_payments_pkey/);
    // What is no id names no payment.
    const unknown = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/not-an-id`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PIX_PAYMENT_NOT_FOUND');
  });
});

describe('a payment interrupted between reserve and SPI', () => {
  it('keeps the reserve until it is settled, once, with the same end-to-end id', async () => {
    const t = await createTestApp({ config: { interbank: { latencyMs: 0, rejectionPercent: 0 } } });
    try {
      const orders: string[] = [];
      const simulator = createInterbankSimulator();
      let crash = true;
      const spi: Spi = {
        async settle(order) {
          orders.push(order.endToEndId);
          if (crash) throw new Error('process stopped');
          return simulator.spi.settle(order);
        },
      };
      const ctx = { ...t.app.ipe, interbank: { ...t.app.ipe.interbank, spi } };
      const payments = createPixPayments(ctx);
      const { rows } = await t.db.query<{ id: string; ledger_account_id: string }>(
        "SELECT id, ledger_account_id FROM accounts WHERE document = '52998224725'",
      );
      const maria = rows[0]!;
      const before = await t.app.ipe.ledger.balance(maria.ledger_account_id);
      const request = {
        accountId: maria.id,
        recipient: { key: { type: 'phone' as const, key: '+5521998765432' } },
        amount: 5_00,
        idempotencyKey: 'crash-test-1',
      };
      await expect(payments.pay(request)).rejects.toThrow('process stopped');
      const reserved = await t.app.ipe.ledger.balance(maria.ledger_account_id);
      expect(reserved.pendingDebits).toBe(before.pendingDebits + 500);

      crash = false;
      expect(await payments.settleInterrupted(new Date(Date.now() + 1000))).toBe(1);
      const { payment, replayed } = await payments.pay(request);
      expect(replayed).toBe(true);
      expect(payment.status).toBe('completed');
      expect(new Set(orders).size).toBe(1);
      const after = await t.app.ipe.ledger.balance(maria.ledger_account_id);
      expect(after.posted).toBe(before.posted - 500);
      expect(after.pendingDebits).toBe(before.pendingDebits);
    } finally {
      await t.close();
    }
  });
});
