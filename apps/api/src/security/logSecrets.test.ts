import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_TOTP_SECRET } from '../seed';
import {
  call,
  createTestApp,
  lastEmailedCode,
  login,
  sessionHeaders,
  solveCaptcha,
  type LoginAnswerBody,
  type Session,
  type TestApp,
} from '../testing/testApp';

/**
 * "No secret, token, PIN or password ever logged": the whole log of a customer's session at the
 * most verbose level — a failed and a good sign-in, a device enabled with an e-mailed code, a
 * transfer refused for a wrong PIN and one posted — must not contain any of the secrets that went
 * through it, nor the hashes the server keeps of them.
 */
describe('the log of a sign-in, device enable and transfer holds no secret', () => {
  let t: TestApp;
  const lines: string[] = [];
  const secrets: Record<string, string> = {};
  /** Six-digit codes: checked as whole numbers so a timestamp cannot match by chance. */
  const codes: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ logStream: stream, config: { logLevel: 'trace' } });

    const wrongPassword = `Errada#${randomUUID().slice(0, 8)}`;
    const wrongAltcha = await solveCaptcha(t.app);
    const refused = await login(t.app, {
      email: 'maria@ipe.dev',
      password: wrongPassword,
      altcha: wrongAltcha,
    });
    expect(refused.statusCode).toBe(401);

    const altcha = await solveCaptcha(t.app);
    const signedIn = await login(t.app, {
      email: 'maria@ipe.dev',
      password: DEMO_PASSWORD,
      altcha,
    });
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json<LoginAnswerBody>();
    const maria: Session = {
      token: body.token,
      accountId: body.account_status.account_id,
      deviceKey: `aparelho-secreto-${randomUUID()}`,
      login: body,
    };

    const challenge = await t.app.inject({
      method: 'POST',
      url: '/otp/v1/devices/challenges',
      headers: sessionHeaders(maria),
      payload: { channel: 'email' },
    });
    expect(challenge.statusCode).toBe(201);
    const code = await lastEmailedCode(t.app, 'maria@ipe.dev');
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/otp/v1/devices/enable',
      headers: sessionHeaders(maria),
      payload: { challenge_id: challenge.json().data.challenge_id, code },
    });
    expect(enabled.statusCode).toBe(200);

    // The bakery's account (an active one) receives both attempts.
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT m.account_id AS id FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE u.email = 'carlos@ipe.dev'`,
    );
    const pin = await encodePin(DEMO_PIN);
    const wrongPin = await encodePin('9876');
    const transfer = (pinSent: string) =>
      call(t.app, maria, {
        method: 'POST',
        url: `/v1/bank/accounts/${maria.accountId}/transfers/internal`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { destination: { account_id: rows[0]!.id }, amount_cents: 1_00, pin: pinSent },
      });
    expect((await transfer(wrongPin)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await transfer(pin)).statusCode).toBe(201);

    const stored = await t.db.query<{ password_hash: string; pin_hash: string }>(
      'SELECT password_hash, pin_hash FROM users WHERE email = $1',
      ['maria@ipe.dev'],
    );
    Object.assign(secrets, {
      password: DEMO_PASSWORD,
      'wrong password': wrongPassword,
      'password hash': stored.rows[0]!.password_hash,
      'PIN hash': stored.rows[0]!.pin_hash,
      'encoded PIN': pin,
      'encoded wrong PIN': wrongPin,
      token: maria.token,
      'device key': maria.deviceKey,
      'altcha payload': altcha,
      'refused altcha payload': wrongAltcha,
      'TOTP secret': DEMO_TOTP_SECRET,
    });
    codes.push(code);
  });
  afterAll(() => t.close());

  it('captured the requests, each with its request id', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const urls = entries.map((e) => (e.req as { url?: string } | undefined)?.url ?? '');
    for (const route of [
      '/v3/public/bank/login',
      '/otp/v1/devices/enable',
      '/transfers/internal',
    ]) {
      expect(
        urls.some((url) => url.includes(route)),
        route,
      ).toBe(true);
    }
    const requestLines = entries.filter((e) => e.req || e.res);
    expect(requestLines.length).toBeGreaterThan(10);
    for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
  });

  it('holds no password, PIN, hash of either, token, device key, altcha payload or OTP code', () => {
    const all = lines.join('\n');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(4);
      expect(all.includes(secret), `${name} is in the log`).toBe(false);
    }
    for (const code of codes) {
      expect(new RegExp(`(?<![0-9])${code}(?![0-9])`).test(all), 'OTP code is in the log').toBe(
        false,
      );
    }
    expect(all).not.toContain(`"${DEMO_PIN}"`);
  });
});
