import { fromJson, toDate } from '../db';
import type { LedgerAccount, LedgerAccountKind, LedgerTransfer, TransferStatus } from './types';

/** Column lists and row shapes as the database returns them (bigint already read as number). */
export const ACCOUNT_COLUMNS =
  'id, kind, code, name, created_at, debits_posted, credits_posted, debits_pending, credits_pending';

export interface AccountRow {
  id: string;
  kind: LedgerAccountKind;
  code: string | null;
  name: string;
  created_at: Date;
  debits_posted: number;
  credits_posted: number;
  debits_pending: number;
  credits_pending: number;
}

export const TRANSFER_COLUMNS =
  'id, seq, idempotency_key, request_hash, debit_account_id, credit_account_id, amount, status, ' +
  'two_phase, kind, description, metadata, created_at, resolved_at';

export interface TransferRow {
  id: string;
  seq: number;
  idempotency_key: string;
  request_hash: string;
  debit_account_id: string;
  credit_account_id: string;
  amount: number;
  status: TransferStatus;
  two_phase: boolean;
  kind: string;
  description: string | null;
  metadata: Record<string, unknown> | string;
  created_at: Date | string;
  resolved_at: Date | string | null;
}

export function toAccount(row: AccountRow): LedgerAccount {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    createdAt: toDate(row.created_at),
  };
}

export function toTransfer(row: TransferRow): LedgerTransfer {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: row.amount,
    status: row.status,
    twoPhase: row.two_phase,
    kind: row.kind,
    description: row.description,
    metadata: toMetadata(row.metadata),
    createdAt: toDate(row.created_at),
    resolvedAt: row.resolved_at === null ? null : toDate(row.resolved_at),
  };
}

export function toMetadata(value: Record<string, unknown> | string): Record<string, unknown> {
  return fromJson(value);
}
