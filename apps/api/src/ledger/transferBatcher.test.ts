import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db';
import { BankError } from '../errors';
import { createTestDatabase, interceptingTransactions } from '../testing/testDatabase';
import {
  BANK_ACCOUNT_CODES,
  type Ledger,
  type TransferGate,
  type TransferRequest,
  createLedger,
  gateCheck,
  gatedTransaction,
  passChecks,
} from './index';
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

  it('numbers the transfers of one batch in request order, as a statement lists them', async () => {
    // Migration 0042 inserts a batch's transfers in one statement: their seq must still follow
    // the order they were asked in, whatever order the accounts sort in.
    const payer = await funded(1_000);
    const payees = await Promise.all(Array.from({ length: 6 }, () => funded(0)));
    const outcomes = await db.transaction((tx) =>
      postTransfers(
        tx,
        [...payees].reverse().map((payee, i) => prepareTransfer(move(payer, payee, 10 + i))),
      ),
    );
    const ids = outcomes.map((o) => (o as { transfer: { id: string } }).transfer.id);
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM ledger_transfers WHERE id = ANY ($1::uuid[]) ORDER BY seq',
      [ids],
    );
    expect(rows.map((row) => row.id)).toEqual(ids);
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
    // The default: one batch in flight (transferBatcher.ts).
    const batched = createLedger(counting);
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
    const picky = interceptingTransactions(db, (_sql, params, send) => {
      const keys = (params?.[0] ?? []) as unknown[];
      return Array.isArray(keys) && keys.includes(poisoned)
        ? Promise.reject(new Error('value too long for type'))
        : send();
    });
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

  describe("gates: what a transfer's transaction spends first", () => {
    // A stand-in gate: a ticket may be spent once; spending writes a row in the batch's
    // transaction, as a transaction hash or a PIN attempt does.
    let afterCommit: (string | null)[][] = [];
    const tickets: TransferGate<string> = {
      async check(q, inputs) {
        const { rows } = await q.query<{ ticket: string }>(
          `INSERT INTO gate_tickets SELECT unnest($1::text[]) ON CONFLICT DO NOTHING
           RETURNING ticket`,
          [inputs],
        );
        const spent = new Set(rows.map((row) => row.ticket));
        return inputs.map((ticket) =>
          spent.delete(ticket) ? null : new BankError('TRANSACTION_HASH_INVALID'),
        );
      },
      afterCommit: (_inputs, refusals) =>
        afterCommit.push(refusals.map((r) => (r instanceof BankError ? r.code : null))),
    };
    const seen: string[] = [];
    const recorder: TransferGate<string> = {
      async check(_q, inputs) {
        seen.push(...inputs);
        return inputs.map(() => null);
      },
    };
    const spentTickets = async () =>
      (await db.query<{ ticket: string }>('SELECT ticket FROM gate_tickets ORDER BY 1')).rows.map(
        (row) => row.ticket,
      );

    beforeAll(() => db.query('CREATE TABLE gate_tickets (ticket text PRIMARY KEY)'));

    it('refuses only the transfer a gate refused, committing what the gate wrote', async () => {
      const payers = await Promise.all(Array.from({ length: 4 }, () => funded(500)));
      const payee = await funded(0);
      afterCommit = [];
      const batched = createLedger(db, { maxInFlight: 1 });
      // The first goes alone; the other three come together, two with the same ticket.
      const ticketOf = ['t-1', 't-2', 't-2', 't-3'];
      const answers = await Promise.allSettled(
        payers.map((payer, i) =>
          batched.transfer(move(payer, payee, i === 3 ? 501 : 100), [
            gateCheck(tickets, ticketOf[i]!),
            gateCheck(recorder, `after-${i}`),
          ]),
        ),
      );
      expect(answers.map((a) => (a.status === 'fulfilled' ? 'moved' : codeOf(a.reason)))).toEqual([
        'moved',
        'moved',
        'TRANSACTION_HASH_INVALID',
        'INSUFFICIENT_FUNDS',
      ]);
      // The ledger's refusal does not give the ticket back: it was spent with the batch.
      expect(await spentTickets()).toEqual(['t-1', 't-2', 't-3']);
      // A transfer one gate refused meets no later gate.
      expect(seen.sort()).toEqual(['after-0', 'after-1', 'after-3']);
      expect(afterCommit).toEqual([[null], [null, 'TRANSACTION_HASH_INVALID', null]]);
      expect((await ledger.balance(payee)).posted).toBe(200);
    });

    it("plans a batch's statements once per connection", async () => {
      const payer = await funded(100);
      const payee = await funded(0);
      let mode = '';
      const planning: TransferGate<null> = {
        async check(q, inputs) {
          const { rows } = await q.query<{ mode: string }>(
            "SELECT current_setting('plan_cache_mode') AS mode",
          );
          mode = rows[0]!.mode;
          return inputs.map(() => null);
        },
      };
      await ledger.transfer(move(payer, payee, 100), [gateCheck(planning, null)]);
      expect(mode).toBe('force_generic_plan');
    });

    /** A destination check that takes a while, and how many of its checks are running. */
    const slowDestination = () => {
      let running = 0;
      const destination: TransferGate<string> = {
        async check(_q, inputs) {
          running++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          running--;
          return inputs.map((input) =>
            input === 'closed' ? new BankError('DESTINATION_UNAVAILABLE') : null,
          );
        },
      };
      return { destination, checking: () => running };
    };

    it('sends a gate that runs regardless with the gates before it; the first refusal answers', async () => {
      const payers = await Promise.all(Array.from({ length: 3 }, () => funded(500)));
      const payee = await funded(0);
      // A destination check that takes a while, and a ticket that is spent regardless of it:
      // the ticket's statement must go out before the check has answered.
      const { destination, checking } = slowDestination();
      const calls = { regardless: 0, whileChecking: 0 };
      const regardless: TransferGate<string> = {
        runsRegardless: true,
        check(q, inputs, refusedBefore) {
          calls.regardless++;
          if (checking() > 0) calls.whileChecking++;
          return tickets.check(q, inputs, refusedBefore);
        },
      };
      const batched = createLedger(db);
      const gatesOf = (i: number, to: string, ticket: string) => [
        gateCheck(destination, to),
        gateCheck(regardless, ticket),
        gateCheck(recorder, `regardless-${i}`),
      ];
      const answers = await Promise.allSettled([
        batched.transfer(move(payers[0]!, payee, 100), gatesOf(0, 'open', 'x-0')),
        batched.transfer(move(payers[1]!, payee, 100), gatesOf(1, 'closed', 'x-1')),
        // Refused by both: the destination, first in its list, is the answer.
        batched.transfer(move(payers[2]!, payee, 100), gatesOf(2, 'closed', 'x-0')),
      ]);
      expect(answers.map((a) => (a.status === 'fulfilled' ? 'moved' : codeOf(a.reason)))).toEqual([
        'moved',
        'DESTINATION_UNAVAILABLE',
        'DESTINATION_UNAVAILABLE',
      ]);
      expect(calls.regardless).toBeGreaterThan(0);
      expect(calls.whileChecking).toBe(calls.regardless);
      // Spent for the refused transfer too; the gate after them met only the one let through.
      expect((await spentTickets()).filter((t) => t.startsWith('x-'))).toEqual(['x-0', 'x-1']);
      expect(seen.filter((s) => s.startsWith('regardless-'))).toEqual(['regardless-0']);
      expect((await ledger.balance(payee)).posted).toBe(100);
    });

    it('sends a gate ahead with the gates before it, and tells it which transfers they refused', async () => {
      const payers = await Promise.all(Array.from({ length: 3 }, () => funded(500)));
      const payee = await funded(0);
      const { destination, checking } = slowDestination();
      // Writes a row for every transfer at once, then takes back the rows of those refused
      // before it, as a Pix's row written beside a wrong PIN is.
      const told: boolean[][] = [];
      let sentWhileChecking = 0;
      const ahead: TransferGate<string> = {
        sentAhead: true,
        async check(q, inputs, refusedBefore) {
          if (checking() > 0) sentWhileChecking++;
          await q.query('INSERT INTO gate_tickets SELECT unnest($1::text[])', [inputs]);
          const refused = await refusedBefore;
          told.push([...refused]);
          const undone = inputs.filter((_, k) => refused[k]);
          if (undone.length > 0) {
            await q.query('DELETE FROM gate_tickets WHERE ticket = ANY ($1::text[])', [undone]);
          }
          return inputs.map(() => null);
        },
      };
      const batched = createLedger(db, { maxInFlight: 1 });
      // The first goes alone; the other two come together.
      const answers = await Promise.allSettled(
        ['open', 'closed', 'open'].map((to, i) =>
          batched.transfer(move(payers[i]!, payee, 100), [
            gateCheck(destination, to),
            gateCheck(ahead, `a-${i}`),
          ]),
        ),
      );
      expect(answers.map((a) => (a.status === 'fulfilled' ? 'moved' : codeOf(a.reason)))).toEqual([
        'moved',
        'DESTINATION_UNAVAILABLE',
        'moved',
      ]);
      expect(sentWhileChecking).toBe(2);
      expect(told).toEqual([[false], [true, false]]);
      expect((await spentTickets()).filter((t) => t.startsWith('a-'))).toEqual(['a-0', 'a-2']);
      expect((await ledger.balance(payee)).posted).toBe(200);
    });

    it("spends nothing when the batch's transaction rolls back, and gates each transfer again alone", async () => {
      const payers = await Promise.all(Array.from({ length: 3 }, () => funded(500)));
      const payee = await funded(0);
      const poisoned = 'poisoned-gated-key';
      let rolledBack = 0;
      const picky = interceptingTransactions(db, (_sql, params, send) => {
        const keys = (params?.[0] ?? []) as unknown[];
        return Array.isArray(keys) && keys.includes(poisoned)
          ? Promise.reject(new Error('value too long for type'))
          : send();
      });
      const counted: Database = {
        ...picky,
        transaction: (work, options) =>
          picky.transaction(work, options).catch((error: unknown) => {
            rolledBack++;
            throw error;
          }),
      };
      const batched = createLedger(counted, { maxInFlight: 1 });
      const answers = await Promise.allSettled(
        payers.map((payer, i) =>
          batched.transfer(move(payer, payee, 100, i === 2 ? poisoned : undefined), [
            gateCheck(tickets, `r-${i}`),
          ]),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect(rolledBack).toBe(2); // the batch of the last two, then the poisoned one alone
      // The poisoned transfer's ticket was written by its gate, then rolled back with it.
      expect((await spentTickets()).filter((t) => t.startsWith('r-'))).toEqual(['r-0', 'r-1']);
      expect((await ledger.balance(payee)).posted).toBe(200);
    });
    it('writes after the posting what a gate asks, for the transfers let through, seeing the posting', async () => {
      const payers = await Promise.all(Array.from({ length: 4 }, () => funded(500)));
      const payee = await funded(0);
      // A stand-in for a Pix's row: after the posting, each one let through notes whether the
      // ledger moved its money, read from the posting's own rows in the same transaction.
      const noted: TransferGate<string> = {
        check: async (_q, keys) => keys.map(() => null),
        async afterPosting(q, keys) {
          await q.query(
            `INSERT INTO gate_tickets
             SELECT 'noted:' || k || ':' || (t.id IS NOT NULL)
               FROM unnest($1::text[]) AS k LEFT JOIN ledger_transfers t ON t.idempotency_key = k`,
            [keys],
          );
        },
      };
      const batched = createLedger(db, { maxInFlight: 1 });
      const keys = payers.map(() => randomUUID());
      const answers = await Promise.allSettled(
        payers.map((payer, i) =>
          batched.transfer(move(payer, payee, i === 2 ? 501 : 100, keys[i]), [
            gateCheck(tickets, i === 3 ? 'n-0' : `n-${i}`),
            gateCheck(noted, keys[i]!),
          ]),
        ),
      );
      expect(answers.map((a) => (a.status === 'fulfilled' ? 'moved' : codeOf(a.reason)))).toEqual([
        'moved',
        'moved',
        'INSUFFICIENT_FUNDS',
        'TRANSACTION_HASH_INVALID',
      ]);
      // The ledger's refusal is noted as such; the gate's refusal is not noted at all.
      expect((await spentTickets()).filter((t) => t.startsWith('noted:')).sort()).toEqual(
        [`noted:${keys[0]}:true`, `noted:${keys[1]}:true`, `noted:${keys[2]}:false`].sort(),
      );
      expect((await ledger.balance(payee)).posted).toBe(200);
    });

    it('gates a transaction its caller runs: refused, only what the gates wrote commits', async () => {
      afterCommit = [];
      const work = (tx: Queryable) =>
        tx.query("INSERT INTO gate_tickets VALUES ('work-' || gen_random_uuid())");
      const worked = async () => (await spentTickets()).filter((t) => t.startsWith('work-')).length;
      const before = await worked();
      await gatedTransaction(db, [gateCheck(tickets, 'g-1')], work);
      expect(await worked()).toBe(before + 1);
      await expect(gatedTransaction(db, [gateCheck(tickets, 'g-1')], work)).rejects.toMatchObject({
        code: 'TRANSACTION_HASH_INVALID',
      });
      expect(await worked()).toBe(before + 1);
      expect(afterCommit).toEqual([[null], ['TRANSACTION_HASH_INVALID']]);
      await passChecks(db, [gateCheck(tickets, 'g-2')]);
      expect(await spentTickets()).toContain('g-2');
    });
  });
});
