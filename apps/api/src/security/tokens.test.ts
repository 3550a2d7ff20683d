import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../secrets';
import { call, createTestApp, signIn, type Session, type TestApp } from '../testing/testApp';

/**
 * What a stolen or forged token can and cannot do, and what every answer tells a browser or a
 * proxy about keeping it (docs/security/threat-model.md, "A stolen token").
 */
describe('tokens and answers', () => {
  let t: TestApp;
  let maria: Session;
  let claims: { uid: string; sid: string };

  const forge = async (build: (jwt: SignJWT) => SignJWT, payload: Record<string, unknown>) => {
    const key = new TextEncoder().encode(serverSecrets(t.app.ipe.config.secrets).jwt);
    return build(
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('ipe')
        .setAudience('ipe-bank'),
    ).sign(key);
  };
  // No transaction hash: the token is checked first, and a hash needs a well-formed account id.
  const balanceWith = (token: string, accountId = maria.accountId) =>
    t.app.inject({
      method: 'GET',
      url: '/phoenix/bank/v1/account/balance',
      headers: {
        authorization: `Bearer ${token}`,
        account_id: accountId,
        device_key: maria.deviceKey,
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    maria = await signIn(t.app, 'maria@ipe.dev');
    const [, body] = maria.token.split('.');
    const { uid, sid } = JSON.parse(Buffer.from(body!, 'base64url').toString()) as {
      uid: string;
      sid: string;
    };
    claims = { uid, sid };
  });
  afterAll(() => t.close());

  it('a validly signed token of ours still works (the forgeries below differ in one thing)', async () => {
    const token = await forge(
      (jwt) => jwt.setSubject(maria.accountId).setIssuedAt().setExpirationTime('5m'),
      claims,
    );
    const res = await call(
      t.app,
      { ...maria, token },
      { method: 'GET', url: '/phoenix/bank/v1/account/balance' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a validly signed token without exp with 401, never success', async () => {
    const token = await forge((jwt) => jwt.setSubject(maria.accountId).setIssuedAt(), claims);
    const res = await balanceWith(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_INVALID');
  });

  it.each([
    ['sub', { sub: 'not-a-uuid' }],
    ['sid', { sid: "x' OR 1=1 --" }],
    ['uid', { uid: 42 }],
  ])('refuses a signed token whose %s is not a UUID with 401, never 500', async (_name, change) => {
    const { sub, ...rest } = { sub: maria.accountId, ...claims, ...change } as Record<
      string,
      unknown
    >;
    const token = await forge(
      (jwt) => jwt.setSubject(String(sub)).setIssuedAt().setExpirationTime('5m'),
      rest,
    );
    const res = await balanceWith(token, String(sub));
    expect(res.statusCode).toBe(401);
  });

  it('every 401 says how to authenticate (WWW-Authenticate)', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/phoenix/bank/v1/account/balance' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="ipe"');
    const forged = await balanceWith(`${maria.token.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toBe('Bearer realm="ipe", error="invalid_token"');
    const wrongPassword = await t.app.inject({
      method: 'GET',
      url: '/admin/services',
      headers: { 'x-admin-token': 'nope' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.headers['www-authenticate']).toBeDefined();
  });

  it('no answer may be kept by a browser or proxy: Cache-Control no-store', async () => {
    const balance = await call(t.app, maria, {
      method: 'GET',
      url: '/phoenix/bank/v1/account/balance',
    });
    expect(balance.statusCode).toBe(200);
    expect(balance.headers['cache-control']).toBe('no-store');
    const statement = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/statement`,
    });
    expect(statement.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/phoenix/bank/v1/account' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const hash = await t.app.inject({
      method: 'POST',
      url: '/hash/auth',
      headers: { account_id: randomUUID() },
      payload: { method: 'GET', url: '/x' },
    });
    expect(hash.headers['cache-control']).toBe('no-store');
  });
});
