import { isUuid, type Queryable } from '../db';
import { lockAccounts } from './accounts';
import type { ErrorCode } from '@ipe/domain';
import { BankError } from '../errors/bankError';
import { transferRequestHash } from './requestHash';
import { TRANSFER_COLUMNS, type TransferRow, toTransfer } from './rows';
import type { LedgerTransfer, TransferRequest, TransferResult } from './types';
import { validateTransferRequest } from './validation';

/**
 * Moves money (or, with `pending`, reserves it) inside the caller's transaction; throws the
 * refusal, which the database has recorded in that transaction (commit it to keep the record).
 */
export async function createTransfer(
  q: Queryable,
  input: TransferRequest,
): Promise<TransferResult> {
  const [outcome] = await postTransfers(q, [prepareTransfer(input)]);
  return resultOrThrow(outcome as TransferResult | BankError);
}

/**
 * Transfers that happen together or not at all, as TigerBeetle's linked events: a payment and its
 * fee. They are posted in one round trip inside a savepoint; a refusal of any rolls them all back
 * and is thrown (leaving no refusal record, since nothing of the chain happened).
 */
export async function createLinkedTransfers(
  q: Queryable,
  inputs: TransferRequest[],
): Promise<TransferResult[]> {
  const batch = inputs.map(prepareTransfer);
  await q.query('SAVEPOINT ledger_linked');
  try {
    const outcomes = await postTransfers(q, batch);
    const refusal = outcomes.find((outcome) => outcome instanceof BankError);
    if (refusal) throw refusal;
    await q.query('RELEASE SAVEPOINT ledger_linked');
    return outcomes as TransferResult[];
  } catch (error) {
    await q.query('ROLLBACK TO SAVEPOINT ledger_linked');
    throw error;
  }
}

