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
 * Fees charged as the money moves (docs/architecture/fees.md), through the real routes: the
 * Padaria (a company) pays R$ 1,00 per Pix it sends and R$ 1,90 per boleto of its own paid; Maria
 * (a person) pays no Pix fee. A fee and what it is for move together or not at all.
 */
describe('fees charged', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let padaria: Session;

  const pix = (session: Session, key: string, amount: number) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/pix/payments/key`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { key, amount_cents: amount, pin },
    });
  const statementLines = async (session: Session) => {
    const res = await call(t.app, session, {
      method: 'GET',
      url: `/v1/bank/accounts/${session.accountId}/statement?category=fee`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as Array<Record<string, unknown>>;
  };
  const accountNumber = async (session: Session) => {
    const { rows } = await t.db.query<{ branch: string; account: string }>(
      'SELECT branch, number AS account FROM accounts WHERE id = $1',
      [session.accountId],
    );
    return rows[0]!;
  };
  const feeRevenue = async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM ledger_accounts WHERE code = 'bank.fee_revenue'",
    );
    return (await t.app.ipe.ledger.balance(rows[0]!.id)).posted;
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { interbank: { latencyMs: 0, rejectionPercent: 0 } } });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    // Carlos's sign-in opens the Padaria's account first.
    padaria = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, padaria, 'carlos@ipe.dev');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('charges a company R$ 1,00 with each Pix it sends, and the statement shows the fee', async () => {
    const before = await availableBalance(t, padaria.accountId);
    const revenue = await feeRevenue();
    // To another bank: reserved with the payment, posted when the SPI accepts it.
    const res = await pix(padaria, '+55 21 99876-5432', 10_00);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'completed',
      amount_cents: 10_00,
      fee_cents: 1_00,
    });
    expect(await availableBalance(t, padaria.accountId)).toBe(before - 11_00);
    expect(await feeRevenue()).toBe(revenue + 1_00);
    const [fee] = await statementLines(padaria);
    expect(fee).toMatchObject({
      kind: 'fee',
      category: 'fee',
      title: 'Tarifa',
      description: 'Pix enviado',
      direction: 'debit',
      amount_cents: 1_00,
      status: 'posted',
    });
    // The receipt says it too.
    const receipt = await call(t.app, padaria, {
      method: 'GET',
      url: `/v1/bank/accounts/${padaria.accountId}/pix/payments/${res.json().data.id}`,
    });
    expect(receipt.json().data.fee_cents).toBe(1_00);
  });

  it('charges a person nothing for a Pix', async () => {
    const before = await availableBalance(t, maria.accountId);
    const res = await pix(maria, '+55 21 99876-5432', 10_00);
    expect(res.json().data).toMatchObject({ status: 'completed', fee_cents: 0 });
    expect(await availableBalance(t, maria.accountId)).toBe(before - 10_00);
    expect(await statementLines(maria)).toEqual([]);
  });

  it('refuses a Pix whose fee does not fit, moving nothing; pays it when both fit', async () => {
    // Leave the Padaria R$ 5,00 by a same-bank transfer to Maria (free, not a Pix).
    const keep = 5_00;
    const drain = (await availableBalance(t, padaria.accountId)) - keep;
    const moved = await call(t.app, padaria, {
      method: 'POST',
      url: `/v1/bank/accounts/${padaria.accountId}/transfers/same-bank`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { pin, amount_cents: drain, ...(await accountNumber(maria)) },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().data.fee_cents).toBe(0);
    const revenue = await feeRevenue();

    const short = await pix(padaria, 'maria@ipe.dev', keep);
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await availableBalance(t, padaria.accountId)).toBe(keep);
    expect(await feeRevenue()).toBe(revenue);

    const fits = await pix(padaria, 'maria@ipe.dev', keep - 1_00);
    expect(fits.json().data).toMatchObject({ status: 'completed', fee_cents: 1_00 });
    expect(await availableBalance(t, padaria.accountId)).toBe(0);
    expect(await feeRevenue()).toBe(revenue + 1_00);
  });

  it('gives the fee back with a Pix the other bank rejects', async () => {
    expect((await pix(maria, '11222333000181', 50_00)).statusCode).toBe(201);
    const before = await availableBalance(t, padaria.accountId);
    const revenue = await feeRevenue();
    const closed = await pix(padaria, 'carla.ribeiro@exemplo.com.br', 7_00);
    expect(closed.json().code).toBe('PIX_REJECTED_ACCOUNT_CLOSED');
    expect(await availableBalance(t, padaria.accountId)).toBe(before);
    expect(await feeRevenue()).toBe(revenue);
  });

  it('charges the Padaria R$ 1,90 for each of its boletos paid, here or at another bank', async () => {
    const issue = async () => {
      const res = await call(t.app, padaria, {
        method: 'POST',
        url: `/v1/bank/accounts/${padaria.accountId}/pix/due-charges`,
        payload: {
          key: '11222333000181',
          amount_cents: 40_00,
          due_date: '2099-12-31',
          payer_name: 'Maria Oliveira Santos',
          payer_document: '52998224725',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.boleto.linhaDigitavel as string;
    };
    const before = await availableBalance(t, padaria.accountId);
    const paidHere = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/boletos/payments`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { line: await issue(), amount_cents: 40_00, pin },
    });
    expect(paidHere.statusCode, paidHere.body).toBe(201);
    expect(await availableBalance(t, padaria.accountId)).toBe(before + 40_00 - 1_90);

    const paidElsewhere = await t.app.inject({
      method: 'POST',
      url: '/admin/boletos/paid',
      headers: operatorHeaders(t.app),
      payload: { line: await issue() },
    });
    expect(paidElsewhere.statusCode, paidElsewhere.body).toBe(201);
    expect(await availableBalance(t, padaria.accountId)).toBe(before + 2 * (40_00 - 1_90));
    const fees = (await statementLines(padaria)).filter(
      (line) => line.description === 'Boleto emitido e pago',
    );
    expect(fees.map((line) => line.amount_cents)).toEqual([1_90, 1_90]);
  });
});
