import { randomUUID } from 'node:crypto';
import { completeCpf, toSaoPauloDate } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDirectory, openBankAccount } from '../account/accountRepository';
import type { Database } from '../db';
import { isBankError } from '../errors';
import { BANK_ACCOUNT_CODES, type Ledger, createLedger } from '../ledger';
import { planOfSent } from '../testing/plans';
import { createTestClock } from '../testing/testClock';
import { createTestDatabase } from '../testing/testDatabase';
import { createStatements, incomeReport, type StatementDay, type StatementItem } from './index';
import { statementSummary } from './summary';

/**
 * The statement over a real ledger: a history laid out across days (each transfer backdated right
 * after it is made, in order, so seq and time agree as they do in production), then read back in
 * small pages with filters, search and each day's closing balance.
 */
describe('the account statement', () => {
  let db: Database;
  let ledger: Ledger;
  let holder: { id: string; ledgerAccountId: string };
  let friend: { id: string; ledgerAccountId: string };
  const clock = createTestClock(new Date('2027-01-02T15:00:00-03:00'));
  let statements: ReturnType<typeof createStatements>;

  const open = async (name: string, document: string) => {
    const row = await db.transaction((tx) =>
      openBankAccount(tx, { kind: 'person', legalName: name, document }),
    );
    return { id: row.id, ledgerAccountId: row.ledger_account_id };
  };
  /** A posted (or pending) movement at a São Paulo wall-clock instant. */
  const move = async (
    at: string,
    from: string,
    to: string,
    amount: number,
    kind: string,
    extra: { description?: string; metadata?: Record<string, unknown>; pending?: boolean } = {},
  ) => {
    const { transfer } = await ledger.transfer({
      idempotencyKey: `test:${randomUUID()}`,
      debitAccountId: from,
      creditAccountId: to,
      amount,
      kind,
      ...(extra.description ? { description: extra.description } : {}),
      ...(extra.metadata ? { metadata: extra.metadata } : {}),
      ...(extra.pending ? { pending: true } : {}),
    });
    await db.query('UPDATE ledger_transfers SET created_at = $2 WHERE id = $1', [
      transfer.id,
      new Date(`${at}-03:00`),
    ]);
    return transfer.id;
  };
  const all = async (query: Parameters<typeof statements.page>[1] = {}, limit = 3) => {
    const items: StatementItem[] = [];
    const days: StatementDay[] = [];
    let cursor: string | undefined;
    do {
      const page = await statements.page(holder.id, { ...query, limit, cursor });
      items.push(...page.items);
      days.push(...page.days);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return { items, days };
  };

  /** How many index reads of each kind a first page of two ran (the others: "never executed"). */
  const readsRun = async (query: Parameters<typeof statements.page>[1]) => {
    const { plan } = await planOfSent(
      db,
      () => statements.page(holder.id, { ...query, limit: 2 }),
      (sql) => sql.includes('ORDER BY seq DESC LIMIT $6'),
      { analyze: true },
    );
    const reads = plan.split('\n').filter((line) => /Index Scan.* using /.test(line));
    const executed = (index: RegExp) =>
      reads.filter((line) => index.test(line) && !line.includes('never executed')).length;
    return { byTime: executed(/_time /), bySeq: executed(/_(seq|seq_key) /) };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    ledger = createLedger(db);
    statements = createStatements({ db, ledger, accounts: accountDirectory, clock });
    holder = await open('Helena Prado', '39053344705');
    friend = await open('João Araújo', '11144477735');
    const pix = (await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement)).id;
    const fees = (await ledger.bankAccount(BANK_ACCOUNT_CODES.feeRevenue)).id;
    const boletos = (await ledger.bankAccount(BANK_ACCOUNT_CODES.boletoClearing)).id;
    const h = holder.ledgerAccountId;
    await move('2026-12-30T09:00:00', pix, h, 100_000, 'pix_in', {
      metadata: { payer: { name: 'Empresa Salário Ltda' } },
    });
    await move('2026-12-30T18:00:00', h, friend.ledgerAccountId, 12_000, 'internal_transfer', {
      description: 'Aluguel dezembro',
    });
    await move('2026-12-31T10:00:00', h, boletos, 30_000, 'boleto_payment', {
      description: 'Conta de luz',
    });
    // 23:30 on 31 December in São Paulo is already 1 January in UTC: still that year's day.
    await move('2026-12-31T23:30:00', h, pix, 5_000, 'pix_out', {
      metadata: { payee: { name: 'Padaria São João' } },
    });
    await move('2027-01-01T08:00:00', h, fees, 990, 'fee', { description: 'Tarifa de TED' });
    // A reservation still pending counts in no day's balance.
    await move('2027-01-01T12:00:00', h, boletos, 7_000, 'boleto_payment', { pending: true });
    await move('2027-01-02T09:00:00', friend.ledgerAccountId, h, 2_500, 'internal_transfer');
  });
  afterAll(async () => {
    expect((await ledger.checkInvariants()).ok).toBe(true);
    await db.close();
  });

  it('each day closes with the balance a replay of the posted movements gives', async () => {
    const { items, days } = await all();
    expect(items).toHaveLength(7);
    // Pages of 3 cut days in two: a day may appear on two pages, with the same balance.
    const byDay = new Map<string, number>();
    for (const day of days) {
      if (byDay.has(day.date)) expect(byDay.get(day.date)).toBe(day.closing_balance_cents);
      byDay.set(day.date, day.closing_balance_cents);
    }
    const { rows } = await db.query<{ signed: string; created_at: Date; status: string }>(
      `SELECT CASE WHEN credit_account_id = $1 THEN amount ELSE -amount END AS signed,
              created_at, status
         FROM ledger_transfers WHERE $1 IN (debit_account_id, credit_account_id)`,
      [holder.ledgerAccountId],
    );
    const replay = (day: string) =>
      rows
        .filter((row) => row.status === 'posted' && toSaoPauloDate(row.created_at) <= day)
        .reduce((sum, row) => sum + Number(row.signed), 0);
    expect([...byDay.keys()]).toEqual(['2027-01-02', '2027-01-01', '2026-12-31', '2026-12-30']);
    for (const [day, balance] of byDay) expect(balance, day).toBe(replay(day));
    expect(Object.fromEntries(byDay)).toEqual({
      '2026-12-30': 88_000,
      '2026-12-31': 53_000,
      '2027-01-01': 52_010,
      '2027-01-02': 54_510,
    });
  });

  it('a balance at any points, in any order, is today’s less what came after each', async () => {
    // The ledger's one read for every point ranks movements among the points; here the points
    // cross (a newer movement with an earlier instant), repeat, and come in no order.
    const { rows } = await db.query<{ seq: string; signed: string; created_at: Date }>(
      `SELECT seq, CASE WHEN credit_account_id = $1 THEN amount ELSE -amount END AS signed,
              created_at
         FROM ledger_transfers
        WHERE $1 IN (debit_account_id, credit_account_id) AND status = 'posted'
        ORDER BY seq`,
      [holder.ledgerAccountId],
    );
    const today = rows.reduce((sum, row) => sum + Number(row.signed), 0);
    const instants = [...rows.map((row) => row.created_at), new Date('2026-12-31T12:00:00-03:00')];
    const points = [undefined, ...rows.map((row) => String(row.seq))].flatMap((after) =>
      instants.map((at) => (after === undefined ? { at } : { after, at })),
    );
    const shuffled = [...points.slice(5), ...points.slice(0, 5).reverse(), points[7]!];
    const expected = shuffled.map(
      ({ after, at }) =>
        today -
        rows
          .filter((row) => Number(row.seq) > Number(after ?? 0) && row.created_at >= at)
          .reduce((sum, row) => sum + Number(row.signed), 0),
    );
    expect(await ledger.balancesAt(holder.ledgerAccountId, shuffled)).toEqual(expected);
  });

  it('a period takes whole São Paulo days: 31 December holds its 23:30 Pix', async () => {
    const { items, days } = await all({ from: '2026-12-31', to: '2026-12-31' });
    expect(items.map((item) => item.amount_cents)).toEqual([5_000, 30_000]);
    expect(days).toEqual([{ date: '2026-12-31', closing_balance_cents: 53_000 }]);
  });

  it('filters by direction and category, the balances staying the account’s', async () => {
    const credits = await all({ direction: 'credit' });
    expect(credits.items.map((item) => item.kind)).toEqual(['internal_transfer', 'pix_in']);
    expect(credits.days.find((day) => day.date === '2027-01-02')?.closing_balance_cents).toBe(
      54_510,
    );
    const fees = await all({ category: 'fee' });
    expect(fees.items).toMatchObject([{ kind: 'fee', category: 'fee', title: 'Tarifa' }]);
    const pix = await all({ category: 'pix', direction: 'debit' });
    expect(pix.items.map((item) => item.amount_cents)).toEqual([5_000]);
  });

  it('searches names and descriptions, without case or accents', async () => {
    const names = (text: string) =>
      all({ q: text }).then(({ items }) => items.map((item) => item.amount_cents));
    // The other side's name a Pix keeps, and an Ipê customer's name (João, from the directory).
    expect(await names('sao joao')).toEqual([5_000]);
    expect(await names('JOÃO ARAUJO')).toEqual([2_500, 12_000]);
    expect(await names('aluguel')).toEqual([12_000]);
    expect(await names('salário')).toEqual([100_000]);
    // LIKE's own wildcards are plain text.
    expect(await names('%')).toEqual([]);
  });

  it('keeps a next page and a search bounded in the plan PostgreSQL keeps after five runs', async () => {
    const first = await statements.page(holder.id, { limit: 2 });
    const { result, plan } = await planOfSent(
      db,
      () => statements.page(holder.id, { limit: 2, cursor: first.next_cursor!, q: 'aluguel' }),
      (sql) => sql.includes('ORDER BY seq DESC LIMIT $6'),
      { generic: true },
    );
    expect(result.items.map((item) => item.amount_cents)).toEqual([12_000]);
    // The cursor bounds each side's index range: as a filter, every next page read the
    // account's history again from the newest movement.
    for (const side of ['debit', 'credit']) {
      expect(plan).toMatch(
        new RegExp(`Index Cond: \\(\\(${side}_account_id = \\$1\\) AND \\(seq < COALESCE\\(\\$2`),
      );
    }
    // The searched text is folded once a run (an InitPlan), not again for every movement.
    // (PostgreSQL 17 shows its result as `(InitPlan 1).col1`, 15 as `$0`.)
    expect(plan).toMatch(/~~ (\(InitPlan \d+\)\.col1|\$\d+)\)/);
    expect(plan).not.toMatch(/~~ translate\(lower\(\$8/);
  });

  it('reads a past period’s first page by its days, and the next pages from the cursor', async () => {
    // Both sides have movements after 31 December: the first page reads the period by time.
    const period = { from: '2026-12-30', to: '2026-12-31' };
    const { items, days } = await all(period, 1);
    expect(items.map((item) => item.amount_cents)).toEqual([5_000, 30_000, 12_000, 100_000]);
    expect([...new Map(days.map((day) => [day.date, day.closing_balance_cents]))]).toEqual([
      ['2026-12-31', 53_000],
      ['2026-12-30', 88_000],
    ]);

    const { plan } = await planOfSent(
      db,
      () => statements.page(holder.id, { ...period, limit: 2 }),
      (sql) => sql.includes('ORDER BY seq DESC LIMIT $6'),
      { generic: true },
    );
    // In the plan kept after five runs, each side can read the period through its time index
    // (along seq it read every newer movement first) or along seq from the cursor, chosen once
    // a run.
    for (const side of ['debit', 'credit']) {
      expect(plan).toMatch(
        new RegExp(
          `Index Cond: \\(\\(${side}_account_id = \\$1\\) AND \\(created_at >= COALESCE\\(\\$3`,
        ),
      );
      expect(plan).toMatch(
        new RegExp(`Index Cond: \\(\\(${side}_account_id = \\$1\\) AND \\(seq < COALESCE\\(\\$2`),
      );
    }
    expect(plan.match(/One-Time Filter/g)).toHaveLength(4);
    expect(await readsRun(period)).toEqual({ byTime: 2, bySeq: 0 });
  });

  it('pages a search and a category within a period, read by its days', async () => {
    const period = { from: '2026-12-30', to: '2027-01-02' };
    const amounts = (query: Parameters<typeof statements.page>[1]) =>
      all({ ...period, ...query }, 1).then(({ items }) => items.map((item) => item.amount_cents));
    expect(await amounts({ q: 'joao araujo' })).toEqual([2_500, 12_000]);
    expect(await amounts({ q: 'joao', from: '2026-12-31' })).toEqual([2_500, 5_000]);
    expect(await amounts({ category: 'boleto' })).toEqual([7_000, 30_000]);
    expect(await amounts({ category: 'transfer', direction: 'credit' })).toEqual([2_500]);

    // Which read ran: the period's by time for a search, along seq for the newest page.
    expect(await readsRun({ ...period, q: 'aluguel' })).toEqual({ byTime: 2, bySeq: 0 });
    expect(await readsRun(period)).toEqual({ byTime: 0, bySeq: 2 });

    // The customers a name may match are those with a movement in the period, read by time.
    const { plan, params } = await planOfSent(
      db,
      () => statements.page(holder.id, { ...period, q: 'joao' }),
      (sql) => sql.includes('SELECT debit_account_id FROM ledger_transfers'),
      { generic: true },
    );
    for (const side of ['debit', 'credit']) {
      expect(plan).toMatch(
        new RegExp(`\\(${side}_account_id = \\$1\\) AND \\(created_at >= COALESCE\\(\\$2`),
      );
    }
    expect(params.slice(1)).toEqual([
      new Date('2026-12-30T00:00:00-03:00'),
      new Date('2027-01-03T00:00:00-03:00'),
    ]);
  });

  it('refuses a period in the future, reversed or longer than a year', async () => {
    for (const query of [
      { from: '2027-01-03' },
      { from: '2026-12-31', to: '2026-12-01' },
      { from: '2025-01-01', to: '2026-12-31' },
    ]) {
      const refusal = await statements.page(holder.id, query).catch((error: unknown) => error);
      expect(isBankError(refusal) && refusal.code).toBe('STATEMENT_PERIOD_INVALID');
    }
  });

  it('the income report holds the balances on 31 December, a 23:30 Pix in its year', async () => {
    const deps = { db, ledger, accounts: accountDirectory };
    const report = await incomeReport(deps, holder.id, 2026, [2026]);
    expect(report).toMatchObject({
      year: 2026,
      holder: { name: 'Helena Prado', document: '39053344705' },
      balanceBefore: 0,
      // 100,000 in, 12,000 and 30,000 out, and the 5,000 Pix at 23:30 on the 31st.
      balanceAtEnd: 53_000,
      payer: { cnpj: '40506070000130' },
    });
    const refusal = await incomeReport(deps, holder.id, 2027, [2026]).catch(
      (error: unknown) => error,
    );
    expect(isBankError(refusal) && refusal.code).toBe('INCOME_REPORT_NOT_AVAILABLE');
  });

  it('sums the period by category and São Paulo month, posted only', async () => {
    const summary = await statementSummary(
      { db, ledger, accounts: accountDirectory, clock },
      holder.id,
      { from: '2026-12-30', to: '2027-01-02' },
    );
    // The 23:30 Pix of 31 December is December's; the pending reservation counts nowhere.
    expect(summary.by_month).toEqual([
      { month: '2026-12', credit_cents: 100_000, debit_cents: 47_000 },
      { month: '2027-01', credit_cents: 2_500, debit_cents: 990 },
    ]);
    expect(summary.by_category).toEqual([
      { category: 'boleto', debit_cents: 30_000, credit_cents: 0 },
      { category: 'transfer', debit_cents: 12_000, credit_cents: 2_500 },
      { category: 'pix', debit_cents: 5_000, credit_cents: 100_000 },
      { category: 'fee', debit_cents: 990, credit_cents: 0 },
    ]);
  });

  it('sums a period from its own movements, through the time index in any plan', async () => {
    const { result, plan } = await planOfSent(
      db,
      () =>
        statementSummary({ db, ledger, accounts: accountDirectory, clock }, holder.id, {
          from: '2026-12-31',
          to: '2026-12-31',
        }),
      (sql) => sql.includes('GROUP BY kind, month'),
      { generic: true },
    );
    expect(result.by_month).toEqual([{ month: '2026-12', credit_cents: 0, debit_cents: 35_000 }]);
    // Bounded by the period: along seq a summary read the account's whole history.
    for (const side of ['debit', 'credit']) {
      expect(plan).toMatch(
        new RegExp(
          `Index Cond: \\(\\(${side}_account_id = \\$1\\) AND \\(created_at >= \\$2\\) AND \\(created_at < \\$3\\)\\)`,
        ),
      );
    }
  });

  // Last: it adds a movement the tests above do not expect.
  it('finds a customer by name however many others share it', async () => {
    // 250 other customers named as the one paid, all opened before them: a directory search
    // cut at its first few hundred names left out the one this statement shows.
    await db.transaction(async (tx) => {
      for (let i = 0; i < 250; i++) {
        const document = completeCpf(String(100_000_000 + i));
        await openBankAccount(tx, { kind: 'person', legalName: 'Beatriz Nunes', document });
      }
    });
    const beatriz = await open('Beatriz Nunes', completeCpf('200000000'));
    await move(
      '2027-01-02T10:00:00',
      holder.ledgerAccountId,
      beatriz.ledgerAccountId,
      4_321,
      'internal_transfer',
    );
    const { items } = await all({ q: 'beatriz nunes' });
    expect(items.map((item) => [item.amount_cents, item.counterparty_name])).toEqual([
      [4_321, 'Beatriz Nunes'],
    ]);
  });
});
