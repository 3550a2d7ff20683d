import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { createLedger } from '../ledger';
import { createTestDatabase } from '../testing/testDatabase';
import { accountsOfUser } from '../account/accountRepository';
import { emailedCodeDigest } from '../auth/oneTimeCodes';
import { DEMO_ACCOUNTS, DEMO_INVITATION_CODE } from './demoData';
import { seedDemoData } from './seedDemoData';

describe('demo data', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  const snapshot = async () => ({
    users: (await db.query('SELECT count(*)::int AS n FROM users')).rows[0],
    accounts: (await db.query('SELECT count(*)::int AS n FROM accounts')).rows[0],
    transfers: (
      await db.query('SELECT count(*)::int AS n, sum(amount)::bigint AS s FROM ledger_transfers')
    ).rows[0],
    memberships: (await db.query('SELECT count(*)::int AS n FROM memberships')).rows[0],
    invitations: (await db.query('SELECT count(*)::int AS n FROM account_invitations')).rows[0],
    emails: (await db.query('SELECT count(*)::int AS n FROM email_outbox')).rows[0],
  });

  it('seeds once: a second run changes nothing', async () => {
    expect((await seedDemoData(db)).created).toBe(true);
    const first = await snapshot();
    expect((await seedDemoData(db)).created).toBe(false);
    expect(await snapshot()).toEqual(first);
    expect(first.accounts).toEqual({ n: DEMO_ACCOUNTS.length });
  });

  it('funds every balance through the ledger, which stays balanced', async () => {
    const ledger = createLedger(db);
    expect(await ledger.checkInvariants()).toEqual({ ok: true, problems: [] });
    const { rows } = await db.query<{ document: string; ledger_account_id: string }>(
      'SELECT document, ledger_account_id FROM accounts',
    );
    const balance = async (document: string) =>
      (await ledger.balance(rows.find((r) => r.document === document)!.ledger_account_id)).posted;
    // Maria: 2 salaries + reimbursement − bills, rent, gifts and bakery.
    expect(await balance('52998224725')).toBe(
      520_000 * 2 + 35_000 - 18_990 - 4_590 - 120_000 - 15_000 - 9_990 - 3_280 - 8_750,
    );
    // The Padaria, a company, paid R$ 1,00 for the Pix it sent.
    expect(await balance('11222333000181')).toBe(
      1_250_000 - 230_000 + 640_000 - 180_000 - 1_00 + 4_590 + 3_280,
    );
    expect(await balance('11144477735')).toBe(80_000 + 15_000);
    // Carlos's own account: an investment redeemed, groceries paid.
    expect(await balance('39053344705')).toBe(300_000 - 12_500);
  });

  it('covers the states the web app must show', async () => {
    const { rows } = await db.query<{ document: string; status: string; provider_status: string }>(
      'SELECT document, status, provider_status FROM accounts',
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ document: '11144477735', provider_status: 'PENDING_DOCUMENTS' }),
        expect.objectContaining({ document: '12345678909', status: 'BLOCKED' }),
      ]),
    );
    const { rows: members } = await db.query<{
      email: string;
      user_type: number;
      can_transact: boolean;
    }>(
      `SELECT u.email, m.user_type, m.can_transact FROM memberships m JOIN users u ON u.id = m.user_id
        JOIN accounts a ON a.id = m.account_id WHERE a.document = '11222333000181' ORDER BY u.email`,
    );
    expect(members).toEqual([
      { email: 'ana@ipe.dev', user_type: 2, can_transact: false },
      { email: 'carlos@ipe.dev', user_type: 1, can_transact: true },
    ]);
  });

  it('binds Carlos to the Padaria first and to his personal account second', async () => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'carlos@ipe.dev'`,
    );
    const accounts = await accountsOfUser(db, rows[0]!.id);
    expect(accounts.map(({ account }) => [account.document, account.kind])).toEqual([
      ['11222333000181', 'company'],
      ['39053344705', 'person'],
    ]);
    expect(accounts.map(({ membership }) => membership.user_type)).toEqual([1, 1]);
  });

  it('invites a viewer to the company, with the public demo code, e-mailing nothing', async () => {
    const { rows } = await db.query<{
      id: string;
      email: string;
      user_type: number;
      can_transact: boolean;
      code_digest: string;
      invited_by: string;
      live: boolean;
    }>(
      `SELECT i.id, i.email, i.user_type, i.can_transact, i.code_digest, u.email AS invited_by,
              i.expires_at > now() + interval '6 days' AS live
         FROM account_invitations i JOIN accounts a ON a.id = i.account_id
         JOIN users u ON u.id = i.invited_by
        WHERE a.document = '11222333000181'`,
    );
    expect(rows).toEqual([
      {
        id: expect.any(String),
        email: 'lucia@ipe.dev',
        user_type: 3,
        can_transact: false,
        code_digest: emailedCodeDigest(rows[0]!.id, DEMO_INVITATION_CODE),
        invited_by: 'carlos@ipe.dev',
        live: true,
      },
    ]);
    const { rows: mails } = await db.query('SELECT 1 FROM email_outbox');
    expect(mails).toEqual([]);
  });

  it('does not bring back an invitation the holder cancelled', async () => {
    await db.query(`DELETE FROM account_invitations WHERE email = 'lucia@ipe.dev'`);
    expect((await seedDemoData(db)).created).toBe(false);
    const { rows } = await db.query('SELECT 1 FROM account_invitations');
    expect(rows).toEqual([]);
  });

  it('dates the history in the past, in ledger order', async () => {
    const { rows } = await db.query<{ created_at: Date }>(
      `SELECT created_at FROM ledger_transfers
        WHERE idempotency_key LIKE 'seed:%' OR kind = 'pix_in' OR metadata ? 'pixPaymentId'
           OR metadata ? 'boletoPaymentId'
        ORDER BY seq`,
    );
    const times = rows.map((r) => r.created_at.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[0]).toBeLessThan(Date.now() - 50 * 86_400_000);
  });

  it('pays each Pix sent as a customer does, so each has its receipt, on its own date', async () => {
    const { rows } = await db.query<{
      payee: string;
      description: string;
      status: string;
      end_to_end_id: string;
      created_at: Date;
      dated_with_it: boolean;
    }>(
      `SELECT p.payee->>'name' AS payee, p.description, p.status, p.end_to_end_id, p.created_at,
              t.created_at = p.created_at AS dated_with_it
         FROM pix_payments p JOIN ledger_transfers t ON t.id = p.ledger_transfer_id
        ORDER BY p.created_at`,
    );
    const sent = DEMO_ACCOUNTS.flatMap((a) => a.movements).filter((m) => m.kind === 'pix_out');
    expect(rows.map(({ payee, description }) => ({ payee, description }))).toEqual(
      expect.arrayContaining(
        sent.map((m) => ({ payee: m.payee.holder.name, description: m.description })),
      ),
    );
    expect(rows).toHaveLength(sent.length);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'completed', dated_with_it: true });
      // The end-to-end id carries the payment's date and minute (UTC), as the SPI's does.
      const stamp = row.created_at.toISOString().replace(/\D/g, '').slice(0, 12);
      expect(row.end_to_end_id.slice(9, 21)).toBe(stamp);
      expect(row.created_at.getTime()).toBeLessThan(Date.now() - 86_400_000 / 2);
    }
  });

  it('pays each bill as a customer does, so each has its receipt, on its own date', async () => {
    const { rows } = await db.query<{
      beneficiary: string;
      description: string;
      status: string;
      dated_with_it: boolean;
    }>(
      `SELECT p.beneficiary->>'name' AS beneficiary, p.description, p.status,
              t.created_at = p.created_at AS dated_with_it
         FROM boleto_payments p JOIN ledger_transfers t ON t.id = p.ledger_transfer_id`,
    );
    const paid = DEMO_ACCOUNTS.flatMap((a) => a.movements).filter(
      (m) => m.kind === 'boleto_payment',
    );
    expect(rows).toEqual(
      expect.arrayContaining(
        paid.map((m) => ({
          beneficiary: m.bill.beneficiary.name,
          description: m.description,
          status: 'completed',
          dated_with_it: true,
        })),
      ),
    );
    expect(rows).toHaveLength(paid.length);
  });

  it('leaves alone a Pix sent that an earlier seed posted without its receipt', async () => {
    const maria = DEMO_ACCOUNTS.find((account) => account.key === 'maria')!;
    const index = maria.movements.findIndex((m) => m.kind === 'pix_out');
    // As the seed wrote it before a Pix sent had its receipt: under its own key, no payment row.
    const { rows } = await db.query<{ ledger_transfer_id: string }>(
      `DELETE FROM pix_payments WHERE description = $1 RETURNING ledger_transfer_id`,
      [maria.movements[index]!.description],
    );
    expect(rows).toHaveLength(1);
    await db.query(`UPDATE ledger_transfers SET idempotency_key = $2 WHERE id = $1`, [
      rows[0]!.ledger_transfer_id,
      `seed:maria:${index}`,
    ]);
    const before = await snapshot();
    await seedDemoData(db);
    expect(await snapshot()).toEqual(before);
    const { rows: payments } = await db.query('SELECT 1 FROM pix_payments WHERE description = $1', [
      maria.movements[index]!.description,
    ]);
    expect(payments).toEqual([]);
  });

  it('names each Pix received by the same id on every run, so none is credited twice', async () => {
    const received = async () =>
      (
        await db.query<{ idempotency_key: string; payer: string }>(
          `SELECT idempotency_key, metadata->'payer'->>'name' AS payer FROM ledger_transfers
            WHERE kind = 'pix_in' ORDER BY idempotency_key`,
        )
      ).rows;
    const first = await received();
    expect(first).toHaveLength(
      DEMO_ACCOUNTS.flatMap((a) => a.movements).filter((m) => m.kind === 'pix_in').length,
    );
    expect(new Set(first.map((r) => r.payer))).toEqual(
      new Set([
        'Editora Horizonte Ltda',
        'Maquininha Fácil Pagamentos Ltda',
        'Bruno Carvalho Lima',
        'Lúcia Fernandes',
      ]),
    );
    // A day later, the same history: dated from the first run, not from this one.
    await seedDemoData(db, new Date(Date.now() + 86_400_000));
    expect(await received()).toEqual(first);
  });

  it('leaves alone a Pix an earlier seed posted without its payer', async () => {
    // As the seed wrote them before a Pix received kept its payer: its own key, no metadata.
    await db.query(
      `UPDATE ledger_transfers SET idempotency_key = 'seed:maria:0', metadata = '{}'
        WHERE kind = 'pix_in' AND description = 'Salário — Editora Horizonte'
          AND created_at = (SELECT min(created_at) FROM ledger_transfers WHERE kind = 'pix_in')`,
    );
    const before = await snapshot();
    await seedDemoData(db);
    expect(await snapshot()).toEqual(before);
    expect(await createLedger(db).checkInvariants()).toEqual({ ok: true, problems: [] });
  });
});

describe('demo data seeded at any hour', () => {
  // Its payments go through the limits as a customer's do, at hours counted back from the first
  // seeding: a night's among them must pass too (the demo holders' limits, not a new account's).
  // Without those limits, the seeds at 6:30 and 12:30 fail.
  it.each([0, 6, 12, 18])('seeds at %i:30 in São Paulo', async (hour) => {
    const db = await createTestDatabase();
    try {
      const at = new Date(`2026-12-07T${String(hour).padStart(2, '0')}:30:00-03:00`);
      expect((await seedDemoData(db, at)).created).toBe(true);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pix_payments WHERE status = 'completed'`,
      );
      expect(rows[0]!.n).toBe(
        DEMO_ACCOUNTS.flatMap((a) => a.movements).filter((m) => m.kind === 'pix_out').length,
      );
    } finally {
      await db.close();
    }
  });
});
