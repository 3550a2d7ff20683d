import type { Queryable } from '../db';
import { lockAccounts } from './accounts';
import type { ErrorCode } from '@ipe/domain';
import { BankError } from '../errors/bankError';
import { transferRequestHash } from './requestHash';
import { TRANSFER_COLUMNS, type AccountRow, type TransferRow, toTransfer } from './rows';
import type { LedgerTransfer, TransferRequest, TransferResult } from './types';
import { isUuid, validateTransferRequest } from './validation';

/**
 * Moves money (or, with `pending`, reserves it) inside the caller's transaction; throws the
 * refusal. Use createTransferOutcome where the refusal must be kept (see there).
 */
export async function createTransfer(
  q: Queryable,
  input: TransferRequest,
): Promise<TransferResult> {
  return resultOrThrow(await createTransferOutcome(q, input));
}

/** The transfer of an outcome, or its refusal thrown. */
export function resultOrThrow(outcome: TransferResult | BankError): TransferResult {
  if (outcome instanceof BankError) throw outcome;
  return outcome;
}

/**
 * Moves money (or, with `pending`, reserves it) inside the caller's transaction, and answers a
 * refusal as a value, after recording it, so that the transaction commits the record.
 *
 * Order of work, which is what keeps it correct under concurrency and retries:
 * 1. lock both accounts in id order (no lock cycles between transfers);
 * 2. a key refused before answers that refusal again (docs/decisions/0003-idempotency.md: the
 *    first answer stands, as the IETF Idempotency-Key draft and TigerBeetle's id_already_failed);
 * 3. check funds on the locked rows; a refusal records the key in `ledger_refusals`;
 * 4. insert the transfer and apply it to both accounts in one statement, skipped when the
 *    idempotency key already exists — a concurrent request with the same key waits on the unique
 *    index until the first commits, then sees it and replays instead of moving money again.
 */
export async function createTransferOutcome(
  q: Queryable,
  input: TransferRequest,
): Promise<TransferResult | BankError> {
  validateTransferRequest(input);
  const request: TransferRequest = {
    ...input,
    debitAccountId: input.debitAccountId.toLowerCase(),
    creditAccountId: input.creditAccountId.toLowerCase(),
  };
  const hash = transferRequestHash(request);
  const locked = await lockAccounts(q, [request.debitAccountId, request.creditAccountId]);
  const debit = locked.get(request.debitAccountId);
  const credit = locked.get(request.creditAccountId);

  const refusedBefore = await earlierRefusal(q, request.idempotencyKey, hash);
  if (refusedBefore) return refusedBefore;

  // A retry must replay even when the first request spent the funds it now lacks.
  const refuse = async (error: BankError): Promise<TransferResult | BankError> => {
    const replay = await replayOrConflict(q, request.idempotencyKey, hash);
    if (replay) return replay;
    await q.query(
      `INSERT INTO ledger_refusals (idempotency_key, request_hash, code) VALUES ($1, $2, $3)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [request.idempotencyKey, hash, error.code],
    );
    return error;
  };
  if (!debit || !credit) return refuse(new BankError('ACCOUNT_NOT_FOUND'));
  if (debit.kind === 'customer' && available(debit) < request.amount) {
    return refuse(new BankError('INSUFFICIENT_FUNDS'));
  }

  const pending = request.pending === true;
  const { rows } = await q
    .query<TransferRow>(
      `WITH inserted AS (
       INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id,
         credit_account_id, amount, status, two_phase, kind, description, metadata)
       VALUES ($1, $2, $3::uuid, $4::uuid, $5::bigint, $6, $7, $8, $9, $10::jsonb)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${TRANSFER_COLUMNS}
     ), applied AS (
       UPDATE ledger_accounts SET
         debits_posted = debits_posted + CASE WHEN id = $3::uuid THEN $11::bigint ELSE 0 END,
         debits_pending = debits_pending + CASE WHEN id = $3::uuid THEN $12::bigint ELSE 0 END,
         credits_posted = credits_posted + CASE WHEN id = $4::uuid THEN $11::bigint ELSE 0 END,
         credits_pending = credits_pending + CASE WHEN id = $4::uuid THEN $12::bigint ELSE 0 END
       WHERE id IN ($3::uuid, $4::uuid) AND EXISTS (SELECT 1 FROM inserted)
     )
     SELECT * FROM inserted`,
      [
        request.idempotencyKey,
        hash,
        request.debitAccountId,
        request.creditAccountId,
        request.amount,
        pending ? 'pending' : 'posted',
        pending,
        request.kind,
        request.description ?? null,
        JSON.stringify(request.metadata ?? {}),
        pending ? 0 : request.amount,
        pending ? request.amount : 0,
      ],
    )
    .catch(rethrowOverdraft);
  const row = rows[0];
  if (row) return { transfer: toTransfer(row), replayed: false };

  const replay = await replayOrConflict(q, request.idempotencyKey, hash);
  if (!replay) throw new Error('idempotency key vanished between insert and read');
  return replay;
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

/** The refusal recorded under this key, if any; the key reused for another request conflicts. */
async function earlierRefusal(
  q: Queryable,
  idempotencyKey: string,
  hash: string,
): Promise<BankError | null> {
  const { rows } = await q.query<{ request_hash: string; code: ErrorCode }>(
    'SELECT request_hash, code FROM ledger_refusals WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== hash) throw new BankError('IDEMPOTENCY_CONFLICT');
  return new BankError(row.code);
}

async function replayOrConflict(
  q: Queryable,
  idempotencyKey: string,
  hash: string,
): Promise<TransferResult | null> {
  const { rows } = await q.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE idempotency_key = $1`,
    [idempotencyKey],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== hash) throw new BankError('IDEMPOTENCY_CONFLICT');
  return { transfer: toTransfer(row), replayed: true };
}

function available(account: AccountRow): number {
  return account.credits_posted - account.debits_posted - account.debits_pending;
}

/** The database's own overdraft check fired: report it as the domain error it is. */
function rethrowOverdraft(error: unknown): never {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code === '23514' && constraint === 'ledger_accounts_no_overdraft') {
    throw new BankError('INSUFFICIENT_FUNDS');
  }
  throw error;
}
