import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as PasswordHashing from '../auth/passwordHashing';
import { verifySecret } from '../auth/passwordHashing';
import { DEMO_PIN } from '../seed';
import {
  call,
  createTestApp,
  enableDevice,
  operatorHeaders,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';

// Counts how many PINs are really verified (docs/decisions/0001-pin-attempts.md).
vi.mock('../auth/passwordHashing', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHashing>();
  return { ...original, verifySecret: vi.fn(original.verifySecret) };
});

/**
 * The PIN limit holds whatever the concurrency, and a lockout belongs to the user: it locks that
 * person on every account they operate, no one else, and never lowers a stronger account status
 * (docs/security/threat-model.md).
 */
describe('PIN attempts', () => {
  let t: TestApp;
  let rightPin: string;
  let wrongPins: string[];
  let padariaId: string;

  const transfer = (session: Session, pin: string, destination: string, key = randomUUID()) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/transfers/internal`,
      headers: { 'idempotency-key': key },
      payload: { destination: { account_id: destination }, amount_cents: 1, pin },
    });
  const user = async (email: string) =>
    (
      await t.db.query<{ pin_failed_attempts: number; pin_locked_at: Date | null }>(
        'SELECT pin_failed_attempts, pin_locked_at FROM users WHERE email = $1',
        [email],
      )
    ).rows[0]!;
  const accountStatus = async (id: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM accounts WHERE id = $1', [id]))
      .rows[0]!.status;
  const unlock = (email: string) =>
    t.db.query('UPDATE users SET pin_failed_attempts = 0, pin_locked_at = NULL WHERE email = $1', [
      email,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    rightPin = await encodePin(DEMO_PIN);
    wrongPins = await Promise.all(
      ['9876', '1111', '2580', '0852', '1357', '2468', '7531', '8642', '3690', '9630', '4567'].map(
        (pin) => encodePin(pin),
      ),
    );
    padariaId = (await signIn(t.app, 'carlos@ipe.dev')).accountId;
  });
  afterAll(() => t.close());

  describe('under concurrency', () => {
    // As the attack was measured: 14 bursts on PostgreSQL; fewer on the single-connection PGlite.
    const bursts = process.env.DATABASE_URL ? 14 : 4;

    it(`evaluates at most three guesses in each of ${bursts} bursts of 11 wrong PINs and 1 right`, async () => {
      const maria = await signIn(t.app, 'maria@ipe.dev');
      await enableDevice(t.app, maria, 'maria@ipe.dev');
      let posted = 0;
      for (let burst = 0; burst < bursts; burst++) {
        await unlock('maria@ipe.dev');
        vi.mocked(verifySecret).mockClear();
        const pins = [...wrongPins];
        pins.splice(burst % 12, 0, rightPin);
        const answers = await Promise.all(pins.map((pin) => transfer(maria, pin, padariaId)));
        const statuses = answers.map((answer) => answer.statusCode);

        const succeeded = statuses.filter((status) => status === 201).length;
        const evaluated = vi.mocked(verifySecret).mock.calls.length;
        expect(succeeded).toBeLessThanOrEqual(1);
        // Three guesses at most before the lock. The right PIN gets in only as one of them, and
        // a success ends that lock period (as for a person who mistyped twice, then got it right),
        // so at most three more wrong ones may follow it: never the twelve evaluated before.
        expect(evaluated).toBeLessThanOrEqual(succeeded ? 6 : 3);
        // 423: the request was let in after the lock was set (consult mode for this user).
        expect(statuses.every((status) => [201, 403, 423, 429].includes(status))).toBe(true);
        expect((await user('maria@ipe.dev')).pin_failed_attempts).toBeLessThanOrEqual(3);
        posted += succeeded;
      }
      expect(posted).toBeLessThanOrEqual(bursts);
      await unlock('maria@ipe.dev');
    });

    it('locks the PIN when a burst of wrong PINs goes past the limit, with two 403s at most', async () => {
      const maria = await signIn(t.app, 'maria@ipe.dev');
      await enableDevice(t.app, maria, 'maria@ipe.dev');
      vi.mocked(verifySecret).mockClear(); // the sign-in verified a password
      const answers = await Promise.all(wrongPins.map((pin) => transfer(maria, pin, padariaId)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(2);
      expect(
        statuses.filter((status) => status === 429 || status === 423).length,
      ).toBeGreaterThanOrEqual(9);
      expect(vi.mocked(verifySecret).mock.calls.length).toBeLessThanOrEqual(3);
      expect((await user('maria@ipe.dev')).pin_locked_at).not.toBeNull();
      // Locked: even the right PIN moves nothing.
      expect((await transfer(maria, rightPin, padariaId)).statusCode).toBe(423);
      await unlock('maria@ipe.dev');
    });
  });

  describe('belong to the user', () => {
    it('a lockout locks the person on every account they operate, and no one else', async () => {
      const carlos = await signIn(t.app, 'carlos@ipe.dev');
      await enableDevice(t.app, carlos, 'carlos@ipe.dev');
      const maria = await signIn(t.app, 'maria@ipe.dev');
      expect((await transfer(carlos, wrongPins[0]!, maria.accountId)).statusCode).toBe(403);
      expect((await transfer(carlos, wrongPins[1]!, maria.accountId)).statusCode).toBe(403);
      const third = await transfer(carlos, wrongPins[2]!, maria.accountId);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ code: 'PIN_ATTEMPTS_EXCEEDED', message: 'exceeded_attempts' });

      // The bakery itself is as it was: ACTIVE for its other operators, and it still receives.
      expect(await accountStatus(padariaId)).toBe('ACTIVE');
      const ana = await signIn(t.app, 'ana@ipe.dev');
      expect(ana.login.account_status).toMatchObject({ status: 1, status_name: 'ACTIVE' });
      await enableDevice(t.app, maria, 'maria@ipe.dev');
      expect((await transfer(maria, rightPin, padariaId)).statusCode).toBe(201);

      // Carlos sees REMAKE_KYC on the bakery and on his personal account, and moves nothing.
      const again = await signIn(t.app, 'carlos@ipe.dev');
      expect(again.login.account_status).toMatchObject({ status: 4, status_name: 'REMAKE_KYC' });
      expect(again.login.accounts.map((a) => (a as { status_name?: string }).status_name)).toEqual([
        'REMAKE_KYC',
        'REMAKE_KYC',
      ]);
      const personal = again.login.accounts.find((a) => a.account_id !== padariaId)!;
      expect(await accountStatus(personal.account_id)).toBe('ACTIVE');
      const locked = await transfer(carlos, rightPin, maria.accountId);
      expect(locked.statusCode).toBe(423);
      expect(locked.json()).toMatchObject({ status_account_transaction: false });
      await unlock('carlos@ipe.dev');
    });

    it('only the operator ends a lockout, and then the right PIN moves money again', async () => {
      const maria = await signIn(t.app, 'maria@ipe.dev');
      await enableDevice(t.app, maria, 'maria@ipe.dev');
      for (const pin of wrongPins.slice(0, 3)) await transfer(maria, pin, padariaId);
      expect((await user('maria@ipe.dev')).pin_locked_at).not.toBeNull();
      const unlock = (headers: Record<string, string>, email = 'maria@ipe.dev') =>
        t.app.inject({
          method: 'POST',
          url: '/admin/users/pin-unlock',
          headers,
          payload: { email },
        });
      expect((await unlock({})).statusCode).toBe(401);
      expect((await unlock(operatorHeaders(t.app), 'ninguem@ipe.dev')).statusCode).toBe(404);
      expect((await unlock(operatorHeaders(t.app))).statusCode).toBe(204);
      expect(await user('maria@ipe.dev')).toEqual({ pin_failed_attempts: 0, pin_locked_at: null });
      const again = await signIn(t.app, 'maria@ipe.dev');
      expect(again.login.account_status).toMatchObject({ status: 1, status_name: 'ACTIVE' });
      expect((await transfer(maria, rightPin, padariaId)).statusCode).toBe(201);
    });

    it('never lowers a stronger status: a BLOCKED account stays BLOCKED and keeps refusing money', async () => {
      const pedro = await signIn(t.app, 'pedro@ipe.dev');
      await enableDevice(t.app, pedro, 'pedro@ipe.dev');
      const changePin = (pin: string) =>
        call(t.app, pedro, {
          method: 'POST',
          url: `/v1/bank/accounts/${pedro.accountId}/security/pin`,
          payload: { current_pin: pin, new_pin: wrongPins[5]! },
        });
      expect((await changePin(wrongPins[0]!)).statusCode).toBe(403);
      expect((await changePin(wrongPins[1]!)).statusCode).toBe(403);
      expect((await changePin(wrongPins[2]!)).statusCode).toBe(429);

      expect(await accountStatus(pedro.accountId)).toBe('BLOCKED');
      const again = await signIn(t.app, 'pedro@ipe.dev');
      expect(again.login.account_status).toMatchObject({ status: 5, status_name: 'BLOCKED' });
      const maria = await signIn(t.app, 'maria@ipe.dev');
      await enableDevice(t.app, maria, 'maria@ipe.dev');
      const refused = await transfer(maria, rightPin, pedro.accountId);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('DESTINATION_UNAVAILABLE');
    });
  });
});
