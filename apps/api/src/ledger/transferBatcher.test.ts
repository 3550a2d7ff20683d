import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db';
import { BankError } from '../errors';
import { createTestDatabase } from '../testing/testDatabase';
import { BANK_ACCOUNT_CODES, type Ledger, type TransferRequest, createLedger } from './index';
import { postTransfers, prepareTransfer } from './transfers';

/** Group commit: many transfers in one transaction, each answered as if it had been alone. */
describe('ledger batches', () => {
  let db: Database;
  let ledger: Ledger;
  let settlement: string;

  async function funded(cents: number): Promise<string> {
    const { id } = await ledger.openAccount({ name: 'Cliente' });
    if (cents > 0) await ledger.transfer(move(settlement, id, cents, `opening-${id}`));
    return id;
  }
  function move(
    from: string,
    to: string,
    amount: number,
    key: string = randomUUID(),
  ): TransferRequest {
    return {
      idempotencyKey: key,
      debitAccountId: from,
      creditAccountId: to,
      amount,
      kind: 'internal_transfer',
    };
  }
  const codeOf = (outcome: unknown) => (outcome instanceof BankError ? outcome.code : 'moved');

  beforeAll(async () => {
    db = await createTestDatabase();
    ledger = createLedger(db);
    settlement = (await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement)).id;
  });
  afterAll(async () => {
    expect(await ledger.checkInvariants()).toEqual({ ok: true, problems: [] });
    await db.close();
  });

  it('answers each transfer of one batch in order, funds spent by earlier ones counting', async () => {
    const payer = await funded(1_000);
    const payee = await funded(0);
    const repeated = move(payer, payee, 100);
    const outcomes = await db.transaction((tx) =>
      postTransfers(
        tx,
        [
          move(payer, payee, 600),
          move(payer, payee, 500), // only 400 left after the first
          repeated,
          { ...repeated }, // the same key again in the same batch: replayed, not moved twice
          { ...repeated, amount: 101 }, // the same key for another request
          move(payer, randomUUID(), 1),
        ].map(prepareTransfer),
      ),
    );
    expect(outcomes.map(codeOf)).toEqual([
      'moved',
      'INSUFFICIENT_FUNDS',
      'moved',
      'moved',
      'IDEMPOTENCY_CONFLICT',
      'ACCOUNT_NOT_FOUND',
    ]);
    const [first, , third, fourth] = outcomes as { replayed: boolean; transfer: { id: string } }[];
    expect(first!.replayed).toBe(false);
    expect(fourth!.replayed).toBe(true);
    expect(fourth!.transfer.id).toBe(third!.transfer.id);
    expect((await ledger.balance(payer)).posted).toBe(300);
    expect((await ledger.balance(payee)).posted).toBe(700);
  });

  it('puts transfers that arrive together in one transaction, each with its own answer', async () => {
    const payers = await Promise.all(Array.from({ length: 6 }, () => funded(500)));
    const payee = await funded(0);
    let transactions = 0;
    const counting: Database = {
      ...db,
      transaction: (work, options) => {
        transactions++;
        return db.transaction(work, options);
      },
    };
    const batched = createLedger(counting, { maxInFlight: 1 });
    const answers = await Promise.allSettled(
      payers.map((payer, i) => batched.transfer(move(payer, payee, i === 2 ? 501 : 100))),
    );
    expect(answers.map((a) => (a.status === 'fulfilled' ? 'moved' : codeOf(a.reason)))).toEqual([
      'moved',
      'moved',
      'INSUFFICIENT_FUNDS',
      'moved',
      'moved',
      'moved',
    ]);
    // The first went alone (nothing else was waiting); the five that came meanwhile, together.
    expect(transactions).toBe(2);
    expect((await ledger.balance(payee)).posted).toBe(500);
    // The refusal was committed with the batch: the same key answers it again.
    const refusedKey = move(payers[2]!, payee, 501, 'refused-in-a-batch');
    await expect(batched.transfer(refusedKey)).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    await ledger.transfer(move(settlement, payers[2]!, 1_000));
    await expect(batched.transfer(refusedKey)).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
  });

  it('fails only the transfer the database refuses, when a batch fails as a whole', async () => {
    const payers = await Promise.all(Array.from({ length: 4 }, () => funded(500)));
    const payee = await funded(0);
    const poisoned = 'poisoned-key';
    // The database rejects any transaction that carries the poisoned key, as it would a row it
    // cannot store: the batch holding it rolls back, and is posted again one by one.
    const picky: Database = {
      ...db,
      transaction: (work, options) =>
        db.transaction(
          (tx) =>
            work({
              query<T>(sql: string, params?: unknown[]) {
                const keys = (params?.[0] ?? []) as unknown[];
                if (Array.isArray(keys) && keys.includes(poisoned)) {
                  return Promise.reject(new Error('value too long for type'));
                }
                return tx.query<T>(sql, params);
              },
            } satisfies Queryable),
          options,
        ),
    };
    const batched = createLedger(picky, { maxInFlight: 1 });
    const answers = await Promise.allSettled(
      payers.map((payer, i) =>
        batched.transfer(move(payer, payee, 100, i === 2 ? poisoned : undefined)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((await ledger.balance(payee)).posted).toBe(300);
    expect(await ledger.findTransferByKey(poisoned)).toBeNull();
  });
});
