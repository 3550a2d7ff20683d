import { encodePin, PIX_API_CLIENT_LIMIT } from '@ipe/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../seed';
import {
  availableBalance,
  call,
  createTestApp,
  enableDevice,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';

/**
 * The Pix API (docs/architecture/pix-api.md): Carlos gives his shop's system credentials; the
 * system issues and revises charges with its own token, and a customer of another bank pays one
 * through the SPI, which concludes it in Carlos's account.
 */
describe('the Pix API (/pix/v2) with a shop’s own credentials', () => {
  let t: TestApp;
  let pin: string;
  let carlos: Session;
  let maria: Session;
  let carlosKey: string;
  let credentials: { client_id: string; client_secret: string };
  let token: string;

  const basic = (id: string, secret: string) =>
    `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const askToken = (id: string, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/pix/v2/oauth/token',
      headers: {
        authorization: basic(id, secret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
  const api = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object, bearer = token) =>
    t.app.inject({
      method,
      url: `/pix/v2${url}`,
      headers: { authorization: `Bearer ${bearer}` },
      ...(payload ? { payload } : {}),
    });
  const createClient = (session: Session, name: string) =>
    call(t.app, session, {
      method: 'POST',
      url: `/v1/bank/accounts/${session.accountId}/pix/api-clients`,
      payload: { name, pin },
    });
  const incoming = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/pix/incoming',
      headers: { 'x-admin-token': t.app.ipe.adminToken },
      payload,
    });
  const txid = (n: number) => `loja${String(n).padStart(4, '0')}pedido0000000000000000`;
  const fields = (res: LightMyRequestResponse) => res.json().fields as Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ config: { interbank: { latencyMs: 0, rejectionPercent: 0 } } });
    pin = await encodePin(DEMO_PIN);
    carlos = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, carlos, 'carlos@ipe.dev');
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    const keys = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/keys`,
    });
    carlosKey = keys.json().data[0].key;
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('gives the secret once, with the PIN, and lists the credentials without it', async () => {
    const wrongPin = await call(t.app, carlos, {
      method: 'POST',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/api-clients`,
      payload: { name: 'Loja virtual', pin: await encodePin('0000') },
    });
    expect(wrongPin.json().code).toBe('INVALID_PIN');

    const created = await createClient(carlos, 'Loja virtual');
    expect(created.statusCode).toBe(201);
    credentials = created.json().data;
    expect(credentials.client_id).toMatch(/^ipe_[0-9a-f]{24}$/);
    expect(credentials.client_secret.length).toBeGreaterThanOrEqual(40);

    const listed = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/api-clients`,
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ client_id: credentials.client_id, name: 'Loja virtual' }),
    ]);
    expect(listed.body).not.toContain(credentials.client_secret);
  });

  it('trades the id and secret for an hour’s token; a wrong secret or no token gets nothing', async () => {
    const wrong = await askToken(credentials.client_id, 'not-the-secret');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('PIX_API_CLIENT_INVALID');

    const granted = await askToken(credentials.client_id, credentials.client_secret);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    token = granted.json().access_token;

    const anonymous = await api('GET', `/cob/${txid(1)}`, undefined, 'nothing');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('PIX_API_TOKEN_INVALID');
  });

  it('issues a cob with the txid given, which the app lists; the same txid again is refused', async () => {
    const body = {
      calendario: { expiracao: 3600 },
      valor: { original: '37.50' },
      chave: carlosKey,
      solicitacaoPagador: 'Pedido 1',
      infoAdicionais: [{ nome: 'Pedido', valor: '1' }],
    };
    const created = await api('PUT', `/cob/${txid(1)}`, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      txid: txid(1),
      revisao: 0,
      status: 'ATIVA',
      valor: { original: '37.50', modalidadeAlteracao: 0 },
      loc: { tipoCob: 'cob' },
      infoAdicionais: [{ nome: 'Pedido', valor: '1' }],
    });
    expect(created.json().pixCopiaECola).toMatch(/^000201/);

    const inApp = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges/${txid(1)}`,
    });
    expect(inApp.json().data.valor.original).toBe('37.50');

    const again = await api('PUT', `/cob/${txid(1)}`, body);
    expect(again.json().code).toBe('PIX_CHARGE_TXID_TAKEN');
  });

  it('is a systems’ API: no XSRF cookie is set, and a cookie a client kept is no refusal', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/pix/v2/cob/${txid(5)}`,
      headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=kept-from-elsewhere' },
      payload: { valor: { original: '1.00' }, chave: carlosKey },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('names refused fields as the API writes them', async () => {
    const zero = await api('PUT', `/cob/${txid(2)}`, {
      valor: { original: '0.00' },
      chave: carlosKey,
    });
    expect(zero.statusCode).toBe(400);
    expect(fields(zero)['valor.original']).toBeDefined();

    const notMine = await api('PUT', `/cob/${txid(2)}`, {
      valor: { original: '1.00' },
      chave: 'maria@ipe.dev',
    });
    expect(fields(notMine)).toEqual({ chave: 'NOT_YOUR_PIX_KEY' });

    const badPayer = await api('PUT', `/cob/${txid(2)}`, {
      valor: { original: '1.00' },
      chave: carlosKey,
      devedor: { cpf: '12345678900', nome: 'Fulano' },
    });
    expect(fields(badPayer)).toEqual({ devedor: 'DOCUMENT_INVALID' });

    const unsupported = await api('PUT', `/cobv/${txid(2)}`, {
      calendario: { dataDeVencimento: '2099-01-10' },
      devedor: { cpf: '52998224725', nome: 'Maria' },
      valor: { original: '10.00', multa: { modalidade: 1, valorPerc: '2.00' } },
      chave: carlosKey,
    });
    expect(fields(unsupported)['valor.multa.modalidade']).toBeDefined();
  });

  it('revises an active cob (revisao + 1) and removes one', async () => {
    const revised = await api('PATCH', `/cob/${txid(1)}`, { valor: { original: '40.00' } });
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({
      revisao: 1,
      valor: { original: '40.00' },
      solicitacaoPagador: 'Pedido 1',
      calendario: { expiracao: 3600 },
    });

    await api('PUT', `/cob/${txid(3)}`, { valor: { original: '5.00' }, chave: carlosKey });
    const removed = await api('PATCH', `/cob/${txid(3)}`, {
      status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
    });
    expect(removed.json().status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    const paidAfter = await incoming({ br_code: removed.json().pixCopiaECola });
    expect(paidAfter.json().code).toBe('PIX_CHARGE_NOT_FOUND');
  });

  it('issues and reads a cobv with its terms; a cobv is not found as a cob', async () => {
    const created = await api('PUT', `/cobv/${txid(4)}`, {
      calendario: { dataDeVencimento: '2099-01-10', validadeAposVencimento: 30 },
      devedor: { cpf: '52998224725', nome: 'Maria Oliveira Santos' },
      valor: {
        original: '150.00',
        multa: { modalidade: 2, valorPerc: '2.00' },
        juros: { modalidade: 3, valorPerc: '1.00' },
        desconto: { modalidade: 1, descontoDataFixa: [{ data: '2099-01-05', valorPerc: '10.00' }] },
      },
      chave: carlosKey,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      loc: { tipoCob: 'cobv' },
      calendario: { dataDeVencimento: '2099-01-10', validadeAposVencimento: 30 },
      devedor: { cpf: '52998224725' },
      valor: { original: '150.00', final: '140.00' },
    });
    expect(created.json().boleto.linhaDigitavel).toMatch(/^\d{47}$/);

    const revised = await api('PATCH', `/cobv/${txid(4)}`, {
      calendario: { dataDeVencimento: '2099-02-10' },
    });
    expect(revised.json()).toMatchObject({
      revisao: 1,
      calendario: { dataDeVencimento: '2099-02-10', validadeAposVencimento: 30 },
      valor: { multa: { valorPerc: '2.00' } },
    });

    expect((await api('GET', `/cob/${txid(4)}`)).json().code).toBe('PIX_CHARGE_NOT_FOUND');
    expect((await api('GET', `/cobv/${txid(4)}`)).json().txid).toBe(txid(4));
  });

  it('a customer of another bank pays the cob through the SPI: concluded once, credited once', async () => {
    const charge = (await api('GET', `/cob/${txid(1)}`)).json();
    const before = await availableBalance(t, carlos.accountId);

    const paid = await incoming({ br_code: charge.pixCopiaECola, payer: 1 });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({ amount: 40_00, txid: txid(1), replayed: false });
    const endToEndId = paid.json().data.end_to_end_id;
    expect(await availableBalance(t, carlos.accountId)).toBe(before + 40_00);

    const concluded = (await api('GET', `/cob/${txid(1)}`)).json();
    expect(concluded.status).toBe('CONCLUIDA');
    expect(concluded.pix).toEqual([expect.objectContaining({ endToEndId, valor: '40.00' })]);

    // The SPI repeats its message: nothing more; another payer: refused, nothing moves.
    const { branch, number } = paid.json().data;
    const replay = await incoming({
      branch,
      number,
      amount: 40_00,
      txid: txid(1),
      end_to_end_id: endToEndId,
      payer: 1,
    });
    expect(replay.json().data.replayed).toBe(true);
    const second = await incoming({ br_code: charge.pixCopiaECola, payer: 2 });
    expect(second.json().code).toBe('PIX_CHARGE_ALREADY_PAID');
    expect(await availableBalance(t, carlos.accountId)).toBe(before + 40_00);

    const pix = await api('GET', `/pix/${endToEndId}`);
    expect(pix.json()).toMatchObject({
      endToEndId,
      txid: txid(1),
      chave: carlosKey,
      valor: '40.00',
      devolucoes: [],
    });
  });

  it('answers only for its own account: another holder’s token sees none of it', async () => {
    const other = (await createClient(maria, 'Outro sistema')).json().data;
    const otherToken = (await askToken(other.client_id, other.client_secret)).json().access_token;
    const read = await api('GET', `/cob/${txid(1)}`, undefined, otherToken);
    expect(read.json().code).toBe('PIX_CHARGE_NOT_FOUND');
  });

  it('stops at once when revoked, and holds at most five credentials', async () => {
    const revoked = await call(t.app, carlos, {
      method: 'DELETE',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/api-clients/${credentials.client_id}`,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await api('GET', `/cob/${txid(1)}`)).json().code).toBe('PIX_API_TOKEN_INVALID');
    const retoken = await askToken(credentials.client_id, credentials.client_secret);
    expect(retoken.json().code).toBe('PIX_API_CLIENT_INVALID');

    for (let i = 0; i < PIX_API_CLIENT_LIMIT; i++) {
      expect((await createClient(carlos, `Sistema ${i}`)).statusCode).toBe(201);
    }
    const over = await createClient(carlos, 'Mais um');
    expect(over.json()).toMatchObject({ code: 'PIX_API_CLIENT_LIMIT_REACHED', limit: 5 });
  });
});
