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

/** Favourites through the real routes: saved from a payment, searched, renamed, paid, removed. */
describe('Pix favourites', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let carlos: Session;

  const base = (session: Session) => `/v1/bank/accounts/${session.accountId}/pix`;
  const payByKey = async (key: string, amount = 1_00) => {
    const res = await call(t.app, maria, {
      method: 'POST',
      url: `${base(maria)}/payments/key`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { key, amount_cents: amount, pin },
    });
    return res.json().data as { id: string; status: string };
  };
  const save = (paymentId: string, nickname: string, session = maria) =>
    call(t.app, session, {
      method: 'POST',
      url: `${base(session)}/favorites`,
      payload: { payment_id: paymentId, nickname },
    });
  const list = async (q?: string, session = maria) =>
    (
      await call(t.app, session, {
        method: 'GET',
        url: `${base(session)}/favorites${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
      })
    ).json().data as Array<Record<string, unknown>>;
  const payFavorite = (favoriteId: string, amount: number, key = randomUUID()) =>
    call(t.app, maria, {
      method: 'POST',
      url: `${base(maria)}/payments/favorite`,
      headers: { 'idempotency-key': key },
      payload: { favorite_id: favoriteId, amount_cents: amount, pin },
    });

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

  it('saves whoever a completed payment paid, once, and pays them again by key', async () => {
    const payment = await payByKey('carlos@ipe.dev');
    const saved = await save(payment.id, '  Carlos da padaria ');
    expect(saved.statusCode).toBe(201);
    const favorite = saved.json().data;
    expect(favorite).toMatchObject({
      nickname: 'Carlos da padaria',
      channel: 'key',
      name: 'Carlos Eduardo Ramos',
      key: 'carlos@ipe.dev',
      branch: null,
      account: null,
      same_bank: true,
      institution: { ispb: '40506070' },
    });

    // The same recipient, from another payment: already saved.
    const again = await save((await payByKey('carlos@ipe.dev')).id, 'Outro nome');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FAVORITE_ALREADY_SAVED');

    const paid = await payFavorite(favorite.id, 3_33);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({
      channel: 'key',
      status: 'completed',
      amount_cents: 3_33,
      payee: { key: 'carlos@ipe.dev' },
    });
  });

  it('lists by name and searches nickname and name without accents', async () => {
    const ana = await payByKey('ana.moreira@exemplo.com.br');
    expect((await save(ana.id, 'Ana (aluguel)')).statusCode).toBe(201);
    expect((await list()).map((entry) => entry.nickname)).toEqual([
      'Ana (aluguel)',
      'Carlos da padaria',
    ]);
    expect((await list('ALUGUEL')).map((entry) => entry.nickname)).toEqual(['Ana (aluguel)']);
    expect((await list('eduardo')).map((entry) => entry.nickname)).toEqual(['Carlos da padaria']);
    expect((await list('beatríz')).map((entry) => entry.nickname)).toEqual(['Ana (aluguel)']);
    expect(await list('ninguém')).toEqual([]);
  });

  it('pays a bank-data favourite with the data it was saved with', async () => {
    const res = await call(t.app, maria, {
      method: 'POST',
      url: `${base(maria)}/payments/bank-data`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        ispb: '60701190',
        branch: '0421',
        account: '9876-5',
        account_type: 'checking',
        document: '87123456017',
        amount_cents: 2_00,
        pin,
      },
    });
    expect(res.json().data.status).toBe('completed');
    const favorite = (await save(res.json().data.id, 'Bruno')).json().data;
    expect(favorite).toMatchObject({
      channel: 'bank_data',
      branch: '0421',
      account: '98765',
      document: '***.234.560-**',
      same_bank: false,
    });
    const paid = await payFavorite(favorite.id, 4_00);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({ channel: 'bank_data', status: 'completed' });
  });

  it('renames and removes; another account sees none of it', async () => {
    const [first] = await list('aluguel');
    const id = first!.id as string;
    expect((await list(undefined, carlos)).length).toBe(0);
    const stranger = await call(t.app, carlos, {
      method: 'PATCH',
      url: `${base(carlos)}/favorites/${id}`,
      payload: { nickname: 'Meu' },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await payFavorite(id, 1_00)).statusCode).toBe(201);

    const renamed = await call(t.app, maria, {
      method: 'PATCH',
      url: `${base(maria)}/favorites/${id}`,
      payload: { nickname: 'Ana Beatriz' },
    });
    expect(renamed.json().data.nickname).toBe('Ana Beatriz');
    const tooLong = await call(t.app, maria, {
      method: 'PATCH',
      url: `${base(maria)}/favorites/${id}`,
      payload: { nickname: 'x'.repeat(41) },
    });
    expect(tooLong.json()).toMatchObject({ fields: { nickname: 'TOO_LONG' } });

    const removed = await call(t.app, maria, {
      method: 'DELETE',
      url: `${base(maria)}/favorites/${id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list('ana')).length).toBe(0);
    expect((await payFavorite(id, 1_00)).json().code).toBe('FAVORITE_NOT_FOUND');
  });

  it('refuses to save a payment that did not complete, or is not the account’s', async () => {
    const closed = await call(t.app, maria, {
      method: 'POST',
      url: `${base(maria)}/payments/key`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { key: 'carla.ribeiro@exemplo.com.br', amount_cents: 1_00, pin },
    });
    const paymentId = closed.json().payment_id as string;
    const res = await save(paymentId, 'Carla');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { payment_id: 'INVALID' } });
    expect((await save(paymentId, 'Carla', carlos)).json().code).toBe('PIX_PAYMENT_NOT_FOUND');
  });
});
