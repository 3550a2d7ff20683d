import { randomUUID } from 'node:crypto';
import { encodePin, parseBoleto } from '@ipe/domain';
import { compactVerify, createLocalJWKSet } from 'jose';
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
import { createTestClock } from '../testing/testClock';

/**
 * Boleto with Pix (`cobv`, docs/architecture/pix-receiving.md): the Padaria (Carlos) charges
 * Maria with a due date on a holiday; what the charge asks changes with the day Maria pays it.
 * Once both have signed in (the captcha runs on real time), the clock is set to Wednesday
 * 2026-11-18, noon in São Paulo.
 */
describe('Pix charges with due date', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let carlos: Session;
  const clock = createTestClock();

  const terms = {
    key: '11222333000181',
    amount_cents: 150_00,
    // A Friday and a national holiday: due in practice on Monday the 23rd.
    due_date: '2026-11-20',
    validity_after_due_days: 10,
    payer_name: 'Maria Oliveira Santos',
    payer_document: '871.234.560-17',
    fine_bps: 200,
    monthly_interest_bps: 100,
    description: 'Mensalidade de novembro',
  };
  /** Sets the clock to noon of a day in São Paulo (sessions last a week: stay near it). */
  const today = (day: string) =>
    clock.advance(Date.parse(`${day}T12:00:00-03:00`) - clock.now().getTime());
  const createDue = (body: Record<string, unknown>) =>
    call(t.app, carlos, {
      method: 'POST',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/due-charges`,
      payload: { ...terms, ...body },
    });
  const payCode = (code: string, amount: number) =>
    call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/payments/br-code`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { code, pin, amount_cents: amount },
    });
  const readCode = (code: string) =>
    call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/br-codes/read`,
      payload: { code },
    });

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { interbank: { latencyMs: 0, rejectionPercent: 0 } },
    });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    carlos = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, carlos, 'carlos@ipe.dev');
    today('2026-11-18');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('issues a charge with due date, its signed payload and its boleto', async () => {
    const res = await createDue({ discount_cents: 10_00, discount_until: '2026-11-19' });
    expect(res.statusCode, res.body).toBe(201);
    const charge = res.json().data;
    expect(charge).toMatchObject({
      status: 'ATIVA',
      loc: { tipoCob: 'cobv' },
      calendario: { dataDeVencimento: '2026-11-20', validadeAposVencimento: 10 },
      devedor: { cpf: '87123456017', nome: 'Maria Oliveira Santos' },
      valor: {
        original: '150.00',
        multa: { modalidade: 2, valorPerc: '2.00' },
        juros: { modalidade: 3, valorPerc: '1.00' },
        desconto: { descontoDataFixa: [{ data: '2026-11-19', valorPerc: '10.00' }] },
        // Today (the 18th) the discount holds.
        final: '140.00',
      },
      expirada: false,
      pagavelAte: '2026-12-04T02:59:59.999Z',
    });
    expect(charge.calendario.expiracao).toBeUndefined();
    // The boleto's line is a valid bank line of this bank, due on the 20th, for the face value.
    const boleto = parseBoleto(charge.boleto.linhaDigitavel, { today: '2026-11-18' });
    expect(boleto).toMatchObject({
      ok: true,
      value: { bankCode: '777', amountCents: 150_00, dueDate: '2026-11-20' },
    });
    expect(boleto.ok && boleto.value.barcode).toBe(charge.boleto.codigoDeBarras);

    // The location answers, signed, what it asks on the day the payer's bank names.
    const locationId = charge.location.split('/').pop();
    const jwks = createLocalJWKSet((await t.app.inject({ url: '/pix/v2/jwks' })).json());
    const late = await t.app.inject({ url: `/qr/v2/${locationId}?DPP=2026-11-24` });
    const { payload } = await compactVerify(late.body, jwks);
    // 4 days late from the 20th: 150,00 + 2 % (3,00) + 1 % a month × 4/30 (0,20).
    expect(JSON.parse(new TextDecoder().decode(payload)).valor.final).toBe('153.20');
  });

  it('refuses terms a bank would refuse, each on its field', async () => {
    const refusals: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ due_date: '2026-11-17' }, { due_date: 'DUE_DATE_PAST' }],
      [{ fine_bps: 250 }, { fine_bps: 'FINE_TOO_HIGH' }],
      [
        { discount_cents: 5_00, discount_until: '2026-11-21' },
        { discount_until: 'DISCOUNT_AFTER_DUE_DATE' },
      ],
      [{ abatement_cents: 150_00 }, { abatement_cents: 'ABATEMENT_TOO_HIGH' }],
      [{ payer_document: '871.234.560-18' }, { payer_document: 'DOCUMENT_INVALID' }],
      [{ key: 'maria@ipe.dev' }, { key: 'NOT_YOUR_PIX_KEY' }],
    ];
    for (const [body, fields] of refusals) {
      const res = await createDue(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields });
    }
  });

  it('cannot be paid after its validity', async () => {
    // Due on Thursday the 19th, payable one day after.
    const charge = (await createDue({ due_date: '2026-11-19', validity_after_due_days: 1 })).json()
      .data;
    today('2026-11-20');
    const last = await readCode(charge.pixCopiaECola);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data.amount_cents).toBe(153_05);
    today('2026-11-21');
    const read = await readCode(charge.pixCopiaECola);
    expect(read.json().code).toBe('PIX_CHARGE_EXPIRED');
    const listed = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges/${charge.txid}`,
    });
    expect(listed.json().data).toMatchObject({ status: 'ATIVA', expirada: true });
  });

  it('is paid for the amount due on the day: fine and interest after the business due date', async () => {
    today('2026-11-18');
    const charge = (await createDue({})).json().data;
    // Monday the 23rd is the due date in practice: the face value, nothing more.
    today('2026-11-23');
    expect((await readCode(charge.pixCopiaECola)).json().data).toMatchObject({
      amount_cents: 150_00,
      amount_editable: false,
    });
    // Tuesday the 24th: late, counted from the 20th.
    today('2026-11-24');
    expect((await readCode(charge.pixCopiaECola)).json().data.amount_cents).toBe(153_20);
    const refused = await payCode(charge.pixCopiaECola, 150_00);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ amount_cents: 'AMOUNT_DIFFERS_FROM_CODE' });

    const before = await availableBalance(t, carlos.accountId);
    const paid = await payCode(charge.pixCopiaECola, 153_20);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ status: 'completed', txid: charge.txid });
    expect(await availableBalance(t, carlos.accountId)).toBe(before + 153_20);
    const seen = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges/${charge.txid}`,
    });
    expect(seen.json().data).toMatchObject({
      status: 'CONCLUIDA',
      pix: [{ valor: '153.20' }],
    });
    expect((await payCode(charge.pixCopiaECola, 153_20)).json().code).toBe(
      'PIX_CHARGE_ALREADY_PAID',
    );
  });
});
