import { TOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKeyHash } from '../auth/headers';
import { DEMO_TOTP_SECRET } from '../seed';
import { createTestClock } from '../testing/testClock';
import {
  createTestApp,
  enableDevice,
  lastEmailedCode,
  sessionHeaders,
  signIn,
  type Session,
  type TestApp,
  operatorHeaders,
} from '../testing/testApp';

const totpCode = (secret: string, at: Date) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp: at.getTime(),
  });

describe('enabling a device with a one-time code', () => {
  let t: TestApp;
  const clock = createTestClock();
  const post = (
    session: Session,
    url: string,
    payload: object,
    headers = sessionHeaders(session),
  ) => t.app.inject({ method: 'POST', url, headers, payload });
  const start = (session: Session, channel: 'email' | 'totp') =>
    post(session, '/otp/v1/devices/challenges', { channel });

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('by e-mail: the code goes to the outbox, and enabling returns the ID_SESSION', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    const started = await start(maria, 'email');
    expect(started.statusCode).toBe(201);
    expect(started.json().data).toMatchObject({ channel: 'email', destination: 'm****@ipe.dev' });
    const outbox = (
      await t.app.inject({
        method: 'GET',
        headers: operatorHeaders(t.app),
        url: '/dev/outbox?to=maria@ipe.dev',
      })
    ).json().data;
    expect(outbox[0].text).toContain('habilitar este aparelho');
    const code = await lastEmailedCode(t.app, 'maria@ipe.dev');

    const enabled = await post(maria, '/otp/v1/devices/enable', {
      challenge_id: started.json().data.challenge_id,
      code,
      label: 'Notebook',
    });
    expect(enabled.statusCode).toBe(200);
    const data = enabled.json().data;
    expect(data.id_session).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.unique_id_key_hash).toBe(deviceKeyHash(maria.deviceKey));
    expect(data.account_status).toMatchObject({
      unique_id_key_hash: deviceKeyHash(maria.deviceKey),
      status: 1,
    });

    // The next sign-in reports the enabled device's hash (SPEC's unique_id_key_hash).
    const again = await signIn(t.app, 'maria@ipe.dev');
    expect(again.login.account_status.unique_id_key_hash).toBe(deviceKeyHash(maria.deviceKey));

    const list = await t.app.inject({
      method: 'GET',
      url: '/otp/v1/devices',
      headers: sessionHeaders(maria),
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id_session: data.id_session,
        label: 'Notebook',
        current: true,
        enabled_with: 'email',
      }),
    ]);
  });

  it('refuses a wrong code, counts attempts, and the code works only once and only for its device', async () => {
    const carlos = await signIn(t.app, 'carlos@ipe.dev');
    const id = (await start(carlos, 'email')).json().data.challenge_id;
    const code = await lastEmailedCode(t.app, 'carlos@ipe.dev');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post(carlos, '/otp/v1/devices/enable', { challenge_id: id, code: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INVALID_OTP', remaining_attempts: 4 });

    const otherDevice = { ...carlos, deviceKey: 'outro-aparelho-0000000000' };
    const stolen = await post(otherDevice, '/otp/v1/devices/enable', { challenge_id: id, code });
    expect(stolen.statusCode).toBe(404);

    expect(
      (await post(carlos, '/otp/v1/devices/enable', { challenge_id: id, code })).statusCode,
    ).toBe(200);
    const reused = await post(carlos, '/otp/v1/devices/enable', { challenge_id: id, code });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().code).toBe('OTP_CHALLENGE_NOT_FOUND');
  });

  it('gives up on a challenge after five wrong codes', async () => {
    const joao = await signIn(t.app, 'joao@ipe.dev');
    const id = (await start(joao, 'email')).json().data.challenge_id;
    const code = await lastEmailedCode(t.app, 'joao@ipe.dev');
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await post(joao, '/otp/v1/devices/enable', { challenge_id: id, code: wrong })).statusCode,
      );
    }
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    expect(
      (await post(joao, '/otp/v1/devices/enable', { challenge_id: id, code })).statusCode,
    ).toBe(429);
  });

  it('expires e-mailed codes after ten minutes', async () => {
    const ana = await signIn(t.app, 'ana@ipe.dev');
    const id = (await start(ana, 'email')).json().data.challenge_id;
    const code = await lastEmailedCode(t.app, 'ana@ipe.dev');
    clock.advance(10 * 60_000 + 1);
    const late = await signIn(t.app, 'ana@ipe.dev');
    const res = await post({ ...late, deviceKey: ana.deviceKey }, '/otp/v1/devices/enable', {
      challenge_id: id,
      code,
    });
    expect(res.statusCode).toBe(404);
  });

  it('with the authenticator app (TOTP, RFC 6238)', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    const started = await start(maria, 'totp');
    expect(started.statusCode).toBe(201);
    expect(started.json().data.destination).toBe('aplicativo autenticador');
    const id = started.json().data.challenge_id;
    const stale = totpCode(DEMO_TOTP_SECRET, new Date(clock.now().getTime() - 5 * 60_000));
    expect(
      (await post(maria, '/otp/v1/devices/enable', { challenge_id: id, code: stale })).statusCode,
    ).toBe(422);
    const enabled = await post(maria, '/otp/v1/devices/enable', {
      challenge_id: id,
      code: totpCode(DEMO_TOTP_SECRET, clock.now()),
    });
    expect(enabled.statusCode).toBe(200);
  });

  it('enrols an authenticator only from an enabled device, after a first good code', async () => {
    const carlos = await signIn(t.app, 'carlos@ipe.dev');
    expect((await start(carlos, 'totp')).statusCode).toBe(409);
    const enroll = () => post(carlos, '/otp/v1/totp/enroll', {});
    const locked = await enroll();
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ device_match: false });

    await enableDevice(t.app, carlos, 'carlos@ipe.dev');
    const enrolled = await enroll();
    expect(enrolled.statusCode).toBe(200);
    const { secret, otpauth_uri } = enrolled.json().data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Ip%C3%AA:carlos%40ipe\.dev\?/);
    expect((await start(carlos, 'totp')).statusCode).toBe(409);
    expect((await post(carlos, '/otp/v1/totp/confirm', { code: '000000' })).statusCode).toBe(422);
    const confirmed = await post(carlos, '/otp/v1/totp/confirm', {
      code: totpCode(secret, clock.now()),
    });
    expect(confirmed.statusCode).toBe(204);

    const laptop = { ...carlos, deviceKey: 'notebook-do-carlos-12345' };
    const id = (await start(laptop, 'totp')).json().data.challenge_id;
    const res = await post(laptop, '/otp/v1/devices/enable', {
      challenge_id: id,
      code: totpCode(secret, clock.now()),
    });
    expect(res.statusCode).toBe(200);
  });

  it('disables a device, and the account status then names the one still enabled', async () => {
    const pedro = await signIn(t.app, 'pedro@ipe.dev');
    const first = await enableDevice(t.app, pedro, 'pedro@ipe.dev');
    const second = { ...pedro, deviceKey: 'segundo-aparelho-do-pedro' };
    const secondId = await enableDevice(t.app, second, 'pedro@ipe.dev');
    expect((await signIn(t.app, 'pedro@ipe.dev')).login.account_status.unique_id_key_hash).toBe(
      deviceKeyHash(second.deviceKey),
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/otp/v1/devices/${secondId}`,
      headers: sessionHeaders(pedro),
    });
    expect(del.statusCode).toBe(204);
    expect((await signIn(t.app, 'pedro@ipe.dev')).login.account_status.unique_id_key_hash).toBe(
      deviceKeyHash(pedro.deviceKey),
    );
    const list = (
      await t.app.inject({ method: 'GET', url: '/otp/v1/devices', headers: sessionHeaders(pedro) })
    ).json();
    expect(list.data.map((d: { id_session: string }) => d.id_session)).toEqual([first]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/otp/v1/devices/${secondId}`,
      headers: sessionHeaders(pedro),
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs the session: 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/otp/v1/devices/challenges',
      payload: { channel: 'email' },
    });
    expect(res.statusCode).toBe(401);
  });
});
