import { randomUUID } from 'node:crypto';
import { consultReason, encodePin, isConsultMode, mapHttpError, MESSAGES } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN, DEMO_SIGN_INS } from '../seed';
import {
  call,
  createTestApp,
  enableDevice,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';

/** The internal transfer route behind the real sign-in, device, permission and PIN checks. */
describe('money movement through the real checks', () => {
  let t: TestApp;
  let pin: string;
  let padariaId: string;
  const transfer = (session: Session, body: Record<string, unknown>, key = randomUUID()) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/transfers/internal`,
      headers: { 'idempotency-key': key },
      payload: { destination: { account_id: padariaId }, amount_cents: 1_00, pin, ...body },
    });
  const balance = async (accountId: string) => {
    const { rows } = await t.db.query<{ ledger_account_id: string }>(
      'SELECT ledger_account_id FROM accounts WHERE id = $1',
      [accountId],
    );
    return (await t.app.ipe.ledger.balance(rows[0]!.ledger_account_id)).posted;
  };

  beforeAll(async () => {
    t = await createTestApp();
    pin = await encodePin(DEMO_PIN);
    padariaId = (await signIn(t.app, 'carlos@ipe.dev')).accountId;
  });
  afterAll(() => t.close());

  it('moves money from an enabled device with the right PIN', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    const before = await balance(padariaId);
    const res = await transfer(maria, { amount_cents: 2_50, description: 'Pão de queijo' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'posted', amount_cents: 250 });
    expect(await balance(padariaId)).toBe(before + 250);

    // snake_case like the rest of the API: the old camelCase body is a 400 with field errors.
    const camel = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/transfers/internal`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { destination: { accountId: padariaId }, amountCents: 1_00, pin },
    });
    expect(camel.statusCode).toBe(400);
    expect(camel.json().fields).toHaveProperty('amount_cents');
    expect(await balance(padariaId)).toBe(before + 250);
  });

  it('answers 423 device_match false from a device not enabled', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    const res = await transfer(maria, {});
    expect(res.statusCode).toBe(423);
    expect(res.json()).toEqual({
      code: 'DEVICE_NOT_ENABLED',
      message: MESSAGES.DEVICE_NOT_ENABLED,
      device_match: false,
      user_transaction: true,
      status_account_transaction: true,
    });
  });

  it('answers 423 user_transaction false to a user without permission', async () => {
    const ana = await signIn(t.app, 'ana@ipe.dev');
    await enableDevice(t.app, ana, 'ana@ipe.dev');
    const res = await call(t.app, ana, {
      method: 'POST',
      url: `/v1/bank/accounts/${ana.accountId}/transfers/internal`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        destination: { account_id: (await signIn(t.app, 'maria@ipe.dev')).accountId },
        amount_cents: 100,
        pin,
      },
    });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toEqual({
      code: 'USER_TRANSACTIONS_NOT_ALLOWED',
      message: MESSAGES.NO_PERMISSION,
      device_match: true,
      user_transaction: false,
      status_account_transaction: true,
    });
  });

  it('answers 423 status_account_transaction false for consult-mode and blocked accounts', async () => {
    for (const email of ['joao@ipe.dev', 'pedro@ipe.dev']) {
      const session = await signIn(t.app, email);
      await enableDevice(t.app, session, email);
      const before = await balance(session.accountId);
      const res = await transfer(session, {});
      expect(res.statusCode, email).toBe(423);
      expect(res.json()).toMatchObject({
        code: 'ACCOUNT_TRANSACTIONS_NOT_ALLOWED',
        message: MESSAGES.NO_PERMISSION,
        device_match: true,
        user_transaction: true,
        status_account_transaction: false,
      });
      expect(await balance(session.accountId)).toBe(before);
    }
  });

  it('answers 503 while the operator has transfers switched off', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    const admin = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/services/transfer',
        headers: { 'x-admin-token': t.app.ipe.adminToken },
        payload: { enabled },
      });
    await admin(false);
    const res = await transfer(maria, {});
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    await admin(true);
    expect((await transfer(maria, {})).statusCode).toBe(201);
  });

  it('counts wrong PINs: the third locks the user’s PIN (REMAKE_KYC for them) and answers 429 exceeded_attempts', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    const wrong = await encodePin('9999');
    const before = await balance(maria.accountId);

    const first = await transfer(maria, { pin: wrong });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'INVALID_PIN', remaining_attempts: 2 });
    // A right PIN in between resets the count.
    expect((await transfer(maria, {})).statusCode).toBe(201);
    expect((await transfer(maria, { pin: wrong })).json().remaining_attempts).toBe(2);
    expect((await transfer(maria, { pin: wrong })).json()).toMatchObject({
      remaining_attempts: 1,
      message: 'PIN incorreto. Você tem mais 1 tentativa.',
    });
    const third = await transfer(maria, { pin: wrong });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 'PIN_ATTEMPTS_EXCEEDED', message: 'exceeded_attempts' });
    expect(mapHttpError(429, third.json(), { publicCall: false })).toMatchObject({
      reason: 'pin-attempts-exceeded',
      navigateTo: '/status?accountStatus=REMAKE_KYC',
    });

    expect((await signIn(t.app, 'maria@ipe.dev')).login.account_status).toMatchObject({
      status: 4,
      status_name: 'REMAKE_KYC',
    });
    const after = await transfer(maria, {});
    expect(after.statusCode).toBe(423);
    expect(after.json().status_account_transaction).toBe(false);
    expect(await balance(maria.accountId)).toBe(before - 100);
  });

  it('speaks the web app’s contract: @ipe/domain reads these answers as SPEC §4/§8 say', async () => {
    const ana = await signIn(t.app, 'ana@ipe.dev');
    const joao = await signIn(t.app, 'joao@ipe.dev');
    const carlos = await signIn(t.app, 'carlos@ipe.dev');
    expect(isConsultMode(joao.login.account_status)).toBe(true);
    expect(isConsultMode(carlos.login.account_status, { idSession: 'x' })).toBe(false);
    const refused = await transfer(ana, {});
    expect(mapHttpError(refused.statusCode, refused.json(), { publicCall: false })).toMatchObject({
      reason: 'device-not-enabled',
    });
    await enableDevice(t.app, ana, 'ana@ipe.dev');
    const noPermission = await transfer(ana, {});
    expect(
      mapHttpError(noPermission.statusCode, noPermission.json(), { publicCall: false }),
    ).toMatchObject({
      reason: 'no-permission',
    });
    const expired = await call(
      t.app,
      { ...ana, token: 'x' },
      { method: 'GET', url: '/phoenix/bank/v1/account' },
    );
    expect(mapHttpError(expired.statusCode, expired.json(), { publicCall: false }).kind).toBe(
      'logout',
    );
  });

  it.each(DEMO_SIGN_INS.map(({ email }) => email))(
    'the consult banner and the server agree for %s, before and after enabling the device',
    async (email) => {
      const session = await signIn(t.app, email);
      const agree = async (idSession: string | null) => {
        // The status the app would store: a fresh one, as after the device was enabled.
        const status = (await signIn(t.app, email)).login.account_status;
        const reason = consultReason(status, { idSession });
        const answer = await transfer({ ...session }, {});
        const flags = answer.json<Record<string, unknown>>();
        if (reason === null && !status.unique_id_key_hash && !idSession) {
          // SPEC §4: with no device ever registered the app operates; the server still wants
          // this device enabled before money moves, and its 423 says so (docs/product).
          expect(answer.statusCode).toBe(423);
          expect(flags.device_match).toBe(false);
          return;
        }
        if (reason === null) {
          expect(answer.statusCode, JSON.stringify(flags)).not.toBe(423);
          return;
        }
        expect(answer.statusCode).toBe(423);
        const serverReason = !flags.status_account_transaction
          ? 'account'
          : !flags.user_transaction
            ? 'user'
            : 'device';
        expect(serverReason).toBe(reason);
      };
      await agree(null);
      const idSession = await enableDevice(t.app, session, email);
      await agree(idSession);
    },
  );

  it('refuses a PIN that is not the encoded form', async () => {
    const carlos = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, carlos, 'carlos@ipe.dev');
    const res = await transfer(carlos, {
      pin: '1234',
      destination: { account_id: (await signIn(t.app, 'joao@ipe.dev')).accountId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('pin');
  });
});
