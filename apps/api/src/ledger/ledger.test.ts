import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db';
import { createTestDatabase } from '../testing/testDatabase';
import { BankError } from '../errors';
import { BANK_ACCOUNT_CODES, type Ledger, createLedger } from './index';

describe('ledger', () => {
  let db: Database;
  let ledger: Ledger;
  let settlementId: string;
  let keySeq = 0;
  const key = () => `test-${++keySeq}-${randomUUID()}`;

  /** A customer account holding `cents`, funded as an incoming Pix would be. */
  async function fundedAccount(cents: number, name = 'Cliente'): Promise<string> {
    const account = await ledger.openAccount({ name });
    if (cents > 0) {
      await ledger.transfer({
        idempotencyKey: key(),
        debitAccountId: settlementId,
        creditAccountId: account.id,
        amount: cents,
        kind: 'pix_in',
      });
    }
    return account.id;
  }

  async function expectLedgerError(promise: Promise<unknown>, code: string) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BankError);
    expect((error as BankError).code).toBe(code);
    return error as BankError;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    ledger = createLedger(db);
    settlementId = (await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement)).id;
  });
  afterAll(async () => {
    const report = await ledger.checkInvariants();
    expect(report).toEqual({ ok: true, problems: [] });
    await db.close();
  });

  it('creates the bank-side accounts with the migration', async () => {
    for (const code of Object.values(BANK_ACCOUNT_CODES)) {
      const account = await ledger.bankAccount(code);
      expect(account).toMatchObject({ kind: 'bank', code });
    }
  });

  it('posts and checks PINs with one plan per connection, found by key whatever the sizes', async () => {
    // Their row locks take `id = ANY (an array)`, which made PostgreSQL plan them again on every
    // call (migration 0039); only a setting on the function keeps the generic plan. The posting's
    // plan, made once while the tables are small, must not read them whole (migration 0042).
    const { rows } = await db.query<{ name: string; config: string[] | null }>(
      `SELECT proname AS name, proconfig AS config FROM pg_proc
        WHERE proname IN ('ledger_post_transfers', 'pin_check_keyed')
          AND pronamespace = current_schema()::regnamespace
        ORDER BY proname`,
    );
    expect(rows).toEqual([
      {
        name: 'ledger_post_transfers',
        config: ['plan_cache_mode=force_generic_plan', 'enable_seqscan=off', 'jit=off'],
      },
      { name: 'pin_check_keyed', config: ['plan_cache_mode=force_generic_plan'] },
    ]);
  });

  it('opens an account once per code', async () => {
    const first = await ledger.openAccount({ name: 'Maria', code: 'customer:0001-5' });
    const again = await ledger.openAccount({ name: 'Maria', code: 'customer:0001-5' });
    expect(again.id).toBe(first.id);
    await expectLedgerError(
      ledger.openAccount({ name: 'Banco', code: 'customer:0001-5', kind: 'bank' }),
      'INVALID_TRANSFER',
    );
  });

  it('moves money between two accounts and keeps the sum at zero', async () => {
    const from = await fundedAccount(10_000);
    const to = await fundedAccount(0);
    const { transfer, replayed } = await ledger.transfer({
      idempotencyKey: key(),
      debitAccountId: from,
      creditAccountId: to,
      amount: 2_550,
      kind: 'internal_transfer',
      description: 'Aluguel',
      metadata: { channel: 'web' },
    });
    expect(replayed).toBe(false);
    expect(transfer).toMatchObject({
      debitAccountId: from,
      creditAccountId: to,
      amount: 2_550,
      status: 'posted',
      twoPhase: false,
      description: 'Aluguel',
      metadata: { channel: 'web' },
    });
    expect(transfer.createdAt).toBeInstanceOf(Date);
    expect(await ledger.balance(from)).toMatchObject({ posted: 7_450, available: 7_450 });
    expect(await ledger.balance(to)).toMatchObject({ posted: 2_550, available: 2_550 });
    expect(await ledger.checkInvariants()).toEqual({ ok: true, problems: [] });
  });

  it('replays the first result for the same key and the same body, moving money once', async () => {
    const from = await fundedAccount(5_000);
    const to = await fundedAccount(0);
    const idempotencyKey = key();
    const request = {
      idempotencyKey,
      debitAccountId: from,
      creditAccountId: to,
      amount: 5_000,
      kind: 'internal_transfer',
      metadata: { a: 1, b: { c: 2, d: 3 } },
    };
    const first = await ledger.transfer(request);
    // All funds are spent, yet the retry replays instead of failing for lack of funds; the
    // metadata written in another key order is still the same request.
    const again = await ledger.transfer({
      ...request,
      debitAccountId: from.toUpperCase(),
      metadata: { b: { d: 3, c: 2 }, a: 1 },
    });
    expect(again.replayed).toBe(true);
    expect(again.transfer).toEqual(first.transfer);
    expect((await ledger.balance(from)).posted).toBe(0);
    expect((await ledger.balance(to)).posted).toBe(5_000);
    expect((await ledger.findTransferByKey(idempotencyKey))?.id).toBe(first.transfer.id);
  });

  it('takes the id its caller chose, and a replay answers the transfer first made', async () => {
    // A row written before the posting names its transfer by this id (migration 0041).
    const from = await fundedAccount(3_000);
    const to = await fundedAccount(0);
    const id = randomUUID();
    const request = {
      idempotencyKey: key(),
      debitAccountId: from,
      creditAccountId: to,
      amount: 1_000,
      kind: 'pix',
    };
    const first = await ledger.transfer({ ...request, id: id.toUpperCase() });
    expect(first).toMatchObject({ replayed: false, transfer: { id } });
    expect((await ledger.getTransfer(id))?.amount).toBe(1_000);
    // Not part of what the request asks: a retry with another id is the same request.
    const retry = await ledger.transfer({ ...request, id: randomUUID() });
    expect(retry).toMatchObject({ replayed: true, transfer: { id } });
    await expectLedgerError(ledger.transfer({ ...request, id: 'not-a-uuid' }), 'INVALID_TRANSFER');
    expect(await ledger.balance(to)).toMatchObject({ posted: 1_000 });
  });

  it('refuses the same key with a different body and moves nothing', async () => {
    const from = await fundedAccount(5_000);
    const to = await fundedAccount(0);
    const idempotencyKey = key();
    const base = { idempotencyKey, debitAccountId: from, creditAccountId: to, kind: 'x' };
    await ledger.transfer({ ...base, amount: 1_000 });
    // The ledger answers a code; its status and words are the HTTP edge's business.
    await expectLedgerError(ledger.transfer({ ...base, amount: 1_001 }), 'IDEMPOTENCY_CONFLICT');
    await expectLedgerError(
      ledger.transfer({ ...base, amount: 1_000, description: 'outra' }),
      'IDEMPOTENCY_CONFLICT',
    );
    await expectLedgerError(
      ledger.transfer({ ...base, amount: 1_000, pending: true }),
      'IDEMPOTENCY_CONFLICT',
    );
    expect((await ledger.balance(from)).posted).toBe(4_000);
  });

  // Only PostgreSQL has two transactions at once (PGlite has one connection).
  it.skipIf(!process.env.DATABASE_URL)(
    'waits for a key another transaction is posting, then answers by it, run again',
    async () => {
      const [a, b, c, d] = await Promise.all([
        fundedAccount(1_000),
        fundedAccount(0),
        fundedAccount(1_000),
        fundedAccount(0),
      ]);
      const idempotencyKey = key();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let posted!: () => void;
      const postedFirst = new Promise<void>((resolve) => (posted = resolve));
      // The first transaction posts the key and holds it, uncommitted.
      const first = db.transaction(async (tx) => {
        const result = await ledger.inTransaction(tx).transfer({
          idempotencyKey,
          debitAccountId: a,
          creditAccountId: b,
          amount: 300,
          kind: 'x',
        });
        posted();
        await released;
        return result;
      });
      await postedFirst;
      // The second names the same key for other accounts: it does not see the first's row, its
      // insert waits on the key (migration 0042), and once the first commits it runs again.
      let attempts = 0;
      let pid = 0;
      const counting: Database = {
        ...db,
        transaction: (work, options) =>
          db.transaction(async (tx) => {
            attempts++;
            pid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
            return work(tx);
          }, options),
      };
      const second = createLedger(counting).transfer({
        idempotencyKey,
        debitAccountId: c,
        creditAccountId: d,
        amount: 300,
        kind: 'x',
      });
      const outcome = second.then(
        () => 'moved',
        (error: unknown) => (error instanceof BankError ? error.code : String(error)),
      );
      try {
        for (let waited = 0; ; waited += 10) {
          const { rows } = pid
            ? await db.query<{ wait: string | null }>(
                'SELECT wait_event_type AS wait FROM pg_stat_activity WHERE pid = $1',
                [pid],
              )
            : { rows: [] };
          if (rows[0]?.wait === 'Lock') break;
          if (waited > 5_000) throw new Error('the second transaction never waited on the key');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      } finally {
        // Never left holding the key, whatever failed.
        release();
      }
      expect((await first).replayed).toBe(false);
      expect(await outcome).toBe('IDEMPOTENCY_CONFLICT');
      expect(attempts).toBe(2);
      expect((await ledger.balance(c)).posted).toBe(1_000);
      expect((await ledger.balance(d)).posted).toBe(0);
    },
  );

  it('never lets a customer account go below zero, and a refused key answers its refusal again', async () => {
    const from = await fundedAccount(1_000);
    const to = await fundedAccount(0);
    const idempotencyKey = key();
    const request = {
      idempotencyKey,
      debitAccountId: from,
      creditAccountId: to,
      amount: 1_001,
      kind: 'internal_transfer',
    };
    await expectLedgerError(ledger.transfer(request), 'INSUFFICIENT_FUNDS');
    expect(await ledger.findTransferByKey(idempotencyKey)).toBeNull();
    expect((await ledger.balance(from)).posted).toBe(1_000);

    // Funds arrive; the same key still answers the first refusal and moves nothing
    // (docs/decisions/0003-idempotency.md).
    await ledger.transfer({
      idempotencyKey: key(),
      debitAccountId: (await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement)).id,
      creditAccountId: from,
      amount: 5_000,
      kind: 'pix_in',
    });
    await expectLedgerError(ledger.transfer(request), 'INSUFFICIENT_FUNDS');
    expect((await ledger.balance(from)).posted).toBe(6_000);
    // The same key for another request is a conflict, not a second chance.
    await expectLedgerError(ledger.transfer({ ...request, amount: 1_000 }), 'IDEMPOTENCY_CONFLICT');
    // A new key is a new request: exactly the balance is fine.
    await ledger.transfer({ ...request, idempotencyKey: key(), amount: 6_000 });
    expect((await ledger.balance(from)).posted).toBe(0);
  });

  it('lets bank-side accounts go negative', async () => {
    const fees = await ledger.bankAccount(BANK_ACCOUNT_CODES.feeRevenue);
    const to = await fundedAccount(0);
    await ledger.transfer({
      idempotencyKey: key(),
      debitAccountId: fees.id,
      creditAccountId: to,
      amount: 300,
      kind: 'fee_refund',
    });
    expect((await ledger.balance(fees.id)).posted).toBeLessThan(0);
  });

  it('has the database refuse an overdraft even if the service were bypassed', async () => {
    const id = await fundedAccount(100);
    await expect(
      db.query('UPDATE ledger_accounts SET debits_posted = debits_posted + 101 WHERE id = $1', [
        id,
      ]),
    ).rejects.toThrow(/ledger_accounts_no_overdraft/);
  });

  it('refuses malformed transfers with typed errors', async () => {
    const from = await fundedAccount(1_000);
    const to = await fundedAccount(0);
    const base = { idempotencyKey: key(), debitAccountId: from, creditAccountId: to, kind: 'x' };
    for (const amount of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
      await expectLedgerError(ledger.transfer({ ...base, amount }), 'INVALID_AMOUNT');
    }
    await expectLedgerError(
      ledger.transfer({ ...base, creditAccountId: from.toUpperCase(), amount: 1 }),
      'SAME_ACCOUNT',
    );
    await expectLedgerError(
      ledger.transfer({ ...base, creditAccountId: randomUUID(), amount: 1 }),
      'ACCOUNT_NOT_FOUND',
    );
    await expectLedgerError(
      ledger.transfer({ ...base, debitAccountId: 'not-a-uuid', amount: 1 }),
      'ACCOUNT_NOT_FOUND',
    );
    await expectLedgerError(
      ledger.transfer({ ...base, kind: 'Not A Kind', amount: 1 }),
      'INVALID_TRANSFER',
    );
    await expectLedgerError(
      ledger.transfer({ ...base, idempotencyKey: '', amount: 1 }),
      'INVALID_TRANSFER',
    );
    await expectLedgerError(ledger.balance(randomUUID()), 'ACCOUNT_NOT_FOUND');
    expect((await ledger.balance(from)).posted).toBe(1_000);
  });

  describe('two-phase transfers', () => {
    async function reserve(from: string, to: string, amount: number) {
      const { transfer } = await ledger.transfer({
        idempotencyKey: key(),
        debitAccountId: from,
        creditAccountId: to,
        amount,
        kind: 'pix_out',
        pending: true,
      });
      return transfer;
    }

    it('reserves funds, then posts exactly once', async () => {
      const from = await fundedAccount(10_000);
      const pending = await reserve(from, settlementId, 6_000);
      expect(pending).toMatchObject({ status: 'pending', twoPhase: true, resolvedAt: null });
      expect(await ledger.balance(from)).toMatchObject({
        posted: 10_000,
        available: 4_000,
        pendingDebits: 6_000,
      });
      // The reservation is spoken for: a second one beyond what is left is refused.
      await expectLedgerError(reserve(from, settlementId, 4_001), 'INSUFFICIENT_FUNDS');
      expect((await ledger.checkInvariants()).ok).toBe(true);

      const posted = await ledger.postPending(pending.id);
      expect(posted.status).toBe('posted');
      expect(posted.resolvedAt).toBeInstanceOf(Date);
      expect(await ledger.balance(from)).toMatchObject({
        posted: 4_000,
        available: 4_000,
        pendingDebits: 0,
      });
      // Posting again changes nothing; voiding a posted transfer is refused.
      expect((await ledger.postPending(pending.id)).status).toBe('posted');
      await expectLedgerError(ledger.voidPending(pending.id), 'TRANSFER_ALREADY_POSTED');
      expect((await ledger.balance(from)).posted).toBe(4_000);
    });

    it('voids a reservation exactly once, releasing the funds', async () => {
      const from = await fundedAccount(10_000);
      const pending = await reserve(from, settlementId, 10_000);
      expect((await ledger.balance(from)).available).toBe(0);
      const settlementBefore = await ledger.balance(settlementId);
      expect(settlementBefore.pendingCredits).toBeGreaterThanOrEqual(10_000);

      const voided = await ledger.voidPending(pending.id);
      expect(voided.status).toBe('voided');
      expect(await ledger.balance(from)).toMatchObject({ posted: 10_000, available: 10_000 });
      const settlementAfter = await ledger.balance(settlementId);
      expect(settlementAfter.pendingCredits).toBe(settlementBefore.pendingCredits - 10_000);
      expect(settlementAfter.posted).toBe(settlementBefore.posted);

      expect((await ledger.voidPending(pending.id)).status).toBe('voided');
      await expectLedgerError(ledger.postPending(pending.id), 'TRANSFER_ALREADY_VOIDED');
      expect((await ledger.balance(from)).available).toBe(10_000);
    });

    it('settles each reservation once when post and void race', async () => {
      const from = await fundedAccount(3_000);
      const pending = await reserve(from, settlementId, 3_000);
      const outcomes = await Promise.allSettled([
        ledger.postPending(pending.id),
        ledger.voidPending(pending.id),
        ledger.postPending(pending.id),
        ledger.voidPending(pending.id),
      ]);
      const final = await ledger.getTransfer(pending.id);
      const winners = outcomes.filter(
        (o) => o.status === 'fulfilled' && o.value.status === final?.status,
      );
      expect(winners.length).toBe(2);
      expect((await ledger.balance(from)).available).toBe(final?.status === 'posted' ? 0 : 3_000);
      expect((await ledger.checkInvariants()).ok).toBe(true);
    });

    it('refuses to post or void what is not a reservation', async () => {
      const from = await fundedAccount(1_000);
      const to = await fundedAccount(0);
      const { transfer } = await ledger.transfer({
        idempotencyKey: key(),
        debitAccountId: from,
        creditAccountId: to,
        amount: 10,
        kind: 'x',
      });
      await expectLedgerError(ledger.postPending(transfer.id), 'TRANSFER_NOT_PENDING');
      await expectLedgerError(ledger.voidPending(transfer.id), 'TRANSFER_NOT_PENDING');
      await expectLedgerError(ledger.postPending(randomUUID()), 'TRANSFER_NOT_FOUND');
      await expectLedgerError(ledger.voidPending('nope'), 'TRANSFER_NOT_FOUND');
    });
  });

  it('lists an account’s movements newest first, page by page', async () => {
    const me = await fundedAccount(0);
    const other = await fundedAccount(50_000);
    const amounts = [100, 200, 300, 400, 500];
    for (const amount of amounts) {
      await ledger.transfer({
        idempotencyKey: key(),
        debitAccountId: other,
        creditAccountId: me,
        amount,
        kind: 'internal_transfer',
        description: `recebido ${amount}`,
      });
    }
    await ledger.transfer({
      idempotencyKey: key(),
      debitAccountId: me,
      creditAccountId: other,
      amount: 50,
      kind: 'internal_transfer',
      metadata: { note: 'pago' },
    });

    const first = await ledger.movements(me, { limit: 4 });
    expect(first.items.map((m) => [m.direction, m.amount])).toEqual([
      ['debit', 50],
      ['credit', 500],
      ['credit', 400],
      ['credit', 300],
    ]);
    expect(first.items[0]).toMatchObject({
      counterpartyAccountId: other,
      metadata: { note: 'pago' },
    });
    expect(first.items[1]?.description).toBe('recebido 500');
    expect(first.nextCursor).not.toBeNull();

    const second = await ledger.movements(me, { limit: 4, before: first.nextCursor ?? '' });
    expect(second.items.map((m) => m.amount)).toEqual([200, 100]);
    expect(second.nextCursor).toBeNull();

    const onlyPending = await ledger.movements(me, { statuses: ['pending'] });
    expect(onlyPending.items).toEqual([]);
    const future = await ledger.movements(me, { from: new Date(Date.now() + 60_000) });
    expect(future.items).toEqual([]);
    await expectLedgerError(ledger.movements(me, { before: 'abc' }), 'INVALID_PAGE');
    await expectLedgerError(ledger.movements(me, { limit: 0 }), 'INVALID_PAGE');
    await expectLedgerError(ledger.movements(randomUUID()), 'ACCOUNT_NOT_FOUND');
  });

  it.each(['40001', '40P01'])(
    'moves money once when the transaction fails with %s after writing and runs again',
    async (sqlstate) => {
      const from = await fundedAccount(1_000);
      const to = await fundedAccount(0);
      // The first attempt dies right after its writes, as a serialization failure or deadlock
      // would; the database layer rolls it back and runs the whole transfer again.
      let attempts = 0;
      const flaky: Database = {
        ...db,
        transaction: (work, options) =>
          db.transaction((tx) => {
            attempts++;
            const attempt = attempts;
            // The first attempt's posting (migration 0020's ledger_post_transfers) writes, then
            // fails, before anything commits.
            const failing = (q: Queryable): Queryable => ({
              async query<T>(sql: string, params?: unknown[]) {
                if (attempt === 1 && sql.includes('ledger_post_transfers')) {
                  await tx.query(sql, params);
                  throw Object.assign(new Error('injected'), { code: sqlstate });
                }
                return q.query<T>(sql, params);
              },
            });
            return work({ ...failing(tx), committing: failing(tx.committing) });
          }, options),
      };
      const idempotencyKey = key();
      const result = await createLedger(flaky).transfer({
        idempotencyKey,
        debitAccountId: from,
        creditAccountId: to,
        amount: 600,
        kind: 'internal_transfer',
      });
      expect(attempts).toBe(2);
      expect(result.replayed).toBe(false);
      expect((await ledger.balance(from)).posted).toBe(400);
      expect((await ledger.balance(to)).posted).toBe(600);
      expect((await ledger.findTransferByKey(idempotencyKey))?.id).toBe(result.transfer.id);
    },
  );

  it('runs inside a transaction the caller owns, and rolls back with it', async () => {
    const from = await fundedAccount(1_000);
    const to = await fundedAccount(0);
    await expect(
      db.transaction(async (tx) => {
        await ledger.inTransaction(tx).transfer({
          idempotencyKey: key(),
          debitAccountId: from,
          creditAccountId: to,
          amount: 1_000,
          kind: 'x',
        });
        throw new Error('caller failed later');
      }),
    ).rejects.toThrow('caller failed later');
    expect((await ledger.balance(from)).posted).toBe(1_000);
  });

  it('posts linked transfers together, or none of them when one is refused', async () => {
    const payer = await fundedAccount(1_000);
    const payee = await fundedAccount(0);
    const fees = (await ledger.bankAccount(BANK_ACCOUNT_CODES.feeRevenue)).id;
    const payment = (amount: number) => ({
      idempotencyKey: key(),
      debitAccountId: payer,
      creditAccountId: payee,
      amount,
      kind: 'pix',
    });
    const fee = { ...payment(100), creditAccountId: fees, kind: 'fee' };
    // The payment fits alone; with its fee it does not, and neither moves.
    const tooMuch = payment(950);
    await db.transaction(async (tx) => {
      await expectLedgerError(
        ledger.inTransaction(tx).transferLinked([tooMuch, fee]),
        'INSUFFICIENT_FUNDS',
      );
      // The caller's transaction goes on after the refusal, with nothing of the chain in it.
      expect((await ledger.inTransaction(tx).balance(payer)).posted).toBe(1_000);
    });
    expect(await ledger.findTransferByKey(tooMuch.idempotencyKey)).toBeNull();
    const [paid, charged] = await ledger.transferLinked([payment(900), fee]);
    expect([paid!.transfer.amount, charged!.transfer.amount]).toEqual([900, 100]);
    expect((await ledger.balance(payer)).posted).toBe(0);
    expect((await ledger.balance(payee)).posted).toBe(900);
  });

  it('detects a ledger that no longer adds up', async () => {
    const probe = await createTestDatabase();
    try {
      const broken = createLedger(probe);
      const settlement = await broken.bankAccount(BANK_ACCOUNT_CODES.pixSettlement);
      const account = await broken.openAccount({ name: 'Cliente' });
      await broken.transfer({
        idempotencyKey: 'k',
        debitAccountId: settlement.id,
        creditAccountId: account.id,
        amount: 500,
        kind: 'pix_in',
      });
      expect(await broken.checkInvariants()).toEqual({ ok: true, problems: [] });
      // A centavo invented out of nowhere: the sum is off and the totals drift from the transfers.
      await probe.query('UPDATE ledger_accounts SET credits_posted = 501 WHERE id = $1', [
        account.id,
      ]);
      const report = await broken.checkInvariants();
      expect(report.ok).toBe(false);
      expect(report.problems.join('\n')).toMatch(/sum to 1, not 0/);
      expect(report.problems.join('\n')).toMatch(/differ from its transfers/);
    } finally {
      await probe.close();
    }
  });
});
