import { randomUUID } from 'node:crypto';
import { encodePin, formatCnpj, isValidCnpj, isValidCpf } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  enableDevice,
  lastEmailedCode,
  login,
  operatorHeaders,
  solveCaptcha,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { deleteExpiredRecords } from '../security/expiredRecords';
import { createTestClock } from '../testing/testClock';

const BASE = '/v3/public/onboarding';
const PASSWORD = 'ipe-nova-2026';
const MARIA = { email: 'maria@ipe.dev', cpf: '52998224725' };

/** A document with `base`'s digits and the two check digits that make it valid. */
function withCheckDigits(base: string, valid: (value: string) => boolean): string {
  for (let n = 0; n < 100; n++) {
    const candidate = `${base}${String(n).padStart(2, '0')}`;
    if (valid(candidate)) return candidate;
  }
  throw new Error(`no check digits for ${base}`);
}
let cpfSeed = 100_000_000;
const newCpf = () =>
  withCheckDigits(String(cpfSeed++ + Math.floor(Math.random() * 1e6)), isValidCpf);

describe('opening an account: /v3/public/onboarding', () => {
  let t: TestApp;
  // 2026-11-26 12:00 in São Paulo.
  const clock = createTestClock(new Date('2026-11-26T15:00:00Z'));
  let ip = 10;
  const nextIp = () => `198.51.100.${ip++ % 250}`;

  beforeAll(async () => {
    t = await createTestApp({ clock });
  }, 60_000);
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, token?: string, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      payload: payload as Record<string, unknown>,
      remoteAddress: nextIp(),
      headers: token ? { 'onboarding-token': token } : {},
    });
  const put = (url: string, payload: unknown, token: string) => post(url, payload, token, 'PUT');

  /** The e-mail step: a token for the steps, and the application as it stands. */
  async function confirmedEmail(email: string, kind: 'person' | 'company' = 'person') {
    expect((await post('/start', { kind, email })).statusCode).toBe(202);
    const res = await post('/confirm-email', { email, code: await lastEmailedCode(t.app, email) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { token: string; application: Application } }>().data;
  }

  async function lastTextedCode(phone: string): Promise<string> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(phone)}&limit=1`,
      headers: operatorHeaders(t.app),
    });
    const code = /(\d{6})/.exec(res.json().data[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code texted to ${phone}`);
    return code;
  }

  const person = (cpf = newCpf()) => ({
    name: 'Joana Prado',
    cpf,
    birth_date: '1990-04-12',
    mother_name: 'Lúcia Prado',
  });
  const address = {
    billing_address_logradouro: 'Rua das Flores',
    billing_address_numero: '100',
    billing_address_complemento: null,
    billing_address_bairro: 'Centro',
    billing_address_cidade: 'São Paulo',
    billing_address_estado: 'SP',
    billing_address_cep: '01001000',
  };

  /** Every step up to the identity one, for a person; the account is then PENDING_ACTIVATION. */
  async function openedUpToIdentity(email: string, phone = '+5511988887777') {
    const { token } = await confirmedEmail(email);
    expect((await put('/person', person(), token)).statusCode).toBe(200);
    expect((await post('/phone', { phone }, token)).statusCode).toBe(200);
    const code = await lastTextedCode(phone);
    expect((await post('/phone/confirm', { code }, token)).statusCode).toBe(200);
    expect((await put('/address', address, token)).statusCode).toBe(200);
    const res = await post(
      '/credentials',
      { password: PASSWORD, pin: await encodePin('2468') },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return token;
  }

  const signInAs = async (email: string) =>
    login(t.app, { email, password: PASSWORD, altcha: await solveCaptcha(t.app) });

  it('a person opens an account step by step; an analyst approves it and it can operate', async () => {
    const email = 'joana.prado@example.com';
    const { token, application } = await confirmedEmail(email);
    expect(application).toMatchObject({ kind: 'person', email, next_step: 'holder', holder: null });

    // Each step's refusals, as fields the form shows.
    const badCpf = await put('/person', { ...person(), cpf: '123.456.789-00' }, token);
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.json().fields).toEqual({ cpf: 'CPF_INVALID' });
    const young = await put('/person', { ...person(), birth_date: '2008-11-27' }, token);
    expect(young.statusCode).toBe(400);
    expect(young.json().fields).toEqual({ birth_date: 'UNDER_18' });
    // 18 today (São Paulo) is of age.
    const cpf = newCpf();
    const saved = await put('/person', { ...person(cpf), birth_date: '2008-11-26' }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      next_step: 'phone',
      holder: { cpf, kind: 'person' },
    });

    // Out of order: no address before the phone is confirmed.
    expect((await put('/address', address, token)).json().code).toBe('ONBOARDING_STEP_NOT_READY');
    expect((await post('/phone', { phone: '11 1234' }, token)).json().fields).toEqual({
      phone: 'PHONE_INVALID',
    });
    expect((await post('/phone', { phone: '(11) 98765-4321' }, token)).statusCode).toBe(200);
    expect((await post('/phone/confirm', { code: '000000' }, token)).json().code).toBe(
      'ONBOARDING_CODE_INVALID',
    );
    const code = await lastTextedCode('+5511987654321');
    const phoned = await post('/phone/confirm', { code }, token);
    expect(phoned.json().data).toMatchObject({ next_step: 'address', phone_confirmed: true });
    expect((await put('/address', address, token)).json().data.next_step).toBe('credentials');

    const weak = await post(
      '/credentials',
      { password: 'joana2026x', pin: await encodePin('2468') },
      token,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: 'PASSWORD_CONTAINS_NAME' });
    const sameDigits = await post(
      '/credentials',
      { password: PASSWORD, pin: await encodePin('1111') },
      token,
    );
    expect(sameDigits.statusCode).toBe(400);
    const opened = await post(
      '/credentials',
      { password: PASSWORD, pin: await encodePin('2468') },
      token,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({
      next_step: 'identity',
      account_status: 'PENDING_ACTIVATION',
    });
    // The data is closed once the account exists.
    expect((await put('/address', address, token)).json().code).toBe(
      'ONBOARDING_ALREADY_SUBMITTED',
    );

    // Signing in now shows the account waiting for its activation (consult mode).
    const pending = await signInAs(email);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().account_status).toMatchObject({
      status_name: 'PENDING_ACTIVATION',
      provider_status: 'PENDING',
      user_type: 1,
    });

    const identity = await post(
      '/identity',
      { document_type: 'CNH', simulated_outcome: 'analysis' },
      token,
    );
    expect(identity.json().data).toMatchObject({
      next_step: 'done',
      account_status: 'IN_ANALYSIS',
    });
    expect((await post('/identity', { document_type: 'CNH' }, token)).json().code).toBe(
      'ONBOARDING_ALREADY_SUBMITTED',
    );

    const queue = await t.app.inject({
      method: 'GET',
      url: '/admin/identity-checks',
      headers: operatorHeaders(t.app),
    });
    const check = queue.json().data.find((row: { email: string }) => row.email === email);
    expect(check).toMatchObject({ purpose: 'opening', account_name: 'Joana Prado' });
    const decide = (decision: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/identity-checks/${check.id}/decision`,
        headers: operatorHeaders(t.app),
        payload: { decision },
      });
    expect((await decide('approved')).statusCode).toBe(204);
    expect((await decide('rejected')).json().code).toBe('ACCOUNT_NOT_IN_ANALYSIS');

    const active = await signInAs(email);
    expect(active.json().account_status).toMatchObject({
      status: 1,
      status_name: 'ACTIVE',
      provider_status: 'REGULAR',
    });
    const { rows } = await t.db.query<{ document: string; phone: string; kind: string }>(
      'SELECT document, phone, kind FROM accounts WHERE id = $1',
      [active.json().account_status.account_id],
    );
    expect(rows[0]).toEqual({ document: cpf, phone: '+5511987654321', kind: 'person' });
  });

  it('resumes after a reload or a closed tab with the e-mail and a new code', async () => {
    const email = 'retoma@example.com';
    const first = await confirmedEmail(email);
    const cpf = newCpf();
    await put('/person', person(cpf), first.token);

    const again = await confirmedEmail(email);
    expect(again.application).toMatchObject({ next_step: 'phone', holder: { cpf } });
    // The new code's token replaces the old one.
    const old = await t.app.inject({
      method: 'GET',
      url: BASE,
      headers: { 'onboarding-token': first.token },
    });
    expect(old.json().code).toBe('ONBOARDING_SESSION_INVALID');
    const read = await t.app.inject({
      method: 'GET',
      url: BASE,
      headers: { 'onboarding-token': again.token },
    });
    expect(read.json().data.next_step).toBe('phone');
    // Tokens expire.
    clock.advance(25 * 60 * 60 * 1000);
    const expired = await t.app.inject({
      method: 'GET',
      url: BASE,
      headers: { 'onboarding-token': again.token },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('forgets an opening abandoned for 30 days, never one that opened an account', async () => {
    const email = 'abandonada@example.com';
    const { token } = await confirmedEmail(email);
    await put('/person', person(), token);
    await t.db.query(
      `UPDATE account_applications SET updated_at = now() - interval '31 days' WHERE email = $1`,
      [email],
    );
    await deleteExpiredRecords(t.db, t.app.ipe.clock);
    const { rows } = await t.db.query(
      `SELECT email FROM account_applications WHERE email IN ($1, 'joana.prado@example.com')`,
      [email],
    );
    expect(rows).toEqual([{ email: 'joana.prado@example.com' }]);
  });

  it('a wrong or expired code proves nothing, and five wrong ones spend it', async () => {
    const email = 'codigo@example.com';
    await post('/start', { kind: 'person', email });
    const good = await lastEmailedCode(t.app, email);
    const wrong = good === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect((await post('/confirm-email', { email, code: wrong })).json().code).toBe(
        'ONBOARDING_CODE_INVALID',
      );
    }
    expect((await post('/confirm-email', { email, code: good })).statusCode).toBe(400);
    await post('/start', { kind: 'person', email });
    clock.advance(16 * 60 * 1000);
    const late = await post('/confirm-email', { email, code: await lastEmailedCode(t.app, email) });
    expect(late.json().code).toBe('ONBOARDING_CODE_INVALID');
  });

  it('an e-mail or document already a customer is refused, saying only that', async () => {
    // Anyone may ask for a code: the answer does not tell whether the e-mail is a customer's.
    const started = await post('/start', { kind: 'person', email: MARIA.email });
    expect(started.statusCode).toBe(202);
    const refused = await post('/confirm-email', {
      email: MARIA.email,
      code: await lastEmailedCode(t.app, MARIA.email),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ALREADY_CUSTOMER',
      message: 'Você já é cliente do Ipê. Entre com a sua senha ou recupere o acesso.',
    });

    const { token } = await confirmedEmail('outra.maria@example.com');
    const duplicate = await put('/person', person(MARIA.cpf), token);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('ALREADY_CUSTOMER');
    expect(JSON.stringify(duplicate.json())).not.toMatch(/Maria|maria@/);
  });

  it("the KYC provider's answers: approved opens at once, rejected ends as REJECTED", async () => {
    const approved = await openedUpToIdentity('aprovada@example.com', '+5521988880001');
    const at = await post(
      '/identity',
      { document_type: 'RG', simulated_outcome: 'approved' },
      approved,
    );
    expect(at.json().data.account_status).toBe('ACTIVE');
    expect((await signInAs('aprovada@example.com')).json().account_status.status_name).toBe(
      'ACTIVE',
    );

    const rejected = await openedUpToIdentity('recusada@example.com', '+5521988880002');
    const no = await post(
      '/identity',
      { document_type: 'RG', simulated_outcome: 'rejected' },
      rejected,
    );
    expect(no.json().data).toMatchObject({ account_status: 'REJECTED', next_step: 'done' });
    const signedIn = await signInAs('recusada@example.com');
    expect(signedIn.json().account_status).toMatchObject({ status: 7, status_name: 'REJECTED' });
    const { rows } = await t.db.query<{ outcome: string }>(
      `SELECT c.outcome FROM identity_checks c JOIN users u ON u.id = c.user_id
        WHERE u.email = 'recusada@example.com'`,
    );
    expect(rows).toEqual([{ outcome: 'rejected' }]);
  });

  it('a company (alphanumeric CNPJ) opens an account through its legal representative', async () => {
    const email = 'padaria.nova@example.com';
    const { token, application } = await confirmedEmail(email, 'company');
    expect(application.kind).toBe('company');
    const cnpj = withCheckDigits('12ABC34501DE', isValidCnpj);
    const representative = person();
    expect((await put('/person', person(), token)).json().fields).toEqual({ kind: 'INVALID' });
    const badCnpj = await put(
      '/company',
      { legal_name: 'Padaria Nova', cnpj: '12ABC34501DE00', representative },
      token,
    );
    expect(badCnpj.json().fields).toEqual({ cnpj: 'CNPJ_INVALID' });
    const saved = await put(
      '/company',
      { legal_name: 'Padaria Nova', cnpj, representative },
      token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await post('/phone', { phone: '+5531977776666' }, token);
    await post('/phone/confirm', { code: await lastTextedCode('+5531977776666') }, token);
    await put('/address', address, token);
    await post('/credentials', { password: PASSWORD, pin: await encodePin('1357') }, token);
    await post('/identity', { document_type: 'CNH', simulated_outcome: 'approved' }, token);

    const signedIn = await signInAs(email);
    const { rows } = await t.db.query<{ kind: string; legal_name: string; document: string }>(
      'SELECT kind, legal_name, document FROM accounts WHERE id = $1',
      [signedIn.json().account_status.account_id],
    );
    expect(rows[0]).toEqual({ kind: 'company', legal_name: 'Padaria Nova', document: cnpj });
    expect(signedIn.json().account_status.user_name).toBe('Joana Prado');
  });

  it("a company's opener invites its legal representative, whose own steps open the account", async () => {
    const opener = 'financeiro@cafe-aroeira.example.com';
    const repEmail = 'paulo.reis@example.com';
    const { token } = await confirmedEmail(opener, 'company');
    const cnpj = withCheckDigits('12XYZ34501AB', isValidCnpj);
    const company = (invited: { name: string; email: string }) => ({
      legal_name: 'Café Aroeira',
      cnpj,
      invited_representative: invited,
    });
    const itsMe = await put('/company-invite', company({ name: 'Eu', email: opener }), token);
    expect(itsMe.json().fields).toEqual({
      'invited_representative.email': 'REPRESENTATIVE_IS_YOU',
    });
    const saved = await put(
      '/company-invite',
      company({ name: 'Paulo Reis', email: repEmail }),
      token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      steps: ['holder', 'phone', 'address', 'representative'],
      next_step: 'phone',
      holder: { representative: null, invited_representative: { email: repEmail } },
    });
    // Not before the company's address, and the opener never gives credentials.
    expect((await post('/representative-invitation', {}, token)).json().code).toBe(
      'ONBOARDING_STEP_NOT_READY',
    );
    await post('/phone', { phone: '+5511955554444' }, token);
    await post('/phone/confirm', { code: await lastTextedCode('+5511955554444') }, token);
    const waiting = await put('/address', address, token);
    expect(waiting.json().data).toMatchObject({
      next_step: 'representative',
      invitation: { name: 'Paulo Reis', email: repEmail, sent_at: null },
    });
    const credentials = await post(
      '/credentials',
      { password: PASSWORD, pin: await encodePin('1357') },
      token,
    );
    expect(credentials.json().code).toBe('ONBOARDING_STEP_NOT_READY');

    const sent = await post('/representative-invitation', {}, token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.invitation).toMatchObject({ representative_step: null });
    expect(sent.json().data.invitation.sent_at).not.toBeNull();

    // The representative: the invitation's code, valid for days (not minutes), begins their own
    // application.
    clock.advance(20 * 60 * 60 * 1000);
    const confirmed = await post('/confirm-email', {
      email: repEmail,
      code: await lastEmailedCode(t.app, repEmail),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const rep = confirmed.json().data;
    expect(rep.application).toMatchObject({
      kind: 'representative',
      steps: ['holder', 'phone', 'credentials', 'identity'],
      next_step: 'holder',
      representing: { legal_name: 'Café Aroeira', cnpj, invited_by: opener },
      invitation: null,
    });
    const repToken: string = rep.token;
    const read = async (withToken: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: BASE,
          headers: { 'onboarding-token': withToken },
        })
      ).json().data;
    expect((await read(token)).invitation.representative_step).toBe('holder');
    expect(
      (
        await put(
          '/company',
          { legal_name: 'Café Aroeira', cnpj, representative: person() },
          repToken,
        )
      ).json().fields,
    ).toEqual({ kind: 'INVALID' });
    const young = await put('/person', { ...person(), birth_date: '2010-01-01' }, repToken);
    expect(young.json().fields).toEqual({ birth_date: 'UNDER_18' });
    expect((await put('/person', { ...person(), name: 'Paulo Reis' }, repToken)).statusCode).toBe(
      200,
    );
    await post('/phone', { phone: '+5511933332222' }, repToken);
    await post('/phone/confirm', { code: await lastTextedCode('+5511933332222') }, repToken);
    // The company's address is already given.
    expect((await put('/address', address, repToken)).json().code).toBe(
      'ONBOARDING_STEP_NOT_READY',
    );
    const opened = await post(
      '/credentials',
      { password: PASSWORD, pin: await encodePin('1357') },
      repToken,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({
      next_step: 'identity',
      account_status: 'PENDING_ACTIVATION',
    });
    // The opener waits on until the representative's identity is in; they cannot send it.
    expect(await read(token)).toMatchObject({
      next_step: 'representative',
      invitation: { representative_step: 'identity' },
    });
    expect((await post('/identity', { document_type: 'RG' }, token)).json().code).toBe(
      'ONBOARDING_STEP_NOT_READY',
    );
    const identity = await post(
      '/identity',
      { document_type: 'CNH', simulated_outcome: 'approved' },
      repToken,
    );
    expect(identity.json().data).toMatchObject({ next_step: 'done', account_status: 'ACTIVE' });
    expect(await read(token)).toMatchObject({ next_step: 'done', account_status: 'ACTIVE' });
    const told = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(opener)}&limit=1`,
      headers: operatorHeaders(t.app),
    });
    expect(told.json().data[0].text).toContain('Paulo Reis já pode entrar');

    // The representative signs in to the company's account; the opener has no sign-in.
    const signedIn = await signInAs(repEmail);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().account_status.user_name).toBe('Paulo Reis');
    const { rows } = await t.db.query<{
      kind: string;
      legal_name: string;
      document: string;
      email: string;
    }>('SELECT kind, legal_name, document, email FROM accounts WHERE id = $1', [
      signedIn.json().account_status.account_id,
    ]);
    expect(rows[0]).toEqual({
      kind: 'company',
      legal_name: 'Café Aroeira',
      document: cnpj,
      email: opener,
    });
    expect((await signInAs(opener)).statusCode).toBe(401);
  });

  it('an invited e-mail that cannot accept is told so, not the opener; another representative voids the first', async () => {
    const opener = 'contabil@loja-ipe.example.com';
    const { token } = await confirmedEmail(opener, 'company');
    const cnpj = withCheckDigits(`${String(Date.now()).slice(-8)}0001`, isValidCnpj);
    const invite = (email: string) =>
      put(
        '/company-invite',
        { legal_name: 'Loja Ipê', cnpj, invited_representative: { name: 'Maria', email } },
        token,
      );
    await invite(MARIA.email);
    await post('/phone', { phone: '+5511922221111' }, token);
    await post('/phone/confirm', { code: await lastTextedCode('+5511922221111') }, token);
    await put('/address', address, token);
    // Maria already signs in: the answer is the same as for anyone, the e-mail tells her.
    const sent = await post('/representative-invitation', {}, token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.invitation.sent_at).not.toBeNull();
    const mail = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(MARIA.email)}&limit=1`,
      headers: operatorHeaders(t.app),
    });
    expect(mail.json().data[0].subject).toBe(
      `Convite para abrir a conta de Loja Ipê (${formatCnpj(cnpj)}) no Ipê`,
    );
    expect(mail.json().data[0].text).toContain('já tem acesso ao Ipê');
    const { rows: none } = await t.db.query(
      `SELECT 1 FROM account_applications WHERE email = $1 AND kind = 'representative'`,
      [MARIA.email],
    );
    expect(none).toEqual([]);

    // Another representative: the invitation starts over, the first one's application goes.
    const first = 'ana.first@example.com';
    await invite(first);
    await post('/representative-invitation', {}, token);
    const firstToken = (
      await post('/confirm-email', { email: first, code: await lastEmailedCode(t.app, first) })
    ).json().data.token;
    const replaced = await invite('bruno.second@example.com');
    expect(replaced.json().data).toMatchObject({
      next_step: 'representative',
      invitation: { email: 'bruno.second@example.com', sent_at: null, representative_step: null },
    });
    const gone = await t.app.inject({
      method: 'GET',
      url: BASE,
      headers: { 'onboarding-token': firstToken },
    });
    expect(gone.json().code).toBe('ONBOARDING_SESSION_INVALID');
  });

  it('REMAKE_KYC: the holder proves their identity again and the new PIN works', async () => {
    const email = 'travada@example.com';
    const token = await openedUpToIdentity(email, '+5541988880003');
    await post('/identity', { document_type: 'RG', simulated_outcome: 'approved' }, token);
    const res = await signInAs(email);
    const session: Session = {
      token: res.json().token,
      accountId: res.json().account_status.account_id,
      deviceKey: `test-device-${randomUUID()}`,
      login: res.json(),
    };
    await enableDevice(t.app, session, email);
    const url = `/v1/bank/accounts/${session.accountId}/identity-verification`;
    const reverify = async (outcome: string, pin: string) =>
      call(t.app, session, {
        method: 'POST',
        url,
        payload: { document_type: 'RG', simulated_outcome: outcome, new_pin: await encodePin(pin) },
      });
    expect((await reverify('approved', '9753')).json().code).toBe('REVERIFICATION_NOT_NEEDED');

    const userId = (
      await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
    ).rows[0]!.id;
    // Wrong PINs up to the limit lock it (REMAKE_KYC), as on a transfer.
    for (let i = 0; i < 5; i++) {
      await t.app.ipe.pins
        .check({ userId, encodedPin: await encodePin('0000') })
        .catch(() => undefined);
    }
    await expect(
      t.app.ipe.pins.check({ userId, encodedPin: await encodePin('2468') }),
    ).rejects.toThrow();
    const locked = await signInAs(email);
    expect(locked.json().account_status.status_name).toBe('REMAKE_KYC');

    const rejected = await reverify('rejected', '9753');
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().code).toBe('IDENTITY_NOT_CONFIRMED');

    // Sent to analysis: the new PIN waits for the analyst.
    expect((await reverify('analysis', '9753')).json().data).toMatchObject({
      outcome: 'analysis',
      account_status: { status_name: 'REMAKE_KYC' },
    });
    await expect(
      t.app.ipe.pins.check({ userId, encodedPin: await encodePin('9753') }),
    ).rejects.toThrow();
    const queue = await t.app.inject({
      method: 'GET',
      url: '/admin/identity-checks',
      headers: operatorHeaders(t.app),
    });
    const check = queue.json().data.find((row: { email: string }) => row.email === email);
    expect(check.purpose).toBe('reverification');
    const decided = await t.app.inject({
      method: 'POST',
      url: `/admin/identity-checks/${check.id}/decision`,
      headers: operatorHeaders(t.app),
      payload: { decision: 'approved' },
    });
    expect(decided.statusCode).toBe(204);
    await expect(
      t.app.ipe.pins.check({ userId, encodedPin: await encodePin('9753') }),
    ).resolves.toBeUndefined();
    expect((await signInAs(email)).json().account_status.status_name).toBe('ACTIVE');

    // Approved by the provider at once: locked again, re-verified, the next PIN works right away.
    for (let i = 0; i < 5; i++) {
      await t.app.ipe.pins
        .check({ userId, encodedPin: await encodePin('0000') })
        .catch(() => undefined);
    }
    expect((await reverify('approved', '8642')).json().data).toMatchObject({
      outcome: 'approved',
      account_status: { status: 1, status_name: 'ACTIVE' },
    });
    await expect(
      t.app.ipe.pins.check({ userId, encodedPin: await encodePin('8642') }),
    ).resolves.toBeUndefined();
  });
});

interface Application {
  kind: string;
  email: string;
  next_step: string;
  holder: unknown;
}
