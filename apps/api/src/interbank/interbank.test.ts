import { isValidCnpj, isValidCpf, parsePixKey } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { loadParticipants } from './participants';
import { SIMULATED_HOLDERS, createInterbankSimulator } from './simulator';

const ana = SIMULATED_HOLDERS[0]!;
const carla = SIMULATED_HOLDERS.find((holder) => holder.closed)!;
const payeeOf = (holder = ana) => ({
  ispb: holder.ispb,
  branch: holder.branch,
  account: holder.account,
  document: holder.holder.document,
});
let sent = 0;
/** A new payment each time: the SPI answers an end-to-end id once. */
const order = (payee = payeeOf()) => ({
  endToEndId: `E4050607020261124120${String((sent += 1)).padStart(11, '0')}`,
  amount: 1_000,
  payee,
});

describe('the Pix participants', () => {
  const { participants, updatedAt } = loadParticipants();

  it('come from the maintained list: real ISPBs, codes and names, ordered by name', () => {
    expect(participants.length).toBeGreaterThan(200);
    expect(participants).toContainEqual(
      expect.objectContaining({ ispb: '00000000', code: '001', name: 'Banco do Brasil S.A.' }),
    );
    expect(participants.find((p) => p.ispb === '18236120')?.name).toMatch(/Nu Pagamentos/i);
    for (const p of participants) {
      expect(p.ispb).toMatch(/^\d{8}$/);
      if (p.code !== null) expect(p.code).toMatch(/^\d{3}$/);
    }
    const names = participants.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(new Date(updatedAt).toISOString()).toBe(updatedAt);
  });

  it('include every institution the simulator keeps an account at', () => {
    const ispbs = new Set(participants.map((p) => p.ispb));
    for (const holder of SIMULATED_HOLDERS) expect(ispbs.has(holder.ispb), holder.ispb).toBe(true);
  });
});

describe('the simulated DICT', () => {
  const { dict } = createInterbankSimulator();

  it('holds valid keys and documents only', () => {
    for (const holder of SIMULATED_HOLDERS) {
      const { document, kind } = holder.holder;
      expect(kind === 'person' ? isValidCpf(document) : isValidCnpj(document), document).toBe(true);
      for (const { type, key } of holder.keys) {
        expect(parsePixKey(key, { type }), key).toEqual({ ok: true, type, key });
      }
    }
  });

  it('answers the account a key points to, and null for a key nobody registered', async () => {
    expect(await dict.lookup('email', 'ana.moreira@exemplo.com.br')).toEqual({
      keyType: 'email',
      key: 'ana.moreira@exemplo.com.br',
      ispb: '00000000',
      branch: '1234',
      account: '567890',
      accountType: 'checking',
      holder: { name: 'Ana Beatriz Moreira', document: '12345678909', kind: 'person' },
    });
    expect(await dict.lookup('cpf', '12345678909')).toMatchObject({ account: '567890' });
    expect(await dict.lookup('email', 'ninguem@exemplo.com.br')).toBeNull();
    // A key of one type is not found as another.
    expect(await dict.lookup('phone', '12345678909')).toBeNull();
  });
});

describe('the simulated SPI', () => {
  it('settles a payment to an open account after the participant’s latency', async () => {
    const sleep = vi.fn(async () => {});
    const { spi } = createInterbankSimulator({ latencyMs: 150, sleep });
    expect(await spi.settle(order())).toEqual({ accepted: true });
    expect(sleep).toHaveBeenCalledWith(150);
  });

  it('refuses a closed account, a document that is not the holder’s and an unknown account', async () => {
    const { spi } = createInterbankSimulator();
    expect(await spi.settle(order(payeeOf(carla)))).toEqual({
      accepted: false,
      reason: 'ACCOUNT_CLOSED',
    });
    expect(await spi.settle(order({ ...payeeOf(), document: '87123456017' }))).toEqual({
      accepted: false,
      reason: 'WRONG_DOCUMENT',
    });
    expect(await spi.settle(order({ ...payeeOf(), account: '000001' }))).toEqual({
      accepted: false,
      reason: 'ACCOUNT_CLOSED',
    });
  });

  it('refuses its share of payments, and times out a participant slower than the limit', async () => {
    const draws = [0.05, 0.5];
    const chancy = createInterbankSimulator({ rejectionRate: 0.1, random: () => draws.shift()! });
    expect(await chancy.spi.settle(order())).toEqual({ accepted: false, reason: 'TIMEOUT' });
    expect(await chancy.spi.settle(order())).toEqual({ accepted: true });

    const sleep = vi.fn(async () => {});
    const slow = createInterbankSimulator({ latencyMs: 30_000, timeoutMs: 10_000, sleep });
    expect(await slow.spi.settle(order())).toEqual({ accepted: false, reason: 'TIMEOUT' });
    expect(sleep).toHaveBeenCalledWith(10_000);
  });
});

describe('GET /v3/public/bank/pix/participants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('serves the list and its updateAt to anyone, cacheable for a day (pspList)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/public/bank/pix/participants' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { data } = res.json();
    expect(data.updateAt).toBe(loadParticipants().updatedAt);
    expect(data.data).toContainEqual({
      ispb: '00000000',
      code: '001',
      name: 'Banco do Brasil S.A.',
      shortName: 'BCO DO BRASIL S.A.',
    });
  });
});
