import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  enableDevice,
  operatorHeaders,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';

/**
 * The debit card through the real routes: the network (the operator's simulated side) authorizes,
 * settles and reverses; the ledger holds, posts and releases; the holder sees each state.
 */
describe('debit card purchases', () => {
  let t: TestApp;
  let maria: Session;
  let cardId: string;

  const balances = async () => {
    const account = (await t.app.ipe.accounts.byId(t.db, maria.accountId))!;
    const { posted, available } = await t.app.ipe.ledger.balance(account.ledgerAccountId);
    return { posted, available };
  };
  const network = (path: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/interbank/card-purchases${path}`,
      headers: operatorHeaders(t.app),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const authorize = async (amount: number, code = randomUUID()) => {
    const res = await network('', {
      card_id: cardId,
      authorization_code: code,
      merchant: 'Padaria Pão Quente',
      city: 'São Paulo',
      mcc: '5462',
      amount_cents: amount,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      id: string;
      status: string;
      decline_reason: string | null;
      category: string;
    };
  };
  const purchases = async () =>
    (
      await call(t.app, maria, {
        method: 'GET',
        url: `/v1/bank/accounts/${maria.accountId}/card/purchases`,
      })
    ).json().data as Array<{ id: string; status: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    maria = await signIn(t.app, 'maria@ipe.dev');
    const card = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/card`,
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().data).toMatchObject({ status: 'active', brand: 'Elo' });
    expect(card.json().data.masked_number).toMatch(/^•••• •••• •••• \d{4}$/);
    cardId = card.json().data.id;
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).ok).toBe(true);
    await t.close();
  });

  it('an authorization holds the amount, settlement posts it, once', async () => {
    const before = await balances();
    const code = randomUUID();
    const purchase = await authorize(23_45, code);
    expect(purchase).toMatchObject({ status: 'authorized', category: 'groceries' });
    expect(await balances()).toEqual({
      posted: before.posted,
      available: before.available - 23_45,
    });
    // The network sends the same authorization again: the same purchase, nothing held twice.
    expect((await authorize(23_45, code)).id).toBe(purchase.id);
    expect((await balances()).available).toBe(before.available - 23_45);

    const statement = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/statement?limit=1&category=card`,
    });
    expect(statement.json().data.items[0]).toMatchObject({
      title: 'Compra no cartão de débito',
      status: 'pending',
      counterparty_name: 'Padaria Pão Quente',
      category: 'card',
    });

    const settled = await network(`/${purchase.id}/settle`);
    expect(settled.json().data.status).toBe('settled');
    expect(await balances()).toEqual({
      posted: before.posted - 23_45,
      available: before.available - 23_45,
    });
    expect((await network(`/${purchase.id}/settle`)).statusCode).toBe(200);
    expect((await network(`/${purchase.id}/reverse`)).statusCode).toBe(409);
    expect((await purchases()).find((p) => p.id === purchase.id)?.status).toBe('settled');
  });

  it('a reversal releases the hold', async () => {
    const before = await balances();
    const purchase = await authorize(50_00);
    expect((await network(`/${purchase.id}/reverse`)).json().data.status).toBe('reversed');
    expect(await balances()).toEqual(before);
  });

  it('a blocked card and a short balance decline, saying why, and hold nothing', async () => {
    const before = await balances();
    const block = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/card/block`,
    });
    expect(block.json().data.status).toBe('blocked');
    expect(await authorize(10_00)).toMatchObject({
      status: 'declined',
      decline_reason: 'CARD_BLOCKED',
    });
    // Unblocking moves money again: an enabled device is needed (423 without it).
    const refused = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/card/unblock`,
    });
    expect(refused.statusCode).toBe(423);
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    const unblock = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/card/unblock`,
    });
    expect(unblock.json().data.status).toBe('active');
    expect(await authorize(before.available + 1)).toMatchObject({
      status: 'declined',
      decline_reason: 'INSUFFICIENT_FUNDS',
    });
    expect(await balances()).toEqual(before);
  });
});
