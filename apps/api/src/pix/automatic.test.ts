import { encodePin, formatBrCodeAmount, toSaoPauloDate } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PIN } from '../seed';
import {
  availableBalance,
  call,
  createTestApp,
  enableDevice,
  lastMailTo,
  operatorHeaders,
  receiveFromAnotherBank,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { createTestClock } from '../testing/testClock';
import { createPixScheduler } from './scheduler';

/**
 * Pix Automático (docs/architecture/pix-automatic.md) through the real routes and the real
 * scheduler on a test clock: a simulated company at another bank asks Maria for an authorisation
 * (the operator's `/admin/pix/solicrec`), she answers in the app, its charges arrive and are
 * debited on their days. Maria signs in on real time, then the clock goes back to 2026-10-10 (before her token's expiry).
 */
describe('Pix Automático', () => {
  let t: TestApp;
  let pin: string;
  let maria: Session;
  let carlos: Session;
  let mariaAccount: { branch: string; number: string; document: string };
  const clock = createTestClock();

  const at = (local: string) => clock.advance(Date.parse(`${local}-03:00`) - clock.now().getTime());
  const scheduler = () => createPixScheduler(t.app.ipe);
  const base = () => `/v1/bank/accounts/${maria.accountId}/pix/automatic`;
  const admin = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: operatorHeaders(t.app),
      ...(payload ? { payload } : {}),
    });
  const ask = (overrides: Record<string, unknown> = {}) =>
    admin('/admin/pix/solicrec', {
      vinculo: { contrato: 'CLUBE-0042', objeto: 'Clube do Pão: assinatura' },
      calendario: { dataInicial: toSaoPauloDate(clock.now()), periodicidade: 'MENSAL' },
      valor: { valorMinimoRecebedor: '20.00' },
      destinatario: {
        agencia: mariaAccount.branch,
        conta: mariaAccount.number,
        cpf: mariaAccount.document,
      },
      ...overrides,
    });
  const charge = (idRec: string, dueDate: string, amount: string) =>
    admin('/admin/pix/cobr', {
      idRec,
      calendario: { dataDeVencimento: dueDate },
      valor: { original: amount },
    });
  const list = async () =>
    (await call(t.app, maria, { method: 'GET', url: base() })).json().data as Array<{
      id: string;
      rec_id: string;
      status: string;
      payer_maximum_cents: number | null;
      charges: Array<{
        id: string;
        status: string;
        attempt: number;
        cancellable: boolean;
        reason: string | null;
        payment_id: string | null;
      }>;
    }>;
  const byRec = async (recId: string) => (await list()).find((found) => found.rec_id === recId)!;
  const answer = (id: string, verb: string, payload?: Record<string, unknown>) =>
    call(t.app, maria, { method: 'POST', url: `${base()}/${id}/${verb}`, payload: payload ?? {} });
  const approved = async (overrides: Record<string, unknown> = {}, max = 50_00) => {
    const asked = await ask(overrides);
    expect(asked.statusCode).toBe(201);
    const { idRec } = asked.json().data;
    const accepted = await answer((await byRec(idRec)).id, 'accept', {
      max_amount_cents: max,
      pin,
    });
    expect(accepted.statusCode).toBe(200);
    return idRec as string;
  };
  const mailTo = (email: string) => lastMailTo(t, email);
  const debitsOf = async (recId: string) =>
    (
      await t.db.query<{ status: string }>(
        `SELECT p.status FROM pix_payments p JOIN pix_automatic_charges c
           ON p.idempotency_key LIKE 'automatic:' || c.id || ':%'
         JOIN pix_automatic a ON a.id = c.automatic_id
         WHERE a.rec_id = $1 ORDER BY p.created_at`,
        [recId],
      )
    ).rows.map((row) => row.status);

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { interbank: { latencyMs: 0, rejectionPercent: 0 } },
    });
    pin = await encodePin(DEMO_PIN);
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    carlos = await signIn(t.app, 'carlos@ipe.dev');
    const { rows } = await t.db.query<{ branch: string; number: string; document: string }>(
      'SELECT branch, number, document FROM accounts WHERE id = $1',
      [maria.accountId],
    );
    mariaAccount = rows[0]!;
    at('2026-10-10T12:00');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('a request reaches the payer, who accepts it with a maximum and the PIN', async () => {
    const asked = await ask();
    expect(asked.statusCode).toBe(201);
    const { idRec } = asked.json().data;
    expect(idRec).toMatch(/^RR\d{16}[A-Za-z0-9]{11}$/);
    expect((await mailTo('maria@ipe.dev'))?.subject).toBe(
      'Padaria Pão de Mel Ltda pede uma autorização de Pix Automático',
    );
    const request = await byRec(idRec);
    expect(request).toMatchObject({ status: 'CRIADA', charges: [] });

    // A maximum under the company's minimum is refused on its field, and so is a wrong PIN.
    const low = await answer(request.id, 'accept', { max_amount_cents: 19_99, pin });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toEqual({ max_amount_cents: 'AUTOMATIC_MAXIMUM_BELOW_MINIMUM' });
    const wrongPin = await answer(request.id, 'accept', {
      max_amount_cents: 50_00,
      pin: await encodePin('9999'),
    });
    expect(wrongPin.json().code).toBe('INVALID_PIN');

    const accepted = await answer(request.id, 'accept', { max_amount_cents: 50_00, pin });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'APROVADA', payer_maximum_cents: 50_00 });
    const again = await answer(request.id, 'refuse');
    expect(again.json().code).toBe('PIX_AUTOMATIC_NOT_PENDING');
  });

  it('refuses charges the payer did not agree to, on the field the company wrote', async () => {
    const idRec = await approved();
    const soon = await charge(idRec, '2026-10-11', '30.00');
    expect(soon.statusCode).toBe(400);
    expect(soon.json().fields).toEqual({
      'calendario.dataDeVencimento': 'AUTOMATIC_DUE_DATE_TOO_SOON',
    });
    const over = await charge(idRec, '2026-10-15', '50.01');
    expect(over.json().fields).toEqual({ 'valor.original': 'AUTOMATIC_AMOUNT_ABOVE_MAXIMUM' });
    expect((await charge(idRec, '2026-10-15', '50.00')).statusCode).toBe(201);
    expect((await charge(idRec, '2026-10-15', '10.00')).json().code).toBe(
      'PIX_AUTOMATIC_CHARGE_DUPLICATE',
    );
    expect((await charge('RR00000000202611109999999999', '2026-10-15', '1.00')).statusCode).toBe(
      404,
    );
    // Nothing of it is debited in the tests after this one.
    expect((await answer((await byRec(idRec)).id, 'revoke')).statusCode).toBe(200);
  });

  it('tells the payer before the debit, and debits once on the day from 06:00', async () => {
    at('2026-10-10T12:00');
    const idRec = await approved();
    expect((await charge(idRec, '2026-10-13', '29.90')).statusCode).toBe(201);
    expect(await mailTo('maria@ipe.dev')).toMatchObject({
      subject: 'Pix Automático: R$\u00a029,90 para Padaria Pão de Mel Ltda em 13/10/2026',
      body_text: expect.stringMatching(/cancele esta cobrança até as 23:59 de 12\/10\/2026/),
    });
    const before = await availableBalance(t, maria.accountId);
    at('2026-10-13T05:59');
    await scheduler().tick();
    expect(await debitsOf(idRec)).toEqual([]);
    at('2026-10-13T06:00');
    // Two processes at once: one debit.
    await Promise.all([scheduler().tick(), scheduler().tick()]);
    expect(await debitsOf(idRec)).toEqual(['completed']);
    expect(await availableBalance(t, maria.accountId)).toBe(before - 29_90);
    expect((await byRec(idRec)).charges).toMatchObject([
      { status: 'CONCLUIDA', attempt: 1, cancellable: false },
    ]);
    expect((await mailTo('maria@ipe.dev'))?.subject).toBe(
      'Pix Automático de R$\u00a029,90 para Padaria Pão de Mel Ltda: debitado',
    );
    await scheduler().tick();
    expect(await debitsOf(idRec)).toEqual(['completed']);
  });

  it('a crash between reserving and posting resumes the same debit after the lease', async () => {
    at('2026-10-13T12:00');
    const idRec = await approved();
    expect((await charge(idRec, '2026-10-16', '21.00')).statusCode).toBe(201);
    const before = await availableBalance(t, maria.accountId);
    const spi = t.app.ipe.interbank.spi;
    const settle = spi.settle;
    spi.settle = () => Promise.reject(new Error('the process died here'));
    try {
      at('2026-10-16T06:00');
      expect(await scheduler().tick()).toBe(0);
    } finally {
      spi.settle = settle;
    }
    expect(await debitsOf(idRec)).toEqual(['settling']);
    at('2026-10-16T06:03');
    expect(await scheduler().tick()).toBe(1);
    expect(await debitsOf(idRec)).toEqual(['completed']);
    expect(await availableBalance(t, maria.accountId)).toBe(before - 21_00);
  });

  it('lets the payer cancel a charge until the day before, not on the day', async () => {
    at('2026-10-16T12:00');
    const idRec = await approved();
    expect((await charge(idRec, '2026-10-19', '25.00')).statusCode).toBe(201);
    expect((await charge(idRec, '2026-10-20', '25.00')).statusCode).toBe(201);
    const [late, early] = (await byRec(idRec)).charges;
    at('2026-10-18T23:59');
    const cancel = (id: string) =>
      call(t.app, maria, { method: 'POST', url: `${base()}/charges/${id}/cancel`, payload: {} });
    expect((await cancel(early!.id)).statusCode).toBe(200);
    at('2026-10-20T00:00');
    expect((await cancel(late!.id)).json().code).toBe('PIX_AUTOMATIC_CHARGE_NOT_CANCELLABLE');
    at('2026-10-20T06:00');
    await scheduler().tick();
    expect((await byRec(idRec)).charges.map((c) => c.status)).toEqual(['CONCLUIDA', 'CANCELADA']);
    expect(await debitsOf(idRec)).toEqual(['completed']);
  });

  it('retries a short balance on the following days when the company allows it', async () => {
    at('2026-10-20T12:00');
    const idRec = await approved({ politicaRetentativa: 'PERMITE_3R_7D' }, 900_000_000_00);
    const balance = await availableBalance(t, maria.accountId);
    expect((await charge(idRec, '2026-10-23', formatBrCodeAmount(balance + 1))).statusCode).toBe(
      201,
    );
    at('2026-10-23T06:00');
    expect(await scheduler().tick()).toBe(1);
    expect((await byRec(idRec)).charges).toMatchObject([
      { status: 'ATIVA', attempt: 2, reason: 'INSUFFICIENT_FUNDS' },
    ]);
    expect((await mailTo('maria@ipe.dev'))?.body_text).toMatch(/tentar de novo em 24\/10\/2026/);
    expect((await receiveFromAnotherBank(t, maria.accountId, 10_00)).statusCode).toBe(201);
    at('2026-10-24T06:00');
    expect(await scheduler().tick()).toBe(1);
    expect((await byRec(idRec)).charges).toMatchObject([{ status: 'CONCLUIDA', attempt: 2 }]);
    expect(await debitsOf(idRec)).toEqual(['refused', 'completed']);
  });

  it('without retries, a short balance ends the charge at once', async () => {
    at('2026-10-24T12:00');
    const idRec = await approved({}, 900_000_000_00);
    expect((await charge(idRec, '2026-10-27', '8000000.00')).statusCode).toBe(201);
    at('2026-10-27T06:00');
    expect(await scheduler().tick()).toBe(1);
    expect((await byRec(idRec)).charges).toMatchObject([
      { status: 'EXPIRADA', reason: 'INSUFFICIENT_FUNDS' },
    ]);
    expect((await mailTo('maria@ipe.dev'))?.subject).toMatch(/não foi debitado$/);
  });

  it('revoking cancels what is still to come and refuses new charges', async () => {
    at('2026-10-27T12:00');
    const idRec = await approved();
    expect((await charge(idRec, '2026-10-30', '22.00')).statusCode).toBe(201);
    const revoked = await answer((await byRec(idRec)).id, 'revoke');
    expect(revoked.json().data).toMatchObject({
      status: 'CANCELADA',
      charges: [{ status: 'CANCELADA' }],
    });
    expect((await charge(idRec, '2026-11-01', '22.00')).json().code).toBe(
      'PIX_AUTOMATIC_NOT_ACTIVE',
    );
    at('2026-10-30T06:00');
    await scheduler().tick();
    expect(await debitsOf(idRec)).toEqual([]);
  });

  it('a request nobody answered lapses; a refused one takes no charge', async () => {
    at('2026-10-30T12:00');
    const lapsing = (await ask()).json().data.idRec;
    const refused = (await ask()).json().data.idRec;
    expect((await answer((await byRec(refused)).id, 'refuse')).json().data.status).toBe(
      'REJEITADA',
    );
    expect((await charge(refused, '2026-11-03', '22.00')).json().code).toBe(
      'PIX_AUTOMATIC_NOT_ACTIVE',
    );
    at('2026-11-08T00:00');
    const lapsed = await byRec(lapsing);
    expect(lapsed.status).toBe('EXPIRADA');
    expect((await answer(lapsed.id, 'accept', { pin })).json().code).toBe(
      'PIX_AUTOMATIC_NOT_PENDING',
    );
  });

  it('refuses an unknown payer account, or one whose holder is someone else', async () => {
    const wrong = await ask({
      destinatario: {
        agencia: mariaAccount.branch,
        conta: mariaAccount.number,
        cpf: '12345678909',
      },
    });
    expect(wrong.json().code).toBe('DESTINATION_NOT_FOUND');
    const seen = await call(t.app, carlos, {
      method: 'GET',
      url: `/v1/bank/accounts/${carlos.accountId}/pix/automatic`,
    });
    expect(seen.json().data).toEqual([]);
  });
});
