import { randomUUID } from 'node:crypto';
import { bankBarcode, barcodeToLine, encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../seed';
import {
  availableBalance,
  call,
  createTestApp,
  enableDevice,
  lastMailTo,
  operatorHeaders,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { planOfSent } from '../testing/plans';
import { createTestClock } from '../testing/testClock';

/**
 * Paying boletos (docs/architecture/boletos.md): a boleto the Padaria (Carlos) issued here to
 * Maria, and other banks' bills in the simulated registry. Once both have signed in (the captcha
 * runs on real time), the clock is set to Wednesday 2026-11-18, noon in São Paulo.
 */
/** What the Padaria (a company) pays for each of its boletos paid (docs/architecture/fees.md). */
const BOLETO_FEE = 1_90;

describe('Boleto payments', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let carlos: Session;
  const clock = createTestClock();
  const MARIA_CPF = '52998224725';

  /** Sets the clock to a time of a day in São Paulo (sessions last a week: stay near it). */
  const at = (day: string, time = '12:00') =>
    clock.advance(Date.parse(`${day}T${time}:00-03:00`) - clock.now().getTime());
  const lookup = (line: string, who: Session = maria) =>
    call(t.app, who, {
      method: 'POST',
      url: `/v1/bank/accounts/${who.accountId}/boletos/lookup`,
      payload: { line },
    });
  const pay = (line: string, amount: number, key = randomUUID(), who: Session = maria) =>
    call(t.app, who, {
      method: 'POST',
      url: `/v1/bank/accounts/${who.accountId}/boletos/payments`,
      headers: { 'idempotency-key': key },
      payload: { line, amount_cents: amount, pin, description: 'Conta paga' },
    });
  /** Carlos issues a boleto (a charge with due date) to Maria; its line. */
  const issueToMaria = async (terms: Record<string, unknown>) => {
    const res = await call(t.app, carlos, {
      method: 'POST',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/due-charges`,
      payload: {
        key: '11222333000181',
        amount_cents: 150_00,
        validity_after_due_days: 10,
        payer_name: 'Maria Oliveira Santos',
        payer_document: MARIA_CPF,
        fine_bps: 200,
        monthly_interest_bps: 100,
        ...terms,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      txid: string;
      boleto: { linhaDigitavel: string; identificador: string };
    };
  };
  /** Another bank's bill, registered in the simulated registry; its line. */
  const register = async (
    input: Parameters<
      NonNullable<TestApp['app']['ipe']['interbank']['simulator']>['registerBoleto']
    >[0],
  ) => barcodeToLine((await t.app.ipe.interbank.simulator!.registerBoleto(input)).barcode)!;
  const school = { name: 'Escola Aprender Ltda', document: '11444777000161' };
  const mailTo = (email: string) => lastMailTo(t, email);

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
    at('2026-11-18');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('asks the amount due before, on and after a due date on a holiday, with fine and interest', async () => {
    // Friday 20 November is a national holiday: due in practice on Monday the 23rd.
    const { boleto } = await issueToMaria({
      due_date: '2026-11-20',
      discount_cents: 10_00,
      discount_until: '2026-11-19',
    });
    const line = boleto.linhaDigitavel;
    const asks = async (day: string) => {
      at(day);
      const res = await lookup(line);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await asks('2026-11-18')).toMatchObject({
      kind: 'bank',
      beneficiary: { name: 'Padaria Ipê Amarelo Ltda', document: '11.222.333/0001-81' },
      payer: { name: 'Maria Oliveira Santos', document: '***.982.247-**' },
      due_date: '2026-11-20',
      face_amount_cents: 150_00,
      amount_cents: 140_00,
      breakdown: { discount_cents: 10_00, fine_cents: 0, interest_cents: 0 },
      processing_date: '2026-11-18',
      processing_deferred: false,
    });
    // On the business day the holiday moves it to: no fine, no discount.
    expect((await asks('2026-11-23')).amount_cents).toBe(150_00);
    // A day later: 2 % fine (3,00) + 1 % a month for 4 days from the 20th (0,20).
    expect(await asks('2026-11-24')).toMatchObject({
      amount_cents: 153_20,
      breakdown: { fine_cents: 3_00, interest_cents: 20 },
    });
    // One due on Thursday the 19th and payable only until then is refused from the day after.
    at('2026-11-18');
    const short = await issueToMaria({ due_date: '2026-11-19', validity_after_due_days: 0 });
    at('2026-11-23');
    const expired = await lookup(short.boleto.linhaDigitavel);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('BOLETO_EXPIRED');
    at('2026-11-18');
  });

  it('pays a boleto of this bank: the issuer is credited at once and the charge concluded', async () => {
    const { txid, boleto } = await issueToMaria({ due_date: '2026-11-25' });
    const line = boleto.linhaDigitavel;
    // DDA: it is listed for Maria before she pays it.
    const dda = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/boletos/dda`,
    });
    expect(dda.statusCode, dda.body).toBe(200);
    expect(dda.json().data.map((bill: { line: string }) => bill.line)).toContain(line);

    const mariaBefore = await availableBalance(t, maria.accountId);
    const carlosBefore = await availableBalance(t, carlos.accountId);
    const key = randomUUID();
    const paid = await pay(line, 150_00, key);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({
      status: 'completed',
      amount_cents: 150_00,
      processing_date: '2026-11-18',
      beneficiary: { name: 'Padaria Ipê Amarelo Ltda' },
      payer: { name: 'Maria Oliveira Santos' },
    });
    expect(paid.json().data.authentication).toMatch(/^[0-9A-F]{32}$/);
    expect(await availableBalance(t, maria.accountId)).toBe(mariaBefore - 150_00);
    expect(await availableBalance(t, carlos.accountId)).toBe(carlosBefore + 150_00 - BOLETO_FEE);

    // The same key replays the receipt; nothing moves again.
    const replay = await pay(line, 150_00, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(paid.json().data.id);
    expect(await availableBalance(t, maria.accountId)).toBe(mariaBefore - 150_00);

    // Carlos sees his charge paid; a second payment is refused before any money moves.
    const charge = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges/${txid}`,
    });
    expect(charge.json().data.status).toBe('CONCLUIDA');
    expect((await pay(line, 150_00)).json().code).toBe('BOLETO_ALREADY_PAID');
    // Maria's statement line opens the receipt; Carlos's says the boleto was received.
    const statementOf = async (who: Session) =>
      (
        await call(t.app, who, {
          method: 'GET',
          url: `/v1/bank/accounts/${who.accountId}/statement`,
        })
      ).json().data.items as Array<{ title: string; boleto_payment_id: string | null }>;
    expect((await statementOf(maria))[0]).toMatchObject({
      title: 'Pagamento de boleto',
      boleto_payment_id: paid.json().data.id,
    });
    // Newest first: the Padaria's fee for the boleto paid, then the boleto itself.
    const [fee, received] = await statementOf(carlos);
    expect(fee).toMatchObject({ title: 'Tarifa', description: 'Boleto emitido e pago' });
    expect(received).toMatchObject({ title: 'Boleto recebido', boleto_payment_id: null });
    const receipt = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/boletos/payments/${paid.json().data.id}`,
    });
    expect(receipt.json().data.line).toBe(line);
    // Nobody else reads the receipt.
    const foreign = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/boletos/payments/${paid.json().data.id}`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('tells Carlos his boleto was paid, and its public page says so', async () => {
    const { txid, boleto } = await issueToMaria({ due_date: '2026-11-25' });
    const identifier = boleto.identificador;
    expect(identifier).toMatch(/^[0-9a-f]{32}$/);
    const page = () =>
      t.app.inject({ method: 'GET', url: `/v3/public/bank/boletos/${identifier}` });
    // Anyone with the link, without signing in: what the printed boleto shows.
    const open = await page();
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({
      status: 'open',
      beneficiary: { name: 'Padaria Ipê Amarelo Ltda', document: '11.222.333/0001-81' },
      payer: { name: 'Maria Oliveira Santos', document: '***.982.247-**' },
      due_date: '2026-11-25',
      amount_today_cents: 150_00,
      line: boleto.linhaDigitavel,
      txid,
    });
    expect(open.json().data.pix_code).toMatch(/^000201/);
    expect(
      (await t.app.inject({ url: `/v3/public/bank/boletos/${'0'.repeat(32)}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/v3/public/bank/boletos/not-an-id' })).statusCode).toBe(400);

    expect((await pay(boleto.linhaDigitavel, 150_00)).statusCode).toBe(201);
    expect(await mailTo('carlos@ipe.dev')).toMatchObject({
      subject: 'Boleto pago: R$\u00a0150,00 de Maria Oliveira Santos',
    });
    expect((await page()).json().data).toMatchObject({
      status: 'paid',
      amount_today_cents: null,
      pix_code: null,
    });
  });

  it('credits Carlos through clearing when his boleto is paid at another bank, once', async () => {
    const { txid, boleto } = await issueToMaria({ due_date: '2026-11-25' });
    const before = await availableBalance(t, carlos.accountId);
    const elsewhere = () =>
      t.app.inject({
        method: 'POST',
        url: '/admin/boletos/paid',
        headers: operatorHeaders(t.app),
        payload: { line: boleto.linhaDigitavel },
      });
    const paid = await elsewhere();
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toEqual({ amount_cents: 150_00 });
    expect(await availableBalance(t, carlos.accountId)).toBe(before + 150_00 - BOLETO_FEE);
    const charge = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges/${txid}`,
    });
    expect(charge.json().data.status).toBe('CONCLUIDA');
    expect((await mailTo('carlos@ipe.dev'))?.subject).toBe(
      'Boleto pago: R$\u00a0150,00 de Maria Oliveira Santos',
    );
    // Paid is paid: not again at another bank, nor here.
    expect((await elsewhere()).json().code).toBe('BOLETO_ALREADY_PAID');
    expect((await pay(boleto.linhaDigitavel, 150_00)).json().code).toBe('BOLETO_ALREADY_PAID');
    expect(await availableBalance(t, carlos.accountId)).toBe(before + 150_00 - BOLETO_FEE);
  });

  it('pays a boleto paid twice at once only once', async () => {
    const { boleto } = await issueToMaria({ due_date: '2026-11-25' });
    const before = await availableBalance(t, maria.accountId);
    const answers = await Promise.all([
      pay(boleto.linhaDigitavel, 150_00),
      pay(boleto.linhaDigitavel, 150_00),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('BOLETO_ALREADY_PAID');
    expect(await availableBalance(t, maria.accountId)).toBe(before - 150_00);
  });

  it("pays another bank's bill through the registry once, however many try at once", async () => {
    const line = await register({
      kind: 'bank',
      beneficiary: school,
      payer: { name: 'Maria Oliveira Santos', document: MARIA_CPF },
      amount: 890_00,
      terms: { dueDate: '2026-11-30', validityAfterDue: 30, fineBps: 200, monthlyInterestBps: 100 },
    });
    const bill = (await lookup(line)).json().data;
    expect(bill).toMatchObject({
      beneficiary: { name: 'Escola Aprender Ltda', document: '11.444.777/0001-61' },
      amount_cents: 890_00,
    });
    const before = await availableBalance(t, maria.accountId);
    // Two payments at once: the registry takes one; the other's reserve is voided.
    const answers = await Promise.all([pay(line, 890_00), pay(line, 890_00)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!.json();
    expect(refused.code).toBe('BOLETO_ALREADY_PAID');
    expect(await availableBalance(t, maria.accountId)).toBe(before - 890_00);
    expect((await lookup(line)).json().code).toBe('BOLETO_ALREADY_PAID');
  });

  it('gives the reserve back when the registry refuses the payment', async () => {
    const line = await register({
      kind: 'bank',
      beneficiary: school,
      amount: 75_00,
      terms: { dueDate: '2026-11-30', validityAfterDue: 30 },
    });
    const registry = t.app.ipe.interbank.boletos;
    const settle = registry.settle;
    // Paid at another bank between the look-up and this bank's report of the payment.
    registry.settle = async (settlement) => {
      await settle({ ...settlement, paymentId: `elsewhere:${settlement.paymentId}` });
      return settle(settlement);
    };
    try {
      const before = await availableBalance(t, maria.accountId);
      const refused = await pay(line, 75_00);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('BOLETO_ALREADY_PAID');
      expect(await availableBalance(t, maria.accountId)).toBe(before);
      // The payment is kept, rejected with its reason, its reserve voided.
      const { rows } = await t.db.query<{ status: string; reason: string }>(
        'SELECT status, reason FROM boleto_payments WHERE id = $1',
        [refused.json().payment_id],
      );
      expect(rows[0]).toEqual({ status: 'rejected', reason: 'BOLETO_ALREADY_PAID' });
    } finally {
      registry.settle = settle;
    }
  });

  it('pays a utility bill of 48 digits, processed on the next business day after 22:00', async () => {
    const line = await register({
      kind: 'collection',
      beneficiary: { name: 'Companhia Paulista de Energia', document: '60444437000146' },
      amount: 187_43,
    });
    expect(line).toHaveLength(48);
    // Thursday 19 November, 22:30: the next business day is Monday the 23rd (the 20th is a holiday).
    at('2026-11-19', '22:30');
    const bill = (await lookup(line)).json().data;
    expect(bill).toMatchObject({ kind: 'collection', amount_cents: 187_43, due_date: null });
    expect(bill).toMatchObject({ processing_date: '2026-11-23', processing_deferred: true });
    const paid = await pay(line, 187_43);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ status: 'completed', processing_date: '2026-11-23' });
    at('2026-11-18');
  });

  it('refuses an amount other than the bill asks, an unknown bill and a short balance', async () => {
    const line = await register({
      kind: 'bank',
      beneficiary: school,
      amount: 50_000_000_00,
      terms: { dueDate: '2026-11-30', validityAfterDue: 30 },
    });
    const wrong = await pay(line, 100_00);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ amount_cents: 'AMOUNT_DIFFERS_FROM_CODE' });

    const before = await availableBalance(t, maria.accountId);
    const short = await pay(line, 50_000_000_00);
    expect(short.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await availableBalance(t, maria.accountId)).toBe(before);

    // A valid line no bank registered.
    const unknown = bankBarcode({
      bankCode: '341',
      dueDate: '2026-11-30',
      amount: 10_00,
      freeField: '9'.repeat(25),
    });
    const res = await lookup(barcodeToLine(unknown)!);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BOLETO_NOT_FOUND');
  });

  it("registers another bank's bill through the operator's route, and DDA lists it", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/boletos',
      headers: operatorHeaders(t.app),
      payload: {
        kind: 'bank',
        beneficiary: school,
        payer: { name: 'Maria Oliveira Santos', document: MARIA_CPF },
        amount: 320_00,
        due_date: '2026-11-30',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { line } = res.json().data;
    expect((await lookup(line)).json().data).toMatchObject({ amount_cents: 320_00 });
    const dda = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/boletos/dda`,
    });
    expect(dda.json().data.map((bill: { line: string }) => bill.line)).toContain(line);
    const anonymous = await t.app.inject({ method: 'POST', url: '/admin/boletos', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists Carlos's boletos with where each stands, and Maria's payments", async () => {
    const open = await issueToMaria({ due_date: '2026-11-20', description: 'Lista: aberto' });
    const paid = await issueToMaria({ due_date: '2026-11-20', description: 'Lista: pago' });
    const cancelled = await issueToMaria({
      due_date: '2026-11-20',
      description: 'Lista: cancelado',
    });
    expect((await pay(paid.boleto.linhaDigitavel, 150_00)).statusCode).toBe(201);
    const removed = await call(t.app, carlos, {
      method: 'DELETE',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges/${cancelled.txid}`,
    });
    expect(removed.statusCode).toBe(200);
    const issued = async () => {
      const res = await call(t.app, carlos, {
        method: 'GET',
        url: `/v1/bank/accounts/${carlos.accountId}/boletos/issued`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const byTxid = new Map(
        (res.json().data as Array<{ txid: string; status: string }>).map((b) => [b.txid, b]),
      );
      return (txid: string) => byTxid.get(txid);
    };
    let boleto = await issued();
    expect(boleto(open.txid)).toMatchObject({ status: 'open', amount_today_cents: 150_00 });
    expect(boleto(paid.txid)).toMatchObject({
      status: 'paid',
      amount_today_cents: null,
      paid_amount_cents: 150_00,
    });
    expect(boleto(cancelled.txid)).toMatchObject({ status: 'cancelled' });
    // Past the holiday's next business day (the 23rd): overdue, with fine and interest.
    at('2026-11-24');
    boleto = await issued();
    expect(boleto(open.txid)).toMatchObject({ status: 'overdue', amount_today_cents: 153_20 });
    at('2026-11-18');

    const payments = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/boletos/payments`,
    });
    const lines = payments.json().data as Array<{ line: string }>;
    expect(lines.find((payment) => payment.line === paid.boleto.linhaDigitavel)).toMatchObject({
      status: 'completed',
      payer: { name: 'Maria Oliveira Santos' },
    });
    // Nobody reads another account's lists.
    const foreign = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/boletos/issued`,
    });
    expect([403, 404]).toContain(foreign.statusCode);
  });

  it("prints the payer's address and the instructions, and refuses half an address", async () => {
    const address = {
      payer_cep: '01310-100',
      payer_street: 'Avenida Paulista',
      payer_number: '1000',
      payer_district: 'Bela Vista',
      payer_city: 'São Paulo',
      payer_state: 'SP',
    };
    const instructions = 'Não receber após 30 dias do vencimento. Referente ao pedido 4471.';
    const { txid, boleto } = await issueToMaria({
      due_date: '2026-11-30',
      ...address,
      instructions,
    });
    const charge = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/charges/${txid}`,
    });
    expect(charge.json().data).toMatchObject({
      devedor: {
        nome: 'Maria Oliveira Santos',
        logradouro: 'Avenida Paulista, 1000',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '01310100',
      },
      boleto: {
        enderecoPagador: {
          cep: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          complement: null,
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
        instrucoes: instructions,
      },
    });
    const page = await t.app.inject({ url: `/v3/public/bank/boletos/${boleto.identificador}` });
    expect(page.json().data).toMatchObject({
      payer_address: { cep: '01310100', city: 'São Paulo', state: 'SP' },
      instructions,
    });

    const half = await call(t.app, carlos, {
      method: 'POST',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/due-charges`,
      payload: {
        key: '11222333000181',
        amount_cents: 10_00,
        due_date: '2026-11-30',
        payer_name: 'Maria Oliveira Santos',
        payer_document: MARIA_CPF,
        payer_cep: '01310-100',
      },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({
      payer_street: 'REQUIRED',
      payer_city: 'REQUIRED',
      payer_state: 'REQUIRED',
    });
  });

  it('issues a boleto without a Pix key: no QR Code, paid by its line', async () => {
    const res = await call(t.app, carlos, {
      method: 'POST',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/due-charges`,
      payload: {
        key: '',
        amount_cents: 42_00,
        due_date: '2026-11-30',
        payer_name: 'Maria Oliveira Santos',
        payer_document: MARIA_CPF,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const charge = res.json().data;
    expect(charge).toMatchObject({ chave: null, pixCopiaECola: null });
    const page = await t.app.inject({
      url: `/v3/public/bank/boletos/${charge.boleto.identificador}`,
    });
    expect(page.json().data).toMatchObject({ pix_code: null, amount_today_cents: 42_00 });
    // No location a payer's bank could read.
    expect(await t.app.ipe.pixCharges.locations.fetch(charge.location)).toBeNull();

    const before = await availableBalance(t, carlos.accountId);
    const paid = await pay(charge.boleto.linhaDigitavel, 42_00);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await availableBalance(t, carlos.accountId)).toBe(before + 42_00 - BOLETO_FEE);
  });

  it('names the block whose check digit is wrong, in bank and utility lines', async () => {
    const bank = await register({ kind: 'bank', beneficiary: school, amount: 10_00 });
    const utility = await register({ kind: 'collection', beneficiary: school, amount: 10_00 });
    const bump = (line: string, index: number) =>
      line.slice(0, index) + String((Number(line[index]) + 1) % 10) + line.slice(index + 1);
    const cases: Array<[string, string]> = [
      // The bank line's fields end at digits 10, 21 and 32; digit 33 is the general one.
      [bump(bank, 9), 'BOLETO_BLOCK_1_CHECK_DIGIT'],
      [bump(bank, 20), 'BOLETO_BLOCK_2_CHECK_DIGIT'],
      [bump(bank, 31), 'BOLETO_BLOCK_3_CHECK_DIGIT'],
      [bump(bank, 32), 'BOLETO_GENERAL_CHECK_DIGIT'],
      // A utility line's four blocks of 11 digits each end in their check digit.
      [bump(utility, 11), 'BOLETO_BLOCK_1_CHECK_DIGIT'],
      [bump(utility, 23), 'BOLETO_BLOCK_2_CHECK_DIGIT'],
      [bump(utility, 35), 'BOLETO_BLOCK_3_CHECK_DIGIT'],
      [bump(utility, 47), 'BOLETO_BLOCK_4_CHECK_DIGIT'],
      ['1234', 'BOLETO_WRONG_LENGTH'],
    ];
    for (const [line, problem] of cases) {
      const res = await lookup(line);
      expect(res.statusCode, line).toBe(400);
      expect(res.json(), line).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { line: problem },
      });
    }
  });

  it('finds a payer’s open bills by their document however many charges the bank holds', async () => {
    const { boleto } = await issueToMaria({
      due_date: '2026-11-27',
      description: 'DDA: entre mil',
    });
    // Thousands of charges with due date from another shop to other payers, copies of that one.
    await t.db.query(
      `INSERT INTO pix_charges
       SELECT (jsonb_populate_record(NULL::pix_charges, to_jsonb(c) || jsonb_build_object(
                 'txid', left(c.txid, 26) || lpad(g::text, 5, '0'),
                 'location_id', md5(c.location_id || g),
                 'public_id', md5(c.public_id || g),
                 'boleto_number', c.boleto_number * 10000 + g,
                 'payer_document', lpad(g::text, 11, '0'),
                 'account_id', (SELECT id FROM accounts WHERE id NOT IN ($1, $2) LIMIT 1)))).*
         FROM pix_charges c, generate_series(1, 3000) g
        WHERE c.txid = (SELECT txid FROM pix_charges WHERE kind = 'cobv'
                         ORDER BY created_at DESC LIMIT 1)`,
      [carlos.accountId, maria.accountId],
    );
    await t.db.query('ANALYZE pix_charges');
    const {
      result: dda,
      plan,
      sent,
    } = await planOfSent(
      t.db,
      () =>
        call(t.app, maria, {
          method: 'GET',
          url: `/v1/bank/accounts/${maria.accountId}/boletos/dda`,
        }),
      (sql) => sql.includes('payer_document = $1'),
    );
    expect(dda.statusCode, dda.body).toBe(200);
    expect(dda.json().data.map((bill: { line: string }) => bill.line)).toContain(
      boleto.linhaDigitavel,
    );
    // The holder, then the bills' issuers at once: not one read per bill.
    expect(dda.json().data.length).toBeGreaterThan(2);
    expect(sent.filter((sql) => /FROM accounts\b/.test(sql))).toHaveLength(2);
    // By the payer's document among the open ones: without that index PostgreSQL read every
    // charge of every shop (migration 0045).
    expect(plan).toMatch(/Index Scan using pix_charges_open_due_by_payer/);
  });
});
