import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';

describe('GET /cep/{cep}', () => {
  let t: TestApp;
  const get = (cep: string) => t.app.inject({ method: 'GET', url: `/cep/${cep}` });
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers a known address, with or without the dash', async () => {
    for (const cep of ['01310-100', '01310100']) {
      const res = await get(cep);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
        precision: 'address',
      });
    }
  });

  it('answers the city for a CEP in a capital’s range and the state elsewhere', async () => {
    expect((await get('40015-970')).json().data).toMatchObject({
      cidade: 'Salvador',
      estado: 'BA',
      precision: 'city',
    });
    expect((await get('70297-400')).json().data).toMatchObject({
      cidade: 'Brasília',
      estado: 'DF',
    });
    expect((await get('13083-970')).json().data).toEqual({
      cep: '13083970',
      logradouro: null,
      bairro: null,
      cidade: null,
      estado: 'SP',
      precision: 'state',
    });
    expect((await get('69301-000')).json().data).toMatchObject({
      estado: 'RR',
      cidade: 'Boa Vista',
    });
    expect((await get('69400-000')).json().data).toMatchObject({
      estado: 'AM',
      precision: 'state',
    });
  });

  it('refuses a malformed CEP and answers 404 for one no state has', async () => {
    const bad = await get('123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.cep).toBe('CEP_INVALID');
    const none = await get('00500-000');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'CEP_NOT_FOUND', message: 'CEP não encontrado.' });
  });
});
