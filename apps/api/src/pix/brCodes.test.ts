import { randomUUID } from 'node:crypto';
import { encodeBrCode, encodeDynamicBrCode, encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../seed';
import {
  availableBalance,
  call,
  createTestApp,
  enableDevice,
  operatorHeaders,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { createTestClock } from '../testing/testClock';

/**
 * Paying a copy-and-paste code (or a scanned QR Code) through the real routes: static codes with
 * this bank's and other banks' keys, dynamic charges signed by a simulated participant, and the
 * codes a payer must be kept from paying: expired, already paid, tampered, unknown.
 */
describe('paying a Pix copy-and-paste code', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  const clock = createTestClock();

  const read = (code: string) =>
    call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/br-codes/read`,
      payload: { code },
    });
  const pay = (code: string, body: Record<string, unknown> = {}, key = randomUUID()) =>
    call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/br-code`,
      headers: { 'idempotency-key': key },
      payload: { code, pin, amount_cents: 1_00, ...body },
    });
  const issueCharge = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/pix/charges',
      headers: operatorHeaders(t.app),
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { br_code: string; location: string; txid: string };
  };
  const available = (accountId: string) => availableBalance(t, accountId);

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { interbank: { latencyMs: 0, rejectionPercent: 0 } },
    });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it("reads and pays a static code of this bank's key at once, with its amount and txid", async () => {
    const code = encodeBrCode({
      key: 'carlos@ipe.dev',
      amountCents: 42_50,
      name: 'Carlos Eduardo',
      city: 'Sao Paulo',
      txid: 'MESA12',
    });
    const reading = await read(code);
    expect(reading.statusCode).toBe(200);
    expect(reading.json().data).toMatchObject({
      kind: 'static',
      amount_cents: 42_50,
      amount_editable: false,
      txid: 'MESA12',
      expires_at: null,
      recipient: { key: 'carlos@ipe.dev', institution: { ispb: '40506070' } },
    });

    const before = await available(maria.accountId);
    const res = await pay(code, { amount_cents: 42_50 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      channel: 'br_code',
      status: 'completed',
      txid: 'MESA12',
      amount_cents: 42_50,
    });
    expect(await available(maria.accountId)).toBe(before - 42_50);
  });

  it('refuses another amount than the code fixes, on the amount field, and moves nothing', async () => {
    const code = encodeBrCode({ key: 'carlos@ipe.dev', amountCents: 10_00, name: 'C', city: 'SP' });
    const before = await available(maria.accountId);
    const res = await pay(code, { amount_cents: 1_00 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { amount_cents: 'AMOUNT_DIFFERS_FROM_CODE' },
    });
    expect(await available(maria.accountId)).toBe(before);
  });

  it('lets the payer choose the amount of a static code without one', async () => {
    const code = encodeBrCode({ key: '12345678909', name: 'Ana', city: 'Brasilia' });
    expect((await read(code)).json().data).toMatchObject({
      amount_cents: null,
      amount_editable: true,
      recipient: { name: 'Ana Beatriz Moreira', institution: { ispb: '00000000' } },
    });
    const res = await pay(code, { amount_cents: 7_77 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'completed', amount_cents: 7_77 });
  });

  it('refuses a code whose CRC does not match on its field, and an unknown key', async () => {
    const code = encodeBrCode({ key: 'carlos@ipe.dev', name: 'C', city: 'SP' });
    const broken = `${code.slice(0, -4)}${code.slice(-4) === '0000' ? '1111' : '0000'}`;
    const res = await read(broken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { code: 'BR_CODE_INVALID' } });
    const nobody = encodeBrCode({ key: 'ninguem@exemplo.com.br', name: 'X', city: 'SP' });
    expect((await pay(nobody)).json().code).toBe('PIX_KEY_NOT_FOUND');
  });

  it('pays a signed dynamic charge once: the charge is then paid', async () => {
    const issuedAt = clock.now().getTime();
    const charge = await issueCharge({ payee: 1, amount: 89_90, description: 'Pedido 4471' });
    const reading = await read(charge.br_code);
    expect(reading.statusCode).toBe(200);
    expect(reading.json().data).toMatchObject({
      kind: 'dynamic',
      amount_cents: 89_90,
      amount_editable: false,
      txid: charge.txid,
      description: 'Pedido 4471',
      expires_at: new Date(issuedAt + 3600_000).toISOString(),
      recipient: { name: 'Bruno Carvalho Lima', institution: { ispb: '60701190' } },
    });

    const before = await available(maria.accountId);
    const paid = await pay(charge.br_code, { amount_cents: 89_90 });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data).toMatchObject({ status: 'completed', txid: charge.txid });
    expect(await available(maria.accountId)).toBe(before - 89_90);

    // Paying it again (a new attempt, not a retry) is refused before any money moves.
    expect((await read(charge.br_code)).json().code).toBe('PIX_CHARGE_ALREADY_PAID');
    const again = await pay(charge.br_code, { amount_cents: 89_90 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PIX_CHARGE_ALREADY_PAID');
    expect(await available(maria.accountId)).toBe(before - 89_90);
  });

  it('refuses an expired charge', async () => {
    const charge = await issueCharge({ payee: 0, amount: 5_00, expires_in: 60 });
    clock.advance(61_000);
    const before = await available(maria.accountId);
    expect((await read(charge.br_code)).json().code).toBe('PIX_CHARGE_EXPIRED');
    const res = await pay(charge.br_code, { amount_cents: 5_00 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PIX_CHARGE_EXPIRED');
    expect(await available(maria.accountId)).toBe(before);
  });

  it('refuses a tampered charge, whose signature does not match what it says', async () => {
    const charge = await issueCharge({ payee: 2, amount: 15_00, tampered: true });
    const before = await available(maria.accountId);
    expect((await read(charge.br_code)).json().code).toBe('PIX_CHARGE_NOT_TRUSTED');
    const res = await pay(charge.br_code, { amount_cents: 150_00 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PIX_CHARGE_NOT_TRUSTED');
    expect(await available(maria.accountId)).toBe(before);
  });

  it('refuses a location nobody serves, and one at a host no participant is known by', async () => {
    const missing = encodeDynamicBrCode({
      url: `pix-00000000.simulador.ipe.dev/qr/v2/${randomUUID().replaceAll('-', '')}`,
      name: 'Ana',
      city: 'Brasilia',
    });
    expect((await read(missing)).json().code).toBe('PIX_CHARGE_NOT_FOUND');
    const stranger = encodeDynamicBrCode({
      url: 'pix.golpe.example/qr/v2/abc',
      name: 'Ana',
      city: 'Brasilia',
    });
    expect((await read(stranger)).json().code).toBe('PIX_CHARGE_NOT_TRUSTED');
  });
});
