import { isAxiosError, type AxiosError } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNewPassword, createTypedStorage } from '@ipe/domain';
import {
  acceptInvitation,
  changePassword,
  forgotPassword,
  getCaptchaChallenge,
  inviteBoundUser,
  listBoundUsers,
  resetPassword,
  type BoundUser,
} from '../../src';
import { startBankServer, type RunningBankServer } from './bankServer';
import {
  DEMO_PASSWORD,
  accountIdOf,
  bankUser,
  lastEmailedCode,
  signIn,
  type BankUser,
} from './bankUser';
import { solveAltcha } from './captcha';
import { FAST_CAPTCHA } from './fastCaptcha';

/**
 * Settings › security and settings › binduser through this client against the real bank server
 * (apps/api, built, on PGlite): a password changed and one forgotten, the company's users listed,
 * and someone invited who then signs in. Each person has their own clients.
 */
let server: RunningBankServer;

beforeAll(async () => {
  server = await startBankServer(FAST_CAPTCHA);
});

afterAll(async () => {
  await server?.stop();
});

async function rejection(promise: Promise<unknown>): Promise<AxiosError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (e: unknown) => e,
  );
  if (!isAxiosError(error)) throw error;
  return error;
}

describe('password, through @ipe/api-client', () => {
  it('changes the password: the old one stops working, this session goes on', async () => {
    const maria = bankUser(server.origin, 'maria@ipe.dev');
    await signIn(maria);
    const newPassword = 'Paulista1000';
    expect(checkNewPassword(newPassword, { email: maria.email })).toEqual({ ok: true });
    const options = { clients: maria.clients };

    const wrong = await rejection(
      changePassword(
        accountIdOf(maria),
        { current_password: 'nao-e-essa', new_password: newPassword },
        options,
      ),
    );
    expect(wrong.response?.status).toBe(400);
    expect(wrong.response?.data).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Senha atual incorreta.',
    });

    // 204: nothing to read, only the effects below.
    await changePassword(
      accountIdOf(maria),
      { current_password: DEMO_PASSWORD, new_password: newPassword },
      options,
    );
    // Still signed in here; a new sign-in needs the new password.
    expect(createTypedStorage(maria.storage).get('JWT_TOKEN')).toEqual(expect.any(String));
    await expect(signIn(bankUser(server.origin, 'maria@ipe.dev'))).rejects.toThrow(/401/);
    await expect(signIn(bankUser(server.origin, 'maria@ipe.dev'), newPassword)).resolves.toEqual(
      expect.objectContaining({ token: expect.any(String) }),
    );
    expect([maria.navigations, maria.notifications]).toEqual([[], []]);
  });

  it('resets a forgotten password with the e-mailed code (public calls, no session)', async () => {
    const joao = bankUser(server.origin, 'joao@ipe.dev');
    const options = { clients: joao.clients };
    const asked = await forgotPassword(
      { email: joao.email, altcha: await solveAltcha(await getCaptchaChallenge(options)) },
      options,
    );
    expect(asked).toEqual({ data: { sent: true } });
    const code = await lastEmailedCode(server, joao.email);
    await resetPassword({ email: joao.email, code, new_password: 'Copacabana2026' }, options);
    await expect(signIn(joao, 'Copacabana2026')).resolves.toEqual(
      expect.objectContaining({ token: expect.any(String) }),
    );
  });
});

describe('bound users, through @ipe/api-client', () => {
  let carlos: BankUser;

  beforeAll(async () => {
    carlos = bankUser(server.origin, 'carlos@ipe.dev');
    await signIn(carlos);
  });

  it('lists the company’s users, validated against the contract', async () => {
    const { data } = await listBoundUsers(accountIdOf(carlos), { clients: carlos.clients });
    expect(
      data.map(({ email, user_type, status, is_you }) => ({ email, user_type, status, is_you })),
    ).toEqual([
      { email: 'carlos@ipe.dev', user_type: 1, status: 'active', is_you: true },
      { email: 'ana@ipe.dev', user_type: 2, status: 'active', is_you: false },
      { email: 'lucia@ipe.dev', user_type: 3, status: 'invited', is_you: false },
    ] satisfies Partial<BoundUser>[]);
  });

  it('invites someone new, who accepts with the e-mailed code and signs in', async () => {
    const sub = accountIdOf(carlos);
    const options = { clients: carlos.clients };
    const invited = await inviteBoundUser(
      sub,
      { name: 'Bruno Tavares', email: 'bruno@padaria.dev', user_type: 2, can_transact: false },
      options,
    );
    expect(invited.data).toMatchObject({ status: 'invited', user_type: 2, can_transact: false });

    const bruno = bankUser(server.origin, 'bruno@padaria.dev');
    await acceptInvitation(
      {
        email: bruno.email,
        code: await lastEmailedCode(server, bruno.email),
        name: 'Bruno Tavares',
        password: 'Fornada2026',
      },
      { clients: bruno.clients },
    );
    const answer = await signIn(bruno, 'Fornada2026');
    expect(answer.account_status).toMatchObject({ account_id: sub, user_type: 2 });
    const { data } = await listBoundUsers(sub, options);
    expect(data.find((user) => user.email === bruno.email)).toMatchObject({ status: 'active' });
  });

  it('a non-holder is refused with the contract’s code, and the app is told nothing else', async () => {
    const ana = bankUser(server.origin, 'ana@ipe.dev');
    await signIn(ana);
    const error = await rejection(
      inviteBoundUser(
        accountIdOf(ana),
        { name: 'Fred', email: 'fred@padaria.dev', user_type: 3, can_transact: false },
        { clients: ana.clients },
      ),
    );
    expect(error.response?.status).toBe(403);
    expect(error.response?.data).toMatchObject({ code: 'NOT_ACCOUNT_HOLDER' });
    expect(ana.navigations).toEqual([]);
  });
});
