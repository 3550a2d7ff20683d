import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type Session, type TestApp } from '../testing/testApp';

describe('POST /v1/bank/accounts/{sub}/pix/keys/lookup', () => {
  let t: TestApp;
  let maria: Session;
  const lookUp = (key: unknown, session = maria) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/pix/keys/lookup`,
      payload: { key },
    });

  beforeAll(async () => {
    t = await createTestApp();
    maria = await signIn(t.app, 'maria@ipe.dev');
  });
  afterAll(() => t.close());

  it('says who a key pays: name, masked CPF and institution, never the account', async () => {
    const res = await lookUp('Ana.Moreira@exemplo.com.br');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      key_type: 'email',
      key: 'ana.moreira@exemplo.com.br',
      name: 'Ana Beatriz Moreira',
      document: '***.456.789-**',
      institution: { ispb: '00000000', name: 'Banco do Brasil S.A.' },
      account_type: 'checking',
    });
  });

  it('reads keys as people type them, and shows a company’s CNPJ whole', async () => {
    expect((await lookUp('123.456.789-09')).json().data).toMatchObject({
      key_type: 'cpf',
      key: '12345678909',
    });
    expect((await lookUp('+55 (21) 99876-5432')).json().data).toMatchObject({
      key_type: 'phone',
      key: '+5521998765432',
      name: 'Bruno Carvalho Lima',
    });
    expect((await lookUp('45.723.174/0001-10')).json().data).toMatchObject({
      key_type: 'cnpj',
      name: 'Padaria Pão de Mel Ltda',
      document: '45.723.174/0001-10',
    });
  });

  it('refuses a malformed key on its field and an unknown key with a code', async () => {
    const malformed = await lookUp('fulano@');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { key: 'PIX_KEY_EMAIL_INVALID' },
    });
    expect((await lookUp('')).json().fields).toEqual({ key: 'REQUIRED' });
    const unknown = await lookUp('ninguem@exemplo.com.br');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PIX_KEY_NOT_FOUND');
  });

  it('needs a session, and answers 503 while Pix is switched off', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/keys/lookup`,
      payload: { key: 'ana.moreira@exemplo.com.br' },
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/services/pix',
        headers: { 'x-admin-token': t.app.ipe.adminToken },
        payload: { enabled },
      });
    await admin(false);
    expect((await lookUp('ana.moreira@exemplo.com.br')).statusCode).toBe(503);
    await admin(true);
    expect((await lookUp('ana.moreira@exemplo.com.br')).statusCode).toBe(200);
  });
});
