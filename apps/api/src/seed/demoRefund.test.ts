import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableBalance,
  call,
  createTestApp,
  enableDevice,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { DEMO_PIN } from './demoData';

describe("the demo's Pix received", () => {
  let t: TestApp;
  let maria: Session;

  beforeAll(async () => {
    t = await createTestApp({ config: { interbank: { latencyMs: 0, rejectionPercent: 0 } } });
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
  });
  afterAll(async () => {
    expect((await t.app.ipe.ledger.checkInvariants()).problems).toEqual([]);
    await t.close();
  });

  it('open their refund from the statement, and go back to the bank that paid them', async () => {
    const statement = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/statement?limit=50`,
    });
    expect(statement.statusCode).toBe(200);
    const salaries = (
      statement.json().data.items as {
        description: string;
        counterparty_name: string | null;
        pix_received_id: string | null;
      }[]
    ).filter((item) => item.description === 'Salário — Editora Horizonte');
    expect(salaries).toHaveLength(2);
    for (const salary of salaries) {
      expect(salary.counterparty_name).toBe('Editora Horizonte Ltda');
      expect(salary.pix_received_id).toMatch(/^E90400888\d{12}[0-9a-f]{11}$/);
    }

    const newest = salaries[0]!.pix_received_id!;
    const received = await call(t.app, maria, {
      method: 'GET',
      url: `/v1/bank/accounts/${maria.accountId}/pix/received/${newest}`,
    });
    expect(received.json().data).toMatchObject({ amount_cents: 520_000, refunded_cents: 0 });

    const before = await availableBalance(t, maria.accountId);
    const refund = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/received/${newest}/refunds`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { amount_cents: 10_00, pin: await encodePin(DEMO_PIN) },
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json().data).toMatchObject({
      status: 'completed',
      payee: { name: 'Editora Horizonte Ltda', institution: { ispb: '90400888' } },
    });
    expect(await availableBalance(t, maria.accountId)).toBe(before - 10_00);
  });
});
