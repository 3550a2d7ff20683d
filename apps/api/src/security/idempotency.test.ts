import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_CODES } from '../ledger';
import { DEMO_PIN } from '../seed';
import {
  call,
  createTestApp,
  enableDevice,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';

/**
 * The same Idempotency-Key answers the first answer, refusals included: a client that gave up
 * after "insufficient funds" never pays later by retrying (docs/decisions/0003-idempotency.md).
 */
describe('Idempotency-Key on money movement', () => {
  let t: TestApp;
  let maria: Session;
  let padariaId: string;
  let pin: string;

  const ledgerAccountOf = async (accountId: string) =>
    (
      await t.db.query<{ ledger_account_id: string }>(
        'SELECT ledger_account_id FROM accounts WHERE id = $1',
        [accountId],
      )
    ).rows[0]!.ledger_account_id;
  const balance = async (accountId: string) =>
    (await t.app.ipe.ledger.balance(await ledgerAccountOf(accountId))).available;
  const transfer = (amount: number, key: string) =>
    call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/transfers/internal`,
      headers: { 'idempotency-key': key },
      payload: { destination: { account_id: padariaId }, amount_cents: amount, pin },
    });

  beforeAll(async () => {
    t = await createTestApp();
    pin = await encodePin(DEMO_PIN);
    padariaId = (await signIn(t.app, 'carlos@ipe.dev')).accountId;
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
  });
  afterAll(() => t.close());

  it('a key refused for insufficient funds answers the refusal again once money arrives', async () => {
    const available = await balance(maria.accountId);
    const key = randomUUID();
    const first = await transfer(available + 1, key);
    expect(first.statusCode).toBe(422);
    expect(first.json().code).toBe('INSUFFICIENT_FUNDS');

    // A Pix arrives: now the same request would fit.
    await t.app.ipe.ledger.transfer({
      idempotencyKey: `test-pix-in:${randomUUID()}`,
      debitAccountId: (await t.app.ipe.ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement)).id,
      creditAccountId: await ledgerAccountOf(maria.accountId),
      amount: 10_000,
      kind: 'pix_in',
    });
    const padariaBefore = await balance(padariaId);
    const retry = await transfer(available + 1, key);
    expect(retry.statusCode).toBe(422);
    expect(retry.json()).toEqual(first.json());
    expect(await balance(maria.accountId)).toBe(available + 10_000);
    expect(await balance(padariaId)).toBe(padariaBefore);

    // The same key for another amount is a conflict; a new key is a new payment.
    expect((await transfer(available, key)).statusCode).toBe(409);
    const fresh = await transfer(available + 1, randomUUID());
    expect(fresh.statusCode).toBe(201);
    expect(await balance(padariaId)).toBe(padariaBefore + available + 1);
  });

  it('a key that posted answers the same receipt, and moves nothing twice', async () => {
    const key = randomUUID();
    const first = await transfer(150, key);
    expect(first.statusCode).toBe(201);
    const before = await balance(maria.accountId);
    const again = await transfer(150, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await balance(maria.accountId)).toBe(before);
  });
});
