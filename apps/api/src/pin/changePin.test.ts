import { randomUUID } from 'node:crypto';
import { encodePin, MESSAGES } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../seed';
import {
  call,
  createTestApp,
  enableDevice,
  signIn,
  testConfig,
  type Session,
  type TestApp,
  operatorHeaders,
} from '../testing/testApp';
import { pinOfEncoded } from './encodedPins';

describe('pinOfEncoded', () => {
  it('reads back every four-digit PIN from its encodePin digest, and nothing else', async () => {
    for (const pin of ['0000', '0042', '1234', '9999']) {
      expect(pinOfEncoded(await encodePin(pin))).toBe(pin);
    }
    expect(pinOfEncoded(await encodePin('12345'))).toBeNull();
    expect(pinOfEncoded(await encodePin('abcd'))).toBeNull();
    expect(pinOfEncoded('a'.repeat(64))).toBeNull();
  });
});

describe('changing the PIN: POST /v1/bank/accounts/{sub}/security/pin', () => {
  let t: TestApp;
  let demoPin: string;
  let padariaId: string;
  const encoded = (pin: string) => encodePin(pin);
  const changePin = (session: Session, body: Record<string, unknown>, sub = session.accountId) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${sub}/security/pin`,
      payload: body,
    });
  const transfer = (session: Session, pin: string, to = padariaId) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/transfers/internal`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { destination: { account_id: to }, amount_cents: 1_00, pin },
    });
  const userRow = async (email: string) =>
    (
      await t.db.query<{ pin_hash: string; pin_failed_attempts: number }>(
        'SELECT pin_hash, pin_failed_attempts FROM users WHERE email = $1',
        [email],
      )
    ).rows[0]!;
  const accountStatus = async (accountId: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM accounts WHERE id = $1', [accountId]))
      .rows[0]!.status;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        rateLimits: {
          ...testConfig().rateLimits,
          loginPerIp: { max: 1_000, windowMs: 60_000 },
        },
      },
    });
    demoPin = await encoded(DEMO_PIN);
    padariaId = (await signIn(t.app, 'carlos@ipe.dev')).accountId;
  });
  afterAll(() => t.close());

  it('needs an enabled device: 423 device_match false otherwise', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    const res = await changePin(maria, { current_pin: demoPin, new_pin: await encoded('2580') });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toEqual({
      code: 'DEVICE_NOT_ENABLED',
      message: MESSAGES.DEVICE_NOT_ENABLED,
      device_match: false,
      user_transaction: true,
      status_account_transaction: true,
    });
    expect((await userRow('maria@ipe.dev')).pin_failed_attempts).toBe(0);
  });

  it('changes the PIN with the current one; the old PIN then moves no money', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    const before = (await userRow('maria@ipe.dev')).pin_hash;
    const newPin = await encoded('2580');

    const res = await changePin(maria, { current_pin: demoPin, new_pin: newPin });
    expect(res.statusCode).toBe(204);
    const after = await userRow('maria@ipe.dev');
    // Kept keyed (docs/decisions/0009-keyed-pin-verifier.md): neither the PIN nor its digest.
    expect(after.pin_hash).toMatch(/^hmac-sha256\$v1\$/);
    expect(after.pin_hash).not.toBe(before);
    const outbox = (
      await t.app.inject({
        method: 'GET',
        headers: operatorHeaders(t.app),
        url: '/dev/outbox?to=maria@ipe.dev&limit=1',
      })
    ).json().data;
    expect(outbox[0].subject).toBe('Seu PIN do Ipê foi trocado');

    expect((await transfer(maria, demoPin)).statusCode).toBe(403);
    expect((await transfer(maria, newPin)).statusCode).toBe(201);
    // Back to the demo PIN for the rest of the file.
    expect((await changePin(maria, { current_pin: newPin, new_pin: demoPin })).statusCode).toBe(
      204,
    );
  });

  it('refuses the same PIN, a repeated-digit PIN and what is not a 4-digit PIN', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');

    const same = await changePin(maria, { current_pin: demoPin, new_pin: demoPin });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      code: 'SAME_PIN',
      message: 'O novo PIN precisa ser diferente do atual.',
    });

    const repeated = await changePin(maria, {
      current_pin: demoPin,
      new_pin: await encoded('1111'),
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toEqual({ new_pin: 'PIN_ALL_SAME_DIGIT' });

    const long = await changePin(maria, {
      current_pin: demoPin,
      new_pin: await encoded('12345'),
    });
    expect(long.json().fields).toEqual({ new_pin: 'PIN_NOT_FOUR_DIGITS' });

    const raw = await changePin(maria, { current_pin: demoPin, new_pin: '2580' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().fields).toHaveProperty('new_pin');

    // A refused new PIN is refused before the current one is checked: no attempt spent.
    const wrongAndWeak = await changePin(maria, {
      current_pin: await encoded('9876'),
      new_pin: await encoded('0000'),
    });
    expect(wrongAndWeak.statusCode).toBe(400);
    expect((await userRow('maria@ipe.dev')).pin_failed_attempts).toBe(0);
  });

  it('counts a wrong current PIN exactly like a transfer: the third locks the PIN (REMAKE_KYC) and 429', async () => {
    const carlos = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, carlos, 'carlos@ipe.dev');
    const wrong = await encoded('9876');
    const body = { current_pin: wrong, new_pin: await encoded('2468') };

    const first = await changePin(carlos, body);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'INVALID_PIN', remaining_attempts: 2 });
    // The transfer's PIN check sees the same count (Carlos signs in to the bakery; he pays João)…
    const joao = await signIn(t.app, 'joao@ipe.dev');
    const onTransfer = await transfer(carlos, wrong, joao.accountId);
    expect(onTransfer.statusCode).toBe(403);
    expect(onTransfer.json().remaining_attempts).toBe(1);
    // …and the third wrong PIN, here, locks Carlos's PIN: the user, not the company's account.
    const third = await changePin(carlos, body);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 'PIN_ATTEMPTS_EXCEEDED', message: 'exceeded_attempts' });
    expect(await accountStatus(carlos.accountId)).toBe('ACTIVE');

    // Even the right PIN changes nothing now.
    const right = await changePin(carlos, { current_pin: demoPin, new_pin: await encoded('2468') });
    expect(right.statusCode).toBe(429);
    const after = await signIn(t.app, 'carlos@ipe.dev');
    expect(after.login.account_status.status_name).toBe('REMAKE_KYC');
  });

  it('a right PIN clears the count of wrong ones, as on transfers', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    const wrong = await changePin(maria, {
      current_pin: await encoded('9876'),
      new_pin: await encoded('1357'),
    });
    expect(wrong.json().remaining_attempts).toBe(2);
    expect((await userRow('maria@ipe.dev')).pin_failed_attempts).toBe(1);
    expect(
      (await changePin(maria, { current_pin: demoPin, new_pin: await encoded('1357') })).statusCode,
    ).toBe(204);
    expect((await userRow('maria@ipe.dev')).pin_failed_attempts).toBe(0);
  });

  it('lets a user without permission to transact change their own PIN', async () => {
    const ana = await signIn(t.app, 'ana@ipe.dev');
    await enableDevice(t.app, ana, 'ana@ipe.dev');
    const res = await changePin(ana, { current_pin: demoPin, new_pin: await encoded('3690') });
    expect(res.statusCode).toBe(204);
  });

  it('is refused for another holder’s account and without a session', async () => {
    const joao = await signIn(t.app, 'joao@ipe.dev');
    await enableDevice(t.app, joao, 'joao@ipe.dev');
    const foreign = await changePin(
      joao,
      { current_pin: demoPin, new_pin: await encoded('2580') },
      padariaId,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ACCOUNT_NOT_FOUND');
    expect((await userRow('joao@ipe.dev')).pin_failed_attempts).toBe(0);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/v1/bank/accounts/${joao.accountId}/security/pin`,
      payload: { current_pin: demoPin, new_pin: await encoded('2580') },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
