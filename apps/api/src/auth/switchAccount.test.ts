import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  signIn,
  type LoginAnswerBody,
  type TestApp,
} from '../testing/testApp';

/** Switching accounts: the same person, no password or captcha again (docs/product/session.md). */
describe('POST /v3/bank/session/switch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const switchTo = (session: Awaited<ReturnType<typeof signIn>>, accountId: string) =>
    call(t.app, session, {
      method: 'POST',
      url: '/v3/bank/session/switch',
      payload: { account_id: accountId },
    });

  it('opens another account of the same person and ends the session it came from', async () => {
    const carlos = await signIn(t.app, 'carlos@ipe.dev');
    const other = carlos.login.accounts.find((account) => account.account_id !== carlos.accountId)!;
    const res = await switchTo(carlos, other.account_id);
    expect(res.statusCode).toBe(200);
    const answer = res.json<LoginAnswerBody>();
    expect(answer.account_status.account_id).toBe(other.account_id);
    expect(answer.accounts.map((account) => account.account_id).sort()).toEqual(
      carlos.login.accounts.map((account) => account.account_id).sort(),
    );

    // The new token opens the other account; the old one is revoked.
    const switched = { ...carlos, token: answer.token, accountId: other.account_id };
    const account = await call(t.app, switched, {
      method: 'GET',
      url: `/v1/bank/accounts/${other.account_id}`,
    });
    expect(account.statusCode).toBe(200);
    const stale = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}`,
    });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses an account the person is not bound to, and keeps the session', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    const carlos = await signIn(t.app, 'carlos@ipe.dev');
    const res = await switchTo(maria, carlos.accountId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NO_ACCOUNT' });
    const still = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}`,
    });
    expect(still.statusCode).toBe(200);
  });

  it('needs a signed-in session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/bank/session/switch',
      payload: { account_id: '6f1c2a4e-1b2c-4d5e-8f90-123456789abc' },
    });
    expect(res.statusCode).toBe(401);
  });
});
