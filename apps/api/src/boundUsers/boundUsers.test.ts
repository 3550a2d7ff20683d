import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_CODE, DEMO_PASSWORD } from '../seed';
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

const ACCEPT = '/v3/public/bank/invitations/accept';
const INVALID_CODE = { code: 'INVALID_INVITATION_CODE', message: 'Código inválido ou expirado.' };

interface BoundUserBody {
  user_id: string;
  name: string;
  email: string;
  user_type: number;
  can_transact: boolean;
  status: 'active' | 'invited';
  is_you: boolean;
  created_at: string;
}

describe('users bound to an account: /v1/bank/accounts/{sub}/users', () => {
  let t: TestApp;
  const clock = createTestClock();
  let carlos: Session;
  let ip = 10;
  const nextIp = () => `192.0.2.${ip++}`;

  const usersUrl = (session: Session, sub = session.accountId) => `/v1/bank/accounts/${sub}/users`;
  const list = async (session: Session) => {
    const res = await call(t.app, session, { method: 'GET', url: usersUrl(session) });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: BoundUserBody[] }>().data;
  };
  const invite = (session: Session, body: Record<string, unknown>, sub = session.accountId) =>
    call(t.app, session, { method: 'POST', url: usersUrl(session, sub), payload: body });
  const patch = (session: Session, id: string, body: Record<string, unknown>) =>
    call(t.app, session, { method: 'PATCH', url: `${usersUrl(session)}/${id}`, payload: body });
  const remove = (session: Session, id: string, sub = session.accountId) =>
    call(t.app, session, { method: 'DELETE', url: `${usersUrl(session, sub)}/${id}` });
  const accept = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: ACCEPT, payload: body, remoteAddress: nextIp() });
  const signInStatus = async (email: string, password: string, accountId?: string) =>
    login(t.app, {
      email,
      password,
      altcha: await solveCaptcha(t.app),
      ...(accountId ? { account_id: accountId } : {}),
    });
  /** Signs in to a chosen account (the default is the oldest binding). */
  const signInTo = async (email: string, document: string): Promise<Session> => {
    const { rows } = await t.db.query<{ id: string }>(
      'SELECT id FROM accounts WHERE document = $1',
      [document],
    );
    const res = await signInStatus(email, DEMO_PASSWORD, rows[0]!.id);
    expect(res.statusCode).toBe(200);
    return {
      token: res.json().token,
      accountId: rows[0]!.id,
      deviceKey: `test-device-${randomUUID()}`,
      login: res.json(),
    };
  };
  const MARIA_CPF = '52998224725';
  const userId = async (email: string) =>
    (await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!
      .id;

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: {
        rateLimits: {
          ...testConfig().rateLimits,
          loginPerIp: { max: 1_000, windowMs: 60_000 },
          loginPerEmail: { max: 1_000, windowMs: 60_000 },
        },
      },
    });
    carlos = await signIn(t.app, 'carlos@ipe.dev');
  });
  afterAll(() => t.close());

  it('lists the company’s holder, its operator and the demo invitation', async () => {
    const users = await list(carlos);
    expect(users).toEqual([
      {
        user_id: await userId('carlos@ipe.dev'),
        name: 'Carlos Eduardo Ramos',
        email: 'carlos@ipe.dev',
        user_type: 1,
        can_transact: true,
        status: 'active',
        is_you: true,
        created_at: expect.any(String),
      },
      {
        user_id: await userId('ana@ipe.dev'),
        name: 'Ana Beatriz Souza',
        email: 'ana@ipe.dev',
        user_type: 2,
        can_transact: false,
        status: 'active',
        is_you: false,
        created_at: expect.any(String),
      },
      {
        user_id: expect.any(String),
        name: 'Lúcia Fernandes',
        email: 'lucia@ipe.dev',
        user_type: 3,
        can_transact: false,
        status: 'invited',
        is_you: false,
        created_at: expect.any(String),
      },
    ]);
    expect(Number.isNaN(Date.parse(users[0]!.created_at))).toBe(false);
    // Every member may read the list; is_you follows the caller.
    const ana = await signIn(t.app, 'ana@ipe.dev');
    expect((await list(ana)).filter((u) => u.is_you).map((u) => u.email)).toEqual(['ana@ipe.dev']);
    const maria = await signIn(t.app, 'maria@ipe.dev');
    expect((await list(maria)).map((u) => u.email)).toEqual(['maria@ipe.dev']);
  });

  it('the seeded invitation is accepted with the demo code', async () => {
    const res = await accept({
      email: 'lucia@ipe.dev',
      code: DEMO_INVITATION_CODE,
      name: 'Lúcia Fernandes',
      password: 'Contas2026ok',
    });
    expect(res.statusCode).toBe(204);
    const signedIn = await signInStatus('lucia@ipe.dev', 'Contas2026ok');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().account_status).toMatchObject({
      account_id: carlos.accountId,
      user_type: 3,
    });
    const lucia = (await list(carlos)).find((u) => u.email === 'lucia@ipe.dev')!;
    expect(lucia).toMatchObject({ status: 'active', user_type: 3, can_transact: false });
    expect(lucia.user_id).toBe(await userId('lucia@ipe.dev'));
  });

  it('invites an unknown e-mail: status invited, a code by e-mail, then a normal sign-in', async () => {
    const res = await invite(carlos, {
      name: 'Bruno Tavares',
      email: ' Bruno@Padaria.dev ',
      user_type: 2,
      can_transact: true,
    });
    expect(res.statusCode).toBe(201);
    const invited = res.json<{ data: BoundUserBody }>().data;
    expect(invited).toMatchObject({
      name: 'Bruno Tavares',
      email: 'bruno@padaria.dev',
      user_type: 2,
      can_transact: true,
      status: 'invited',
      is_you: false,
    });
    expect((await list(carlos)).map((u) => u.user_id)).toContain(invited.user_id);
    const mail = (
      await t.app.inject({
        method: 'GET',
        headers: operatorHeaders(t.app),
        url: '/dev/outbox?to=bruno@padaria.dev&limit=1',
      })
    ).json().data[0];
    const code = await lastEmailedCode(t.app, 'bruno@padaria.dev');
    expect(mail.text).toContain('Padaria Ipê Amarelo Ltda');
    expect(mail.text).toContain('7 dias');
    expect(mail.text).toContain(code);

    // Nobody can sign in before accepting.
    expect((await signInStatus('bruno@padaria.dev', 'Fornada2026')).statusCode).toBe(401);
    const accepted = await accept({
      email: 'bruno@padaria.dev',
      code,
      name: 'Bruno Tavares',
      password: 'Fornada2026',
      pin: await encodePin('4321'),
    });
    expect(accepted.statusCode).toBe(204);
    const session = await signInStatus('bruno@padaria.dev', 'Fornada2026');
    expect(session.statusCode).toBe(200);
    expect(session.json().account_status).toMatchObject({
      account_id: carlos.accountId,
      user_type: 2,
    });
    expect(session.json().accounts[0]).toMatchObject({ can_transact: true });
    const { rows } = await t.db.query<{ password_hash: string; pin_hash: string }>(
      `SELECT password_hash, pin_hash FROM users WHERE email = 'bruno@padaria.dev'`,
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.pin_hash).toMatch(/^\$argon2id\$/);
    expect((await list(carlos)).find((u) => u.email === 'bruno@padaria.dev')).toMatchObject({
      status: 'active',
    });
    // The code is spent.
    expect(
      (
        await accept({
          email: 'bruno@padaria.dev',
          code,
          name: 'Outro',
          password: 'Fornada2027',
        })
      ).json(),
    ).toEqual(INVALID_CODE);
  });

  it('binds an existing Ipê user at once and tells them by e-mail', async () => {
    const res = await invite(carlos, {
      name: 'Maria',
      email: 'maria@ipe.dev',
      user_type: 3,
      can_transact: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      user_id: await userId('maria@ipe.dev'),
      name: 'Maria Oliveira Santos',
      status: 'active',
      user_type: 3,
    });
    const mail = (
      await t.app.inject({
        method: 'GET',
        headers: operatorHeaders(t.app),
        url: '/dev/outbox?to=maria@ipe.dev&limit=1',
      })
    ).json().data[0];
    expect(mail.subject).toBe('Você agora tem acesso à conta Padaria Ipê Amarelo Ltda no Ipê');
    const opened = await signInStatus('maria@ipe.dev', DEMO_PASSWORD, carlos.accountId);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().account_status.user_type).toBe(3);
    expect(opened.json().accounts).toHaveLength(2);
  });

  it('refuses the already bound, the already invited and a viewer who transacts', async () => {
    const bound = await invite(carlos, {
      name: 'Ana',
      email: 'ana@ipe.dev',
      user_type: 2,
      can_transact: true,
    });
    expect(bound.statusCode).toBe(409);
    expect(bound.json()).toEqual({
      code: 'USER_ALREADY_BOUND',
      message: expect.any(String),
    });

    const body = { name: 'Davi Rocha', email: 'davi@padaria.dev', user_type: 3 };
    expect((await invite(carlos, { ...body, can_transact: false })).statusCode).toBe(201);
    expect((await invite(carlos, { ...body, can_transact: false })).json().code).toBe(
      'USER_ALREADY_BOUND',
    );

    const viewer = await invite(carlos, {
      ...body,
      email: 'eva@padaria.dev',
      can_transact: true,
    });
    expect(viewer.statusCode).toBe(400);
    expect(viewer.json().fields).toEqual({
      can_transact: 'VIEWER_CANNOT_TRANSACT',
    });

    const holderType = await invite(carlos, { ...body, email: 'eva@padaria.dev', user_type: 1 });
    expect(holderType.statusCode).toBe(400);
    expect(holderType.json().fields).toHaveProperty('user_type');
    const noEmail = await invite(carlos, { name: 'Eva', user_type: 2, can_transact: false });
    expect(noEmail.json().fields).toHaveProperty('email');
  });

  it('only a holder manages users: others get 403 not_account_holder', async () => {
    const ana = await signIn(t.app, 'ana@ipe.dev');
    const anaId = await userId('ana@ipe.dev');
    const refusals = [
      await invite(ana, {
        name: 'Fred',
        email: 'fred@padaria.dev',
        user_type: 2,
        can_transact: true,
      }),
      await patch(ana, anaId, { can_transact: true }),
      await remove(ana, await userId('carlos@ipe.dev')),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'NOT_ACCOUNT_HOLDER',
        message: 'Só o titular da conta pode gerenciar os usuários.',
      });
    }
    expect((await list(carlos)).map((u) => u.email)).not.toContain('fred@padaria.dev');
    expect((await list(carlos)).find((u) => u.email === 'ana@ipe.dev')!.can_transact).toBe(false);
  });

  it('changes an operator’s permission and type; a holder cannot be changed', async () => {
    const anaId = await userId('ana@ipe.dev');
    const allowed = await patch(carlos, anaId, { can_transact: true });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ user_id: anaId, user_type: 2, can_transact: true });
    const ana = await signIn(t.app, 'ana@ipe.dev');
    expect(ana.login.accounts[0]).toMatchObject({ can_transact: true });

    // Becoming a viewer drops the permission to transact…
    const viewer = await patch(carlos, anaId, { user_type: 3 });
    expect(viewer.json().data).toMatchObject({ user_type: 3, can_transact: false });
    // …and a viewer cannot be given it.
    const refused = await patch(carlos, anaId, { can_transact: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('can_transact');
    expect(
      (await patch(carlos, anaId, { user_type: 2, can_transact: false })).json().data,
    ).toMatchObject({ user_type: 2, can_transact: false });

    const holder = await patch(carlos, await userId('carlos@ipe.dev'), { user_type: 2 });
    expect(holder.statusCode).toBe(400);
    expect(holder.json().code).toBe('CANNOT_CHANGE_HOLDER');
    const unknown = await patch(carlos, randomUUID(), { can_transact: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BOUND_USER_NOT_FOUND');
    // Another account's member is not found here either.
    expect((await patch(carlos, await userId('joao@ipe.dev'), { user_type: 3 })).statusCode).toBe(
      404,
    );
  });

  it('changes a pending invitation too', async () => {
    const davi = (await list(carlos)).find((u) => u.email === 'davi@padaria.dev')!;
    const res = await patch(carlos, davi.user_id, { user_type: 2, can_transact: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      user_id: davi.user_id,
      status: 'invited',
      user_type: 2,
      can_transact: true,
    });
  });

  it('removes a user: their sessions end and the account is no longer theirs', async () => {
    const ana = await signIn(t.app, 'ana@ipe.dev');
    const res = await remove(carlos, await userId('ana@ipe.dev'));
    expect(res.statusCode).toBe(204);
    expect(
      (await call(t.app, ana, { method: 'GET', url: `/v1/bank/accounts/${ana.accountId}` }))
        .statusCode,
    ).toBe(401);
    const again = await signInStatus('ana@ipe.dev', DEMO_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('NO_ACCOUNT');
    expect((await list(carlos)).map((u) => u.email)).not.toContain('ana@ipe.dev');
    const mail = (
      await t.app.inject({
        method: 'GET',
        headers: operatorHeaders(t.app),
        url: '/dev/outbox?to=ana@ipe.dev&limit=1',
      })
    ).json().data[0];
    expect(mail.subject).toContain('foi removido');
    // Gone is gone.
    expect((await remove(carlos, await userId('ana@ipe.dev'))).statusCode).toBe(404);
  });

  it('never removes a holder, themself included', async () => {
    const res = await remove(carlos, await userId('carlos@ipe.dev'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'CANNOT_REMOVE_HOLDER',
      message: 'O titular da conta não pode ser removido.',
    });
    expect((await list(carlos)).find((u) => u.is_you)).toMatchObject({ user_type: 1 });
  });

  it('cancels an invitation: its code no longer works', async () => {
    const davi = (await list(carlos)).find((u) => u.email === 'davi@padaria.dev')!;
    const code = await lastEmailedCode(t.app, 'davi@padaria.dev');
    expect((await remove(carlos, davi.user_id)).statusCode).toBe(204);
    expect((await list(carlos)).map((u) => u.email)).not.toContain('davi@padaria.dev');
    const res = await accept({
      email: 'davi@padaria.dev',
      code,
      name: 'Davi Rocha',
      password: 'Balcao2026',
    });
    expect(res.json()).toEqual(INVALID_CODE);
  });

  it('refuses another holder’s account on every route (404, nothing shown or done)', async () => {
    // Maria is a viewer of the Padaria now, but this session is on her own account.
    const maria = await signInTo('maria@ipe.dev', MARIA_CPF);
    const joao = await signIn(t.app, 'joao@ipe.dev');
    const before = await list(carlos);
    const attempts = [
      await call(t.app, joao, { method: 'GET', url: usersUrl(joao, carlos.accountId) }),
      await invite(
        joao,
        { name: 'Intruso', email: 'intruso@ipe.dev', user_type: 2, can_transact: true },
        carlos.accountId,
      ),
      await call(t.app, joao, {
        method: 'PATCH',
        url: `${usersUrl(joao, carlos.accountId)}/${await userId('maria@ipe.dev')}`,
        payload: { user_type: 2, can_transact: true },
      }),
      await remove(joao, await userId('maria@ipe.dev'), carlos.accountId),
      await call(t.app, maria, { method: 'GET', url: usersUrl(maria, carlos.accountId) }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'Conta não encontrada.' });
      expect(res.body).not.toContain('carlos@ipe.dev');
    }
    expect(await list(carlos)).toEqual(before);
  });

  it('limits the invitations an account sends', async () => {
    const limited = await createTestApp({
      config: {
        rateLimits: { ...testConfig().rateLimits, invitesPerAccount: { max: 2, windowMs: 60_000 } },
      },
    });
    try {
      const holder = await signIn(limited.app, 'carlos@ipe.dev');
      const send = (n: number) =>
        call(limited.app, holder, {
          method: 'POST',
          url: usersUrl(holder),
          payload: {
            name: 'Pessoa',
            email: `p${n}@padaria.dev`,
            user_type: 3,
            can_transact: false,
          },
        });
      expect((await send(1)).statusCode).toBe(201);
      expect((await send(2)).statusCode).toBe(201);
      const third = await send(3);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      const { rows } = await limited.db.query(
        `SELECT 1 FROM account_invitations WHERE email = 'p3@padaria.dev'`,
      );
      expect(rows).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: usersUrl(carlos) });
    expect(res.statusCode).toBe(401);
  });

  describe('accepting an invitation', () => {
    const inviteOperator = async (email: string) => {
      const res = await invite(carlos, {
        name: 'Gabi Nunes',
        email,
        user_type: 2,
        can_transact: false,
      });
      expect(res.statusCode).toBe(201);
      return lastEmailedCode(t.app, email);
    };

    it('refuses a wrong code, and after five wrong ones even the right code', async () => {
      const code = await inviteOperator('gabi@padaria.dev');
      const wrong = code === '000000' ? '000001' : '000000';
      const body = { email: 'gabi@padaria.dev', name: 'Gabi Nunes', password: 'Forno2026ok' };
      for (let i = 0; i < 5; i += 1) {
        const res = await accept({ ...body, code: wrong });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(INVALID_CODE);
      }
      expect((await accept({ ...body, code })).json()).toEqual(INVALID_CODE);
      expect((await signInStatus('gabi@padaria.dev', 'Forno2026ok')).statusCode).toBe(401);
      // An unknown e-mail answers alike.
      expect((await accept({ ...body, email: 'ninguem@ipe.dev', code })).json()).toEqual(
        INVALID_CODE,
      );
    });

    it('refuses a weak password or PIN on its field, costing no attempt', async () => {
      const code = await inviteOperator('heitor@padaria.dev');
      const body = { email: 'heitor@padaria.dev', code, name: 'Heitor Prado' };
      const weak = await accept({ ...body, password: 'Heitor2026' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields).toEqual({ password: 'PASSWORD_CONTAINS_EMAIL' });
      const pin = await accept({ ...body, password: 'Forno2026ok', pin: await encodePin('7777') });
      expect(pin.json().fields).toEqual({ pin: 'PIN_ALL_SAME_DIGIT' });
      const { rows } = await t.db.query<{ attempts: number }>(
        `SELECT attempts FROM account_invitations WHERE email = 'heitor@padaria.dev'`,
      );
      expect(rows[0]!.attempts).toBe(0);
      expect((await accept({ ...body, password: 'Forno2026ok' })).statusCode).toBe(204);
    });

    it('expires after 7 days: not listed, not accepted, and the e-mail may be invited again', async () => {
      const code = await inviteOperator('iris@padaria.dev');
      clock.advance(7 * 24 * 3_600_000 + 1_000);
      carlos = await signIn(t.app, 'carlos@ipe.dev');
      expect((await list(carlos)).map((u) => u.email)).not.toContain('iris@padaria.dev');
      const late = await accept({
        email: 'iris@padaria.dev',
        code,
        name: 'Íris Lopes',
        password: 'Balcao2026',
      });
      expect(late.json()).toEqual(INVALID_CODE);
      const fresh = await inviteOperator('iris@padaria.dev');
      expect(
        (
          await accept({
            email: 'iris@padaria.dev',
            code: fresh,
            name: 'Íris Lopes',
            password: 'Balcao2026',
          })
        ).statusCode,
      ).toBe(204);
    });

    it('binds every account that invited the same e-mail', async () => {
      const maria = await signInTo('maria@ipe.dev', MARIA_CPF);
      await inviteOperator('jonas@padaria.dev');
      const fromMaria = await invite(maria, {
        name: 'Jonas',
        email: 'jonas@padaria.dev',
        user_type: 3,
        can_transact: false,
      });
      expect(fromMaria.statusCode).toBe(201);
      const code = await lastEmailedCode(t.app, 'jonas@padaria.dev');
      const res = await accept({
        email: 'jonas@padaria.dev',
        code,
        name: 'Jonas Freitas',
        password: 'Balcao2026',
      });
      expect(res.statusCode).toBe(204);
      const session = await signInStatus('jonas@padaria.dev', 'Balcao2026');
      expect(
        session
          .json()
          .accounts.map((a: { account_id: string }) => a.account_id)
          .sort(),
      ).toEqual([carlos.accountId, maria.accountId].sort());
    });

    it('answers 409 when the e-mail got a sign-in some other way meanwhile', async () => {
      const code = await inviteOperator('kaue@padaria.dev');
      await t.db.query(
        `INSERT INTO users (email, name, password_hash) VALUES ('kaue@padaria.dev', 'Kauê', 'x')`,
      );
      const res = await accept({
        email: 'kaue@padaria.dev',
        code,
        name: 'Kauê Dias',
        password: 'Balcao2026',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('USER_ALREADY_EXISTS');
    });
  });
});