/** The transfer of an outcome, or its refusal thrown. */
export function resultOrThrow(outcome: TransferResult | Error): TransferResult {
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

/** A request checked and put in the form the database compares: lower-case ids, its hash. */
export interface PreparedTransfer {
  request: TransferRequest;
  hash: string;
}

/** Refuses a malformed request (thrown), before it joins a batch or reaches the database. */
export function prepareTransfer(input: TransferRequest): PreparedTransfer {
  validateTransferRequest(input);
  // Every field named, in one order: the batch's column pickers then read objects of one hidden
  // class, whoever built the input (docs/architecture/performance.md, "Objects built whole").
  const request: TransferRequest = {
    id: input.id?.toLowerCase(),
    idempotencyKey: input.idempotencyKey,
    debitAccountId: input.debitAccountId.toLowerCase(),
    creditAccountId: input.creditAccountId.toLowerCase(),
    amount: input.amount,
    kind: input.kind,
    description: input.description,
    metadata: input.metadata,
    pending: input.pending,
  };
  return { request, hash: transferRequestHash(request) };
}

/**
 * Posts transfers in the caller's transaction in one round trip, each with its own outcome in
 * request order, as if posted one after the other. The rule itself (locks, idempotency, funds,
 * refusal records) is the database function `ledger_post_transfers` (migration 0020; 0041 lets
 * the caller choose the ids; 0042 writes a batch in a few statements), so a batch of one and a
 * batch of a hundred follow the same code.
 */
export async function postTransfers(
  q: Queryable,
  batch: PreparedTransfer[],
): Promise<(TransferResult | BankError)[]> {
  const column = <T>(pick: (request: TransferRequest) => T) => batch.map((p) => pick(p.request));
  const { rows } = await q
    .query<{ ordinal: number; outcome: string } & TransferRow>(
      `SELECT r.ordinal, r.outcome, (r.transfer).*
         FROM ledger_post_transfers($1::text[], $2::text[], $3::uuid[], $4::uuid[], $5::bigint[],
                                    $6::boolean[], $7::text[], $8::text[], $9::text[],
                                    $10::uuid[]) r
        ORDER BY r.ordinal`,
      [
        column((r) => r.idempotencyKey),
        batch.map((p) => p.hash),
        column((r) => r.debitAccountId),
        column((r) => r.creditAccountId),
        column((r) => r.amount),
        column((r) => r.pending === true),
        column((r) => r.kind),
        column((r) => r.description ?? null),
        column((r) => JSON.stringify(r.metadata ?? {})),
        column((r) => r.id ?? null),
      ],
    )
    .catch(rethrowOverdraft);
  if (rows.length !== batch.length) {
    throw new Error(`ledger answered ${rows.length} outcomes for ${batch.length} transfers`);
  }
  return rows.map((row) => {
    if (row.outcome === 'created' || row.outcome === 'replayed') {
      return { transfer: toTransfer(row), replayed: row.outcome === 'replayed' };
    }
    return new BankError(row.outcome as ErrorCode);
  });
}

/**
 * Settles a pending transfer exactly once: `post` turns the reservation into a movement, `void`
 * releases it. Repeating the same action answers the transfer as it is; the other action fails.
 */
export async function resolvePending(
  q: Queryable,
  transferId: string,
  action: 'post' | 'void',
): Promise<LedgerTransfer> {
  const current = await findTransfer(q, transferId);
  if (!current) throw new BankError('TRANSFER_NOT_FOUND');
  // Same lock order as createTransfer: accounts first, then the transfer row.
  await lockAccounts(q, [current.debitAccountId, current.creditAccountId]);
  const target = action === 'post' ? 'posted' : 'voided';
  const { rows } = await q.query<TransferRow>(
    `WITH resolved AS (
       UPDATE ledger_transfers SET status = $2, resolved_at = now()
        WHERE id = $1::uuid AND status = 'pending'
       RETURNING ${TRANSFER_COLUMNS}
     ), applied AS (
       UPDATE ledger_accounts a SET
         debits_pending = a.debits_pending
           - CASE WHEN a.id = r.debit_account_id THEN r.amount ELSE 0 END,
         debits_posted = a.debits_posted
           + CASE WHEN a.id = r.debit_account_id AND r.status = 'posted' THEN r.amount ELSE 0 END,
         credits_pending = a.credits_pending
           - CASE WHEN a.id = r.credit_account_id THEN r.amount ELSE 0 END,
         credits_posted = a.credits_posted
           + CASE WHEN a.id = r.credit_account_id AND r.status = 'posted' THEN r.amount ELSE 0 END
       FROM resolved r
       WHERE a.id IN (r.debit_account_id, r.credit_account_id)
     )
     SELECT * FROM resolved`,
    [transferId, target],
  );
  if (rows[0]) return toTransfer(rows[0]);

  const settled = await findTransfer(q, transferId);
  if (!settled) throw new BankError('TRANSFER_NOT_FOUND');
  if (!settled.twoPhase) throw new BankError('TRANSFER_NOT_PENDING');
  if (settled.status === target) return settled;
  throw new BankError(
    settled.status === 'posted' ? 'TRANSFER_ALREADY_POSTED' : 'TRANSFER_ALREADY_VOIDED',
  );
}

export async function findTransfer(q: Queryable, id: string): Promise<LedgerTransfer | null> {
  if (!isUuid(id)) return null;
  const { rows } = await q.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1`,
    [id],
  );
  return rows[0] ? toTransfer(rows[0]) : null;
}

export async function findTransferByKey(
  q: Queryable,
  idempotencyKey: string,
): Promise<LedgerTransfer | null> {
  const { rows } = await q.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE idempotency_key = $1`,
    [idempotencyKey],
  );
  return rows[0] ? toTransfer(rows[0]) : null;
}

/** The database's own overdraft check fired: report it as the domain error it is. */
function rethrowOverdraft(error: unknown): never {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code === '23514' && constraint === 'ledger_accounts_no_overdraft') {
    throw new BankError('INSUFFICIENT_FUNDS');
  }
  throw error;
}
