import { randomUUID } from 'node:crypto';
import { encodePin, todayInSaoPaulo } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../seed';
import { call, createTestApp, signIn, type Session, type TestApp } from '../testing/testApp';
import { incomeTaxYears } from '../statement';

const validAddress = {
  billing_address_logradouro: 'Praça Ramos de Azevedo',
  billing_address_numero: '1',
  billing_address_complemento: '  ',
  billing_address_bairro: 'República',
  billing_address_cidade: 'São Paulo',
  billing_address_estado: 'sp',
  billing_address_cep: '01037-010',
};

describe('account routes', () => {
  let t: TestApp;
  let maria: Session;
  let carlos: Session;
  let ana: Session;

  beforeAll(async () => {
    t = await createTestApp();
    maria = await signIn(t.app, 'maria@ipe.dev');
    carlos = await signIn(t.app, 'carlos@ipe.dev');
    ana = await signIn(t.app, 'ana@ipe.dev');
  });
  afterAll(() => t.close());

  const mariaBalance =
    520_000 * 2 + 35_000 - 18_990 - 4_590 - 120_000 - 15_000 - 9_990 - 3_280 - 8_750;

  it('GET /phoenix/bank/v1/account answers the account information as the body', async () => {
    const res = await call(t.app, maria, { method: 'GET', url: '/phoenix/bank/v1/account' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      account_id: maria.accountId,
      name: 'Maria Oliveira Santos',
      kind: 'person',
      document: '52998224725',
      branch: '0001',
      number: expect.stringMatching(/^\d+-\d$/),
      bank: { code: '777', ispb: '40506070', name: 'Ipê Banco Digital S.A.' },
      address: { billing_address_cep: '01310100', billing_address_estado: 'SP' },
      account_status: { account_id: maria.accountId, status: 1, user_type: 1 },
    });
  });

  it('GET /phoenix/bank/v1/account/balance answers in the body; /v1/…/{sub}/balance in data', async () => {
    const phoenix = await call(t.app, maria, {
      method: 'GET',
      url: '/phoenix/bank/v1/account/balance',
    });
    expect(phoenix.statusCode).toBe(200);
    expect(phoenix.json()).toMatchObject({
      balance: mariaBalance,
      posted: mariaBalance,
      currency: 'BRL',
    });
    const v1 = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/balance`,
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().data).toMatchObject({ balance: mariaBalance, pending_debits: 0 });
  });

  it('answers the balance with 503 while the operator has it switched off', async () => {
    const admin = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/services/balance',
        headers: { 'x-admin-token': t.app.ipe.adminToken },
        payload: { enabled },
      });
    await admin(false);
    const res = await call(t.app, maria, {
      method: 'GET',
      url: '/phoenix/bank/v1/account/balance',
    });
    expect(res.statusCode).toBe(503);
    await admin(true);
  });

  it('GET /phoenix/bank/v1/account/IR/years-available lists finished years since opening', async () => {
    const res = await call(t.app, maria, {
      method: 'GET',
      url: '/phoenix/bank/v1/account/IR/years-available',
    });
    const lastYear = Number(todayInSaoPaulo().slice(0, 4)) - 1;
    const expected = [];
    for (let y = lastYear; y >= 2023; y--) expected.push(y);
    expect(res.json()).toEqual({ years: expected });
    expect(
      incomeTaxYears(new Date('2025-01-01T02:00:00Z'), new Date('2026-01-01T02:59:00Z')),
    ).toEqual([2024]);
    expect(
      incomeTaxYears(new Date('2025-06-01T12:00:00Z'), new Date('2025-12-31T12:00:00Z')),
    ).toEqual([]);
  });

  it('GET /v1/bank/accounts/{sub} answers in data', async () => {
    const res = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'company',
      legal_name: 'Padaria Ipê Amarelo Ltda',
    });
  });

  it('changes the display name, trimmed, and validates it', async () => {
    const url = `/v1/bank/accounts/${maria.accountId}/changename`;
    const ok = await call(t.app, maria, {
      method: 'POST',
      url,
      payload: { name: '  Maria   O. Santos ' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      name: 'Maria O. Santos',
      legal_name: 'Maria Oliveira Santos',
    });
    const refusals = {
      '': 'NAME_TOO_SHORT',
      M: 'NAME_TOO_SHORT',
      ['x'.repeat(61)]: 'TOO_LONG',
      '<script>': 'NAME_CHARACTERS',
    };
    for (const [name, code] of Object.entries(refusals)) {
      const bad = await call(t.app, maria, { method: 'POST', url, payload: { name } });
      expect(bad.statusCode, name).toBe(400);
      expect(bad.json().fields.name, name).toBe(code);
    }
  });

  it('changes the billing address, normalising CEP, UF and blanks', async () => {
    const url = `/v1/bank/accounts/${maria.accountId}/changeaddress`;
    const res = await call(t.app, maria, { method: 'POST', url, payload: validAddress });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.address).toEqual({
      billing_address_logradouro: 'Praça Ramos de Azevedo',
      billing_address_numero: '1',
      billing_address_complemento: null,
      billing_address_bairro: 'República',
      billing_address_cidade: 'São Paulo',
      billing_address_estado: 'SP',
      billing_address_cep: '01037010',
    });
  });

  it('refuses an invalid address field by field, each with its code', async () => {
    const url = `/v1/bank/accounts/${maria.accountId}/changeaddress`;
    const res = await call(t.app, maria, {
      method: 'POST',
      url,
      payload: {
        billing_address_logradouro: 'R',
        billing_address_numero: 'dez',
        billing_address_complemento: 'x'.repeat(61),
        billing_address_bairro: '',
        billing_address_estado: 'XX',
        billing_address_cep: '1234',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Alguns dados estão inválidos. Verifique os campos destacados.',
      fields: {
        billing_address_logradouro: 'STREET_REQUIRED',
        billing_address_numero: 'STREET_NUMBER_INVALID',
        billing_address_complemento: 'TOO_LONG',
        billing_address_bairro: 'DISTRICT_REQUIRED',
        billing_address_cidade: 'REQUIRED',
        billing_address_estado: 'STATE_INVALID',
        billing_address_cep: 'CEP_INVALID',
      },
    });
    const otherState = await call(t.app, maria, {
      method: 'POST',
      url,
      payload: { ...validAddress, billing_address_estado: 'RJ', billing_address_numero: 'S/N' },
    });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().fields).toEqual({
      billing_address_estado: 'CEP_OTHER_STATE',
    });
  });

  it('lets a viewer-free operator change the account but not a read-only user', async () => {
    const url = `/v1/bank/accounts/${ana.accountId}/changename`;
    expect(
      (await call(t.app, ana, { method: 'POST', url, payload: { name: 'Padaria Ipê' } }))
        .statusCode,
    ).toBe(200);
    await t.db.query(
      `UPDATE memberships SET user_type = 3 WHERE user_id = (SELECT id FROM users WHERE email = 'ana@ipe.dev')`,
    );
    const res = await call(t.app, ana, { method: 'POST', url, payload: { name: 'Outra Padaria' } });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toMatchObject({ user_transaction: false });
    await t.db.query(
      `UPDATE memberships SET user_type = 2 WHERE user_id = (SELECT id FROM users WHERE email = 'ana@ipe.dev')`,
    );
  });

  it('GET /v1/taxes/account-fees lists the fees of the kind of account, by type', async () => {
    const all = await call(t.app, maria, { method: 'GET', url: '/v1/taxes/account-fees' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.length).toBeGreaterThan(5);
    const pix = await call(t.app, carlos, {
      method: 'GET',
      url: '/v1/taxes/account-fees?type=pix',
    });
    expect(pix.json().data).toEqual([
      {
        code: 'pix_in',
        type: 'pix',
        name: 'Pix recebido',
        amount_cents: 0,
        description: 'Por Pix recebido.',
      },
      {
        code: 'pix_out',
        type: 'pix',
        name: 'Pix enviado',
        amount_cents: 100,
        description: 'Por Pix enviado.',
      },
    ]);
    const bad = await call(t.app, maria, {
      method: 'GET',
      url: '/v1/taxes/account-fees?type=cafe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.type).toBe('INVALID');
  });

  describe('another holder’s account (BOLA): 404 and nothing shown, for every route', async () => {
    const pin = await encodePin(DEMO_PIN);
    const routes: [string, 'GET' | 'POST', string, object | undefined][] = [
      ['account', 'GET', '', undefined],
      ['balance', 'GET', '/balance', undefined],
      ['statement', 'GET', '/statement', undefined],
      ['changename', 'POST', '/changename', { name: 'Invasora' }],
      ['changeaddress', 'POST', '/changeaddress', validAddress],
      [
        'transfer',
        'POST',
        '/transfers/internal',
        { destination: { account_id: randomUUID() }, amount_cents: 1, pin },
      ],
    ];
    it.each(routes)('%s', async (_name, method, suffix, payload) => {
      const before = (
        await call(t.app, carlos, { method: 'GET', url: `/v1/bank/accounts/${carlos.accountId}` })
      ).json();
      const res = await call(t.app, maria, {
        method,
        url: `/v1/bank/accounts/${carlos.accountId}${suffix}`,
        ...(payload ? { payload } : {}),
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'Conta não encontrada.' });
      expect(res.body).not.toContain('Padaria');
      const after = (
        await call(t.app, carlos, { method: 'GET', url: `/v1/bank/accounts/${carlos.accountId}` })
      ).json();
      expect(after).toEqual(before);
    });
  });

  it('needs a session on every account route', async () => {
    for (const url of [
      '/phoenix/bank/v1/account',
      '/phoenix/bank/v1/account/balance',
      '/phoenix/bank/v1/account/IR/years-available',
      `/v1/bank/accounts/${maria.accountId}`,
      '/v1/taxes/account-fees',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
