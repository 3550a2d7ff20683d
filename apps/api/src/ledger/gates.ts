import type { Database, Queryable, Transaction, TransactionOptions } from '../db';

/**
 * Something a transfer's own transaction must spend before its money moves: the request's
 * transaction hash, a PIN attempt (docs/decisions/0013-transaction-hash-spent-with-the-money.md).
 * The ledger knows neither; it runs each gate once per batch, in the batch's transaction, for
 * every transfer that carries it, and posts only the transfers every gate let through.
 *
 * A batch's transaction plans each statement once per connection, whatever its values (the
 * `plans: 'generic'` of `TransactionOptions`): a gate's statements find their rows by key.
 */
export interface TransferGate<Input> {
  /**
   * One answer per input, in order: null lets that transfer through, an error refuses it alone.
   * What the check wrote (an attempt counted, a hash spent) commits with the batch either way.
   * `refusedBefore`: whether a gate before this one refused each input's transfer, once they
   * have answered (what a gate `sentAhead` needs; the others may ignore it).
   */
  check(
    q: Queryable,
    inputs: readonly Input[],
    refusedBefore: Promise<readonly boolean[]>,
  ): Promise<(Error | null)[]>;
  /** After the batch committed: what this gate refused (e.g. forget a PIN's cached lock state). */
  afterCommit?(inputs: readonly Input[], refusals: readonly (Error | null)[]): void;
  /**
   * What this gate writes would be written whatever the gates before it answer (a transaction
   * hash is spent by every answer to its request; a PIN guess that reaches the money's
   * transaction is counted): it then goes in the same round trip as they do, for every transfer
   * that carries it. Its refusal still answers only for a transfer they let through, and a gate
   * after it that does not run regardless waits for both.
   */
  runsRegardless?: boolean;
  /**
   * Goes out in the same round trip as the gates before it, as one that runs regardless, but
   * what it writes must not stay for a transfer they refuse: its check waits for their answers
   * (`refusedBefore`) and takes back what it wrote for those transfers (a Pix's row written
   * beside a wrong PIN), one more round trip on that rare path, one fewer on every other.
   */
  sentAhead?: boolean;
  /**
   * In the ledger's batch, once its transfers are posted: what this gate writes for the
   * transfers every gate let through (a Pix's row the ledger refused takes the refusal). Sent
   * right behind the posting, without waiting for its answer, so it reads what the posting wrote,
   * and with the COMMIT: no round trip of its own. Not run by `gatedTransaction`, whose work does
   * its own writing.
   */
  afterPosting?(q: Queryable, inputs: readonly Input[]): Promise<void>;
}

/** A gate with the input one transfer brings to it. */
export interface GateCheck {
  gate: TransferGate<unknown>;
  input: unknown;
}

/** Pairs a transfer's input with its gate, keeping the two types together. */
export function gateCheck<Input>(gate: TransferGate<Input>, input: Input): GateCheck {
  return { gate: gate as TransferGate<unknown>, input };
}

/**
 * Runs the gates of `checks[i]` for transfer i, in the order each transfer lists them; a transfer
 * one gate refused meets no later one, but for a gate that runs regardless, which goes out with
 * the gates before it. Answers one refusal (or null) per transfer: the first gate's, in order.
 */
export async function runGates(
  q: Queryable,
  checks: readonly (readonly GateCheck[])[],
): Promise<{
  refusals: (Error | null)[];
  committed: () => void;
  /** The gates' `afterPosting`, each bound to the inputs of the transfers every gate passed. */
  afterPosting: ((q: Queryable) => Promise<void>)[];
}> {
  const refusals: (Error | null)[] = checks.map(() => null);
  const ran: {
    gate: TransferGate<unknown>;
    indices: number[];
    inputs: unknown[];
    answers: (Error | null)[];
  }[] = [];
  const depth = Math.max(0, ...checks.map((list) => list.length));
  const goesAhead = (level: number) =>
    checks.every(
      (list) =>
        list[level] === undefined || list[level].gate.runsRegardless || list[level].gate.sentAhead,
    );
  for (let level = 0; level < depth;) {
    // This level and the following ones that run regardless or are sent ahead: one round trip,
    // every gate's statement sent before any answer is awaited.
    let end = level + 1;
    while (end < depth && goesAhead(end)) end++;
    const sent: { gate: TransferGate<unknown>; indices: number[]; inputs: unknown[] }[] = [];
    const pending: Promise<(Error | null)[]>[] = [];
    for (let at = level; at < end; at++) {
      const byGate = new Map<TransferGate<unknown>, number[]>();
      checks.forEach((list, i) => {
        const check = list[at];
        if (!check || refusals[i]) return;
        byGate.set(check.gate, [...(byGate.get(check.gate) ?? []), i]);
      });
      // Which transfers the levels before this one in the round trip refuse, once they answer.
      const earlier = sent.slice();
      const refusedSoFar = Promise.all(pending).then((answers) => {
        const refused = checks.map(() => false);
        earlier.forEach(({ indices }, n) =>
          indices.forEach((i, k) => answers[n]![k] !== null && (refused[i] = true)),
        );
        return refused;
      });
      // Unwaited (no gate of this level sent, or one that ignores it), its failure must not go
      // unhandled: it surfaces below, with the answers.
      refusedSoFar.catch(() => undefined);
      for (const [gate, indices] of byGate) {
        const inputs = indices.map((i) => checks[i]![at]!.input);
        const refusedBefore = refusedSoFar.then((refused) => indices.map((i) => refused[i]!));
        refusedBefore.catch(() => undefined);
        sent.push({ gate, indices, inputs });
        pending.push(gate.check(q, inputs, refusedBefore));
      }
    }
    const answered = await Promise.all(pending);
    sent.forEach(({ gate, indices, inputs }, n) => {
      const answers = answered[n]!;
      if (answers.length !== inputs.length) {
        throw new Error(`a gate answered ${answers.length} times for ${inputs.length} transfers`);
      }
      indices.forEach((i, k) => (refusals[i] ??= answers[k] ?? null));
      ran.push({ gate, indices, inputs, answers });
    });
    level = end;
  }
  const afterPosting = ran.flatMap(({ gate, indices, inputs }) => {
    const passed = inputs.filter((_, k) => !refusals[indices[k]!]);
    return gate.afterPosting && passed.length > 0
      ? [(q: Queryable) => gate.afterPosting!(q, passed)]
      : [];
  });
  return {
    refusals,
    committed: () =>
      ran.forEach(({ gate, inputs, answers }) => gate.afterCommit?.(inputs, answers)),
    afterPosting,
  };
}

/**
 * `work` in a transaction that first passes one money movement's gates (a Pix or a boleto records
 * its row and moves its money in one transaction). Refused, the transaction commits what the
 * checks wrote (the attempt counted, the hash spent) and nothing of `work`, and the refusal is
 * thrown after the commit. With no checks it is a plain transaction.
 */
export async function gatedTransaction<T>(
  db: Database,
  checks: readonly GateCheck[],
  work: (tx: Transaction) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
    const { refusals, committed } = await runGates(tx, [checks]);
    const refusal = refusals[0] ?? null;
    return refusal ? { refusal, committed } : { answer: await work(tx), committed };
  }, options);
  outcome.committed();
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.answer;
}

/** The checks in a transaction of their own, for a request that moves no money (a repeat). */
export async function passChecks(db: Database, checks: readonly GateCheck[]): Promise<void> {
  if (checks.length > 0) await gatedTransaction(db, checks, async () => undefined);
}
