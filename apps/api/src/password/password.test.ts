import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed';
import {
  call,
  createTestApp,
  lastEmailedCode,
  login,
  signIn,
  solveCaptcha,
  testConfig,
  type Session,
  type TestApp,
  operatorHeaders,
} from '../testing/testApp';
import { createTestClock } from '../testing/testClock';

const FORGOT = '/v3/public/bank/password/forgot';
const RESET = '/v3/public/bank/password/reset';
const INVALID_CODE = { code: 'INVALID_RESET_CODE', message: 'Código inválido ou expirado.' };

describe('passwords: forgotten (e-mailed code) and changed while signed in', () => {
  let t: TestApp;
  const clock = createTestClock();
  // Each request comes from its own address, so the per-IP limit is only met where tested.
  let ip = 10;
  const nextIp = () => `198.51.100.${ip++}`;

  const forgot = async (email: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: FORGOT,
      payload: { email, altcha: await solveCaptcha(t.app) },
      remoteAddress,
    });
  const reset = (email: string, code: string, newPassword: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: RESET,
      payload: { email, code, new_password: newPassword },
      remoteAddress,
    });
  const outboxOf = async (email: string) =>
    (
      await t.app.inject({
        method: 'GET',
        headers: operatorHeaders(t.app),
        url: `/dev/outbox?to=${encodeURIComponent(email)}`,
      })
    ).json<{ data: { subject: string; text: string }[] }>().data;
  const canSignIn = async (email: string, password: string) =>
    (await login(t.app, { email, password, altcha: await solveCaptcha(t.app) }, {})).statusCode ===
    200;
  const stillSignedIn = async (session: Session) =>
    (await call(t.app, session, { method: 'GET', url: `/v1/bank/accounts/${session.accountId}` }))
      .statusCode;
  const changePassword = (session: Session, body: Record<string, unknown>) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/security/password`,
      payload: body,
    });

  // Everything the server logs, at its most verbose, to prove no password or code is in it.
  const logs = new PassThrough();
  let logText = '';
  logs.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));

  beforeAll(async () => {
    const base = testConfig().rateLimits;
    t = await createTestApp({
      clock,
      logStream: logs,
      config: {
        logLevel: 'trace',
        rateLimits: {
          ...base,
          // Tests sign in often from one address; the limits under test are set low.
          loginPerIp: { max: 1_000, windowMs: 60_000 },
          loginPerEmail: { max: 1_000, windowMs: 60_000 },
          recoveryPerIp: { max: 4, windowMs: 60_000 },
          recoveryPerEmail: { max: 8, windowMs: 60_000 },
          passwordChangePerUser: { max: 6, windowMs: 60_000 },
        },
      },
    });
  });
  afterAll(() => t.close());

  describe('forgot', () => {
    it('answers 202 { sent: true } and e-mails a 6-digit code, keeping only its digest', async () => {
      const res = await forgot(' Maria@IPE.dev ');
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ data: { sent: true } });
      const [mail] = await outboxOf('maria@ipe.dev');
      const code = await lastEmailedCode(t.app, 'maria@ipe.dev');
      expect(mail!.text).toContain(`código ${code}`);
      expect(mail!.text).toContain('15 minutos');
      const { rows } = await t.db.query<{ code_digest: string; attempts: number }>(
        `SELECT code_digest, attempts FROM password_reset_codes r JOIN users u ON u.id = r.user_id
          WHERE u.email = 'maria@ipe.dev'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.code_digest).not.toContain(code);
    });

    it('does not tell whether the e-mail has an account (no enumeration)', async () => {
      const known = await forgot('carlos@ipe.dev');
      const unknown = await forgot('ninguem@ipe.dev');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      expect(await outboxOf('ninguem@ipe.dev')).toEqual([]);
      // And a reset for it fails exactly like a wrong code for a real user.
      const forNobody = await reset('ninguem@ipe.dev', '123456', 'Nova2026senha');
      const wrongCode = await reset('carlos@ipe.dev', '000000', 'Nova2026senha');
      expect(forNobody.statusCode).toBe(400);
      expect(forNobody.json()).toEqual(INVALID_CODE);
      expect(wrongCode.json()).toEqual(forNobody.json());
    });

    it('refuses a malformed e-mail and an unsolved captcha', async () => {
      const bad = await forgot('not-an-email');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('email');
      const noCaptcha = await t.app.inject({
        method: 'POST',
        url: FORGOT,
        payload: { email: 'maria@ipe.dev', altcha: 'eyJ4IjoxfQ==' },
        remoteAddress: nextIp(),
      });
      expect(noCaptcha.statusCode).toBe(400);
      expect(noCaptcha.json().code).toBe('CAPTCHA_INVALID');
    });

    it('is limited per IP and per e-mail', async () => {
      const address = nextIp();
      for (let i = 0; i < 4; i += 1) {
        expect((await forgot(`ip-limit-${i}@ipe.dev`, address)).statusCode).toBe(202);
      }
      const blocked = await forgot('ip-limit-x@ipe.dev', address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');

      for (let i = 0; i < 8; i += 1) {
        expect((await forgot('email-limit@ipe.dev')).statusCode).toBe(202);
      }
      expect((await forgot('email-limit@ipe.dev')).statusCode).toBe(429);
    });
  });

  describe('reset', () => {
    it('sets the new password, spends the code and revokes every session', async () => {
      const before = await signIn(t.app, 'ana@ipe.dev');
      expect(await stillSignedIn(before)).toBe(200);
      const { rows: pinBefore } = await t.db.query(
        `SELECT pin_hash, pin_failed_attempts FROM users WHERE email = 'ana@ipe.dev'`,
      );
      await forgot('ana@ipe.dev');
      const code = await lastEmailedCode(t.app, 'ana@ipe.dev');

      const res = await reset('ana@ipe.dev', code, 'Padaria2026!');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await stillSignedIn(before)).toBe(401);
      expect(await canSignIn('ana@ipe.dev', DEMO_PASSWORD)).toBe(false);
      expect(await canSignIn('ana@ipe.dev', 'Padaria2026!')).toBe(true);
      expect((await outboxOf('ana@ipe.dev'))[0]!.subject).toBe('Sua senha do Ipê foi trocada');
      // Nothing else changes: the PIN and its counter stay.
      const { rows: pinAfter } = await t.db.query(
        `SELECT pin_hash, pin_failed_attempts FROM users WHERE email = 'ana@ipe.dev'`,
      );
      expect(pinAfter).toEqual(pinBefore);

      const again = await reset('ana@ipe.dev', code, 'OutraSenha2026');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(INVALID_CODE);
    });

    it('refuses a weak password on the field, costing no attempt, with the domain rule', async () => {
      await forgot('joao@ipe.dev');
      const code = await lastEmailedCode(t.app, 'joao@ipe.dev');
      const short = await reset('joao@ipe.dev', code, 'abc1');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { new_password: 'PASSWORD_TOO_SHORT' },
      });
      expect((await reset('joao@ipe.dev', code, 'joao20260')).json().fields).toEqual({
        new_password: 'PASSWORD_CONTAINS_EMAIL',
      });
      // The name is only looked at once the code is known to be right.
      expect((await reset('joao@ipe.dev', code, 'Pereira2026')).json().fields).toEqual({
        new_password: 'PASSWORD_CONTAINS_NAME',
      });
      const { rows } = await t.db.query<{ attempts: number }>(
        `SELECT attempts FROM password_reset_codes r JOIN users u ON u.id = r.user_id
          WHERE u.email = 'joao@ipe.dev'`,
      );
      expect(rows[0]!.attempts).toBe(0);
      expect((await reset('joao@ipe.dev', code, 'Copacabana2026')).statusCode).toBe(204);
    });

    it('gives up on a code after five wrong ones: then even the right one is refused', async () => {
      await forgot('pedro@ipe.dev');
      const code = await lastEmailedCode(t.app, 'pedro@ipe.dev');
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i += 1) {
        expect((await reset('pedro@ipe.dev', wrong, 'Liberdade2026')).json()).toEqual(INVALID_CODE);
      }
      expect((await reset('pedro@ipe.dev', code, 'Liberdade2026')).json()).toEqual(INVALID_CODE);
      expect(await canSignIn('pedro@ipe.dev', DEMO_PASSWORD)).toBe(true);

      // A new request replaces the spent code, with fresh attempts.
      await forgot('pedro@ipe.dev');
      const fresh = await lastEmailedCode(t.app, 'pedro@ipe.dev');
      expect((await reset('pedro@ipe.dev', fresh, 'Liberdade2026')).statusCode).toBe(204);
    });

    it('keeps only the newest code, and a code for 15 minutes only', async () => {
      await forgot('carlos@ipe.dev');
      const first = await lastEmailedCode(t.app, 'carlos@ipe.dev');
      await forgot('carlos@ipe.dev');
      const second = await lastEmailedCode(t.app, 'carlos@ipe.dev');
      if (first !== second) {
        expect((await reset('carlos@ipe.dev', first, 'Faria2026Lima')).json()).toEqual(
          INVALID_CODE,
        );
      }
      clock.advance(15 * 60_000 + 1_000);
      expect((await reset('carlos@ipe.dev', second, 'Faria2026Lima')).json()).toEqual(INVALID_CODE);
      expect(await canSignIn('carlos@ipe.dev', DEMO_PASSWORD)).toBe(true);
    });
  });

  describe('change (signed in)', () => {
    it('needs the current password; revokes the other sessions and keeps this one', async () => {
      const here = await signIn(t.app, 'maria@ipe.dev');
      const elsewhere = await signIn(t.app, 'maria@ipe.dev');

      const res = await changePassword(here, {
        current_password: DEMO_PASSWORD,
        new_password: 'Paulista1000',
      });
      expect(res.statusCode).toBe(204);
      expect(await stillSignedIn(here)).toBe(200);
      expect(await stillSignedIn(elsewhere)).toBe(401);
      expect(await canSignIn('maria@ipe.dev', DEMO_PASSWORD)).toBe(false);
      expect(await canSignIn('maria@ipe.dev', 'Paulista1000')).toBe(true);
      const [mail] = await outboxOf('maria@ipe.dev');
      expect(mail!.subject).toBe('Sua senha do Ipê foi trocada');

      const { rows } = await t.db.query<{ password_hash: string }>(
        `SELECT password_hash FROM users WHERE email = 'maria@ipe.dev'`,
      );
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a wrong current password and a weak new one', async () => {
      const session = await signIn(t.app, 'maria@ipe.dev', 'Paulista1000');
      const wrong = await changePassword(session, {
        current_password: 'nao-e-essa',
        new_password: 'Outra2026senha',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'WRONG_PASSWORD', message: 'Senha atual incorreta.' });

      const weak = await changePassword(session, {
        current_password: 'Paulista1000',
        new_password: 'Maria2026',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields).toEqual({ new_password: 'PASSWORD_CONTAINS_EMAIL' });

      const missing = await changePassword(session, { new_password: 'Outra2026senha' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toHaveProperty('current_password');
      expect(await canSignIn('maria@ipe.dev', 'Paulista1000')).toBe(true);
    });

    it('limits guesses at the current password per user', async () => {
      const session = await signIn(t.app, 'maria@ipe.dev', 'Paulista1000');
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        statuses.push(
          (
            await changePassword(session, {
              current_password: `palpite-${i}`,
              new_password: 'Outra2026senha',
            })
          ).statusCode,
        );
      }
      // Wrong guesses answer 400 until the limit, then 429 for the rest of the window.
      const limited = statuses.indexOf(429);
      expect(limited).toBeGreaterThan(0);
      expect(statuses.slice(0, limited).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(limited).every((s) => s === 429)).toBe(true);
    });

    it('is refused for another holder’s account and without a session', async () => {
      const carlos = await signIn(t.app, 'carlos@ipe.dev');
      const joao = await signIn(t.app, 'joao@ipe.dev', 'Copacabana2026');
      const foreign = await call(t.app, joao, {
        method: 'POST',
        url: `/v1/bank/accounts/${carlos.accountId}/security/password`,
        payload: { current_password: 'Copacabana2026', new_password: 'Invasao2026x' },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('ACCOUNT_NOT_FOUND');
      expect(await canSignIn('joao@ipe.dev', 'Copacabana2026')).toBe(true);

      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/v1/bank/accounts/${carlos.accountId}/security/password`,
        payload: { current_password: DEMO_PASSWORD, new_password: 'Invasao2026x' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it('logs neither passwords nor e-mailed codes', async () => {
    const { rows } = await t.db.query<{ subject: string }>('SELECT subject FROM email_outbox');
    const codes = rows.flatMap((row) => row.subject.match(/\d{6}$/) ?? []);
    expect(codes.length).toBeGreaterThan(3);
    expect(logText).toContain('password reset with an e-mailed code');
    for (const secret of [
      DEMO_PASSWORD,
      'Padaria2026!',
      'Copacabana2026',
      'Paulista1000',
      'Liberdade2026',
    ]) {
      expect(logText).not.toContain(secret);
    }
    // Codes as whole numbers, so a timestamp cannot match by chance.
    for (const code of codes) expect(logText).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});
