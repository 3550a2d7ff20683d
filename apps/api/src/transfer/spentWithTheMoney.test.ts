import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../auth/passwordHashing';
import { DEMO_PIN } from '../seed';
import {
  availableBalance,
  call,
  createTestApp,
  enableDevice,
  signIn,
  transactionHash,
  type Session,
  type TestApp,
} from '../testing/testApp';

const url = (session: Session) => `/v1/bank/accounts/${session.accountId}/transfers/internal`;

/**
 * The request's transaction hash and its PIN attempt are spent in the transaction that moves (or
 * refuses) the money, never apart from it: docs/decisions/0013-transaction-hash-spent-with-the-money.md.
 */
describe('a transfer spends its hash and PIN attempt with the money', () => {
  let t: TestApp;
  let pin: string;
  let padariaId: string;
  const transfer = (session: Session, body: Record<string, unknown>) =>
    call(t.app, session, {
      method: 'POST',
      url: url(session),
      headers: { 'idempotency-key': randomUUID() },
      payload: { destination: { account_id: padariaId }, amount_cents: 1_00, pin, ...body },
    });
  const balance = (accountId: string) => availableBalance(t, accountId);

  /**
   * Two requests with one hash: `body`, then `replayBody` (by default a good transfer), as a
   * replay of the first with its body changed. Both pay `to` (by default the bakery).
   */
  const twice = async (
    session: Session,
    body: Record<string, unknown>,
    { replayBody = {}, to = padariaId }: { replayBody?: Record<string, unknown>; to?: string } = {},
  ) => {
    const hash = await transactionHash(t.app, session.accountId, 'POST', url(session));
    const send = (extra: Record<string, unknown>) =>
      call(t.app, session, {
        method: 'POST',
        url: url(session),
        headers: { 'idempotency-key': randomUUID(), transaction_hash: hash },
        payload: { destination: { account_id: to }, amount_cents: 1_00, pin, ...extra },
      });
    const first = await send(body);
    return { first, replay: await send(replayBody) };
  };
  const attempts = async (email: string) =>
    (
      await t.db.query<{ pin_failed_attempts: number }>(
        'SELECT pin_failed_attempts FROM users WHERE email = $1',
        [email],
      )
    ).rows[0]!.pin_failed_attempts;
  let maria: Session;
  afterAll(() => t.close());

  beforeAll(async () => {
    t = await createTestApp();
    pin = await encodePin(DEMO_PIN);
    padariaId = (await signIn(t.app, 'carlos@ipe.dev')).accountId;
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
  });

  it("a wrong PIN counts its attempt and spends the hash, in the refused transfer's commit", async () => {
    const { first, replay } = await twice(maria, { pin: await encodePin('9876') });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'INVALID_PIN', remaining_attempts: 2 });
    expect(await attempts('maria@ipe.dev')).toBe(1);
    // The replay (now with the right PIN) is refused for its hash. Maria's seeded verifier is
    // argon2id, checked apart only once the hash is spent: no PIN is evaluated.
    expect(replay.json().code).toBe('TRANSACTION_HASH_INVALID');
    expect(await attempts('maria@ipe.dev')).toBe(1);
    // The right PIN gives the attempts back.
    expect((await transfer(maria, {})).statusCode).toBe(201);
    expect(await attempts('maria@ipe.dev')).toBe(0);
  });

  it('a keyed PIN is judged with the hash: a replay answers for its hash and its guess counts', async () => {
    // The right PIN upgrades the seeded verifier to the keyed one the batch checks itself.
    expect((await transfer(maria, {})).statusCode).toBe(201);
    const verifier = await t.db.query<{ pin_hash: string }>(
      'SELECT pin_hash FROM users WHERE email = $1',
      ['maria@ipe.dev'],
    );
    expect(verifier.rows[0]!.pin_hash).toMatch(/^hmac-sha256\$v1\$/);
    const before = await balance(padariaId);
    const { first, replay } = await twice(
      maria,
      {},
      { replayBody: { pin: await encodePin('9876') } },
    );
    expect(first.statusCode).toBe(201);
    // The hash, first in order, answers: the PIN's verdict never shows under a spent hash, but
    // the guess reached the money's transaction and is counted there (decision 0013).
    expect(replay.json().code).toBe('TRANSACTION_HASH_INVALID');
    expect(await attempts('maria@ipe.dev')).toBe(1);
    expect(await balance(padariaId)).toBe(before + 1_00);
    expect((await transfer(maria, {})).statusCode).toBe(201);
    expect(await attempts('maria@ipe.dev')).toBe(0);
  });

  it('a transfer the ledger refuses spends its hash', async () => {
    const { first, replay } = await twice(maria, { amount_cents: 999_999_999_99 });
    expect(first.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(replay.json().code).toBe('TRANSACTION_HASH_INVALID');
  });

  it('a request refused before its money moves spends its hash before it answers', async () => {
    for (const [body, status] of [
      [{ destination: { account_id: '00000000-0000-4000-8000-000000000000' } }, 404],
      [{ amount_cents: 'cem' }, 400],
      [{ pin: '1234' }, 400],
    ] as const) {
      const before = await balance(padariaId);
      // The same hash on a good transfer afterwards moves nothing.
      const { first, replay } = await twice(maria, body);
      expect(first.statusCode).toBe(status);
      expect(replay.statusCode).toBe(403);
      expect(replay.json().code).toBe('TRANSACTION_HASH_INVALID');
      expect(await balance(padariaId)).toBe(before);
    }
  });

  it('an old (argon2id) verifier is checked apart, upgraded, and the money moves once', async () => {
    const carlos = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, carlos, 'carlos@ipe.dev');
    await t.db.query('UPDATE users SET pin_hash = $2 WHERE email = $1', [
      'carlos@ipe.dev',
      await hashSecret(pin),
    ]);
    const wrong = await twice(carlos, { pin: await encodePin('9876') }, { to: maria.accountId });
    expect(wrong.first.json()).toMatchObject({ code: 'INVALID_PIN', remaining_attempts: 2 });
    expect(wrong.replay.json().code).toBe('TRANSACTION_HASH_INVALID');
    expect(await attempts('carlos@ipe.dev')).toBe(1);
    const before = await balance(maria.accountId);
    const { first, replay } = await twice(carlos, {}, { to: maria.accountId });
    expect(first.statusCode).toBe(201);
    expect(replay.json().code).toBe('TRANSACTION_HASH_INVALID');
    expect(await balance(maria.accountId)).toBe(before + 1_00);
    const { rows } = await t.db.query<{ pin_hash: string; pin_failed_attempts: number }>(
      'SELECT pin_hash, pin_failed_attempts FROM users WHERE email = $1',
      ['carlos@ipe.dev'],
    );
    expect(rows[0]).toMatchObject({ pin_hash: expect.stringMatching(/^hmac-sha256\$v1\$/) });
    expect(rows[0]!.pin_failed_attempts).toBe(0);
  });

  it("a Pix by key spends them in the payment's transaction, and a repeat answers only to the right PIN", async () => {
    const pixUrl = `/v1/bank/accounts/${maria.accountId}/pix/payments/key`;
    const payments = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            'SELECT count(*) AS n FROM pix_payments WHERE account_id = $1',
            [maria.accountId],
          )
        ).rows[0]!.n,
      );
    const pay = (body: Record<string, unknown>, key: string, hash?: string) =>
      call(t.app, maria, {
        method: 'POST',
        url: pixUrl,
        headers: { 'idempotency-key': key, ...(hash ? { transaction_hash: hash } : {}) },
        payload: { key: '11222333000181', amount_cents: 1_00, pin, ...body },
      });
    const before = await payments();
    const hash = await transactionHash(t.app, maria.accountId, 'POST', pixUrl);
    const wrong = await pay({ pin: await encodePin('9876') }, randomUUID(), hash);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PIN', remaining_attempts: 2 });
    expect(await attempts('maria@ipe.dev')).toBe(1);
    expect(await payments()).toBe(before);
    expect((await pay({}, randomUUID(), hash)).json().code).toBe('TRANSACTION_HASH_INVALID');

    const key = randomUUID();
    expect((await pay({}, key)).statusCode).toBe(201);
    expect(await attempts('maria@ipe.dev')).toBe(0);
    const repeatedWrong = await pay({ pin: await encodePin('9876') }, key);
    expect(repeatedWrong.json()).toMatchObject({ code: 'INVALID_PIN', remaining_attempts: 2 });
    const repeated = await pay({}, key);
    expect(repeated.statusCode).toBe(201);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(await payments()).toBe(before + 1);
  });
});
