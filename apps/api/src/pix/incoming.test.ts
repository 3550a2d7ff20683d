import { isEndToEndId } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../testing/testApp';

describe('POST /admin/pix/incoming: a Pix from another bank arrives', () => {
  let t: TestApp;
  let maria: { accountId: string; ledgerAccountId: string; branch: string; number: string };

  const receive = (payload: Record<string, unknown>, token = t.app.ipe.adminToken) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/pix/incoming',
      headers: { 'x-admin-token': token },
      payload: { branch: maria.branch, number: maria.number, ...payload },
    });
  const posted = async () => (await t.app.ipe.ledger.balance(maria.ledgerAccountId)).posted;

  beforeAll(async () => {
    t = await createTestApp();
    const session = await signIn(t.app, 'maria@ipe.dev');
    const { rows } = await t.db.query<{
      ledger_account_id: string;
      branch: string;
      number: string;
    }>('SELECT ledger_account_id, branch, number FROM accounts WHERE id = $1', [session.accountId]);
    maria = {
      accountId: session.accountId,
      ledgerAccountId: rows[0]!.ledger_account_id,
      branch: rows[0]!.branch,
      number: rows[0]!.number,
    };
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).ok).toBe(true);
    await t.close();
  });

  it('credits the account once per end-to-end id, with the payer and message in the statement', async () => {
    const before = await posted();
    const res = await receive({ amount: 15_000, payer: 1, description: 'Almoço de sexta' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(isEndToEndId(data.end_to_end_id)).toBe(true);
    // The payer's participant (Itaú, ISPB 60701190) opens the id.
    expect(data.end_to_end_id.slice(1, 9)).toBe('60701190');
    expect(data).toMatchObject({ amount: 15_000, replayed: false });
    expect(await posted()).toBe(before + 15_000);

    // The SPI repeats a message: the same id and content replay; the same id with other content
    // is refused, and neither credits again.
    const message = { payer: 1, description: 'Almoço de sexta', end_to_end_id: data.end_to_end_id };
    const again = await receive({ amount: 15_000, ...message });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.replayed).toBe(true);
    const altered = await receive({ amount: 99_000, ...message });
    expect(altered.statusCode).toBe(409);
    expect(altered.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await posted()).toBe(before + 15_000);

    const session = await signIn(t.app, 'maria@ipe.dev');
    const statement = await call(t.app, session, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/statement?limit=5`,
    });
    expect(statement.json().data.items[0]).toMatchObject({
      title: 'Pix recebido',
      description: 'Almoço de sexta',
      amount_cents: 15_000,
      direction: 'credit',
    });
  });

  it('is the operator’s only, and refuses an unknown account or a bad amount with codes', async () => {
    expect((await receive({ amount: 100 }, 'x'.repeat(64))).statusCode).toBe(401);
    const unknown = await receive({ amount: 100, number: '999999-9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ACCOUNT_NOT_FOUND');
    const zero = await receive({ amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toEqual({ amount: 'INVALID' });
  });
});
