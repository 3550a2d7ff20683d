import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../seed';
import {
  call,
  createTestApp,
  enableDevice,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';

interface AccountRow {
  id: string;
  branch: string;
  number: string;
  document: string;
  display_name: string;
  status: string;
  ledger_account_id: string;
}

/** Transfers between accounts of this bank (transfer/contaQyon), through the one payment flow. */
describe('same-bank transfers', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let accounts: AccountRow[];

  const accountOf = (name: RegExp) => accounts.find((row) => name.test(row.display_name))!;
  const find = (body: Record<string, unknown>) =>
    call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/transfers/same-bank/recipients`,
      payload: body,
    });
  const transfer = (body: Record<string, unknown>, key = randomUUID()) =>
    call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/transfers/same-bank`,
      headers: { 'idempotency-key': key },
      payload: { pin, amount_cents: 1_00, ...body },
    });
  const available = async (ledgerAccountId: string) =>
    (await t.app.ipe.ledger.balance(ledgerAccountId)).available;

  beforeAll(async () => {
    t = await createTestApp();
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    accounts = (await t.db.query<AccountRow>('SELECT * FROM accounts')).rows;
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('finds an account by branch and account, or its holder by CPF or CNPJ', async () => {
    const padaria = accountOf(/Padaria/);
    const byAccount = await find({ branch: padaria.branch, account: padaria.number });
    expect(byAccount.statusCode).toBe(200);
    expect(byAccount.json().data).toEqual([
      {
        name: padaria.display_name,
        document: expect.stringMatching(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/),
        branch: padaria.branch,
        account: padaria.number,
      },
    ]);
    const byDocument = await find({ document: padaria.document });
    expect(byDocument.json().data).toEqual(byAccount.json().data);
  });

  it('finds nothing for the caller itself, a blocked account, or nobody, and says no more', async () => {
    const own = accounts.find((row) => row.id === maria.accountId)!;
    const blocked = accounts.find((row) => row.status === 'BLOCKED')!;
    for (const body of [
      { branch: own.branch, account: own.number },
      { branch: blocked.branch, account: blocked.number },
      { document: '93541134780' },
    ]) {
      const res = await find(body);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('DESTINATION_NOT_FOUND');
    }
    expect((await find({ document: '123' })).json()).toMatchObject({
      fields: { document: 'DOCUMENT_INVALID' },
    });
    // Neither a document nor a whole account: the document is asked for.
    expect((await find({ branch: '0001' })).json()).toMatchObject({
      fields: { document: 'REQUIRED' },
    });
  });

  it('moves the money at once, once per Idempotency-Key, with a receipt and a statement line', async () => {
    const padaria = accountOf(/Padaria/);
    const own = accounts.find((row) => row.id === maria.accountId)!;
    const [payerBefore, payeeBefore] = [
      await available(own.ledger_account_id),
      await available(padaria.ledger_account_id),
    ];
    const key = randomUUID();
    const body = {
      branch: padaria.branch,
      account: padaria.number,
      amount_cents: 12_00,
      description: 'Pães',
    };
    const res = await transfer(body, key);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      channel: 'account',
      status: 'completed',
      amount_cents: 12_00,
      payee: { name: padaria.display_name, branch: padaria.branch, account: padaria.number },
    });
    const replay = await transfer(body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(res.json().data.id);
    expect(await available(own.ledger_account_id)).toBe(payerBefore - 12_00);
    expect(await available(padaria.ledger_account_id)).toBe(payeeBefore + 12_00);

    const statement = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/statement?limit=1`,
    });
    expect(statement.json().data.items[0]).toMatchObject({
      title: 'Transferência enviada',
      kind: 'internal_transfer',
      description: 'Pães',
      pix_payment_id: res.json().data.id,
    });
  });

  it('refuses a blocked account and a wrong PIN, and moves nothing', async () => {
    const blocked = accounts.find((row) => row.status === 'BLOCKED')!;
    const own = accounts.find((row) => row.id === maria.accountId)!;
    const before = await available(own.ledger_account_id);
    const res = await transfer({ branch: blocked.branch, account: blocked.number });
    expect(res.json().code).toBe('DESTINATION_UNAVAILABLE');
    const padaria = accountOf(/Padaria/);
    const wrong = await transfer({
      branch: padaria.branch,
      account: padaria.number,
      pin: await encodePin('9999'),
    });
    expect(wrong.statusCode).toBe(403);
    expect(await available(own.ledger_account_id)).toBe(before);
  });
});
