import type { Cents } from '@ipe/domain';

/** Customer accounts can never go below zero; bank-side accounts (settlement, clearing, fees) can. */
export type LedgerAccountKind = 'customer' | 'bank';

/** Bank-side ledger accounts created by the ledger migration, by their stable code. */
export const BANK_ACCOUNT_CODES = {
  /** The bank's reserve account at the central bank, where Pix settles (conta PI). */
  pixSettlement: 'bank.pix_settlement',
  feeRevenue: 'bank.fee_revenue',
  boletoClearing: 'bank.boleto_clearing',
  tedClearing: 'bank.ted_clearing',
  /** Money blocked by a Pix dispute (MED) until it goes back to the payer. */
  pixDisputes: 'bank.pix_disputes',
  /** What debit-card purchases owe the card network until it settles them. */
  cardSettlement: 'bank.card_settlement',
} as const;

export type BankAccountCode = (typeof BANK_ACCOUNT_CODES)[keyof typeof BANK_ACCOUNT_CODES];

export interface LedgerAccount {
  id: string;
  kind: LedgerAccountKind;
  /** Stable external reference (bank-side accounts always have one). */
  code: string | null;
  name: string;
  createdAt: Date;
}

export interface OpenAccountInput {
  name: string;
  /** Same code again returns the account already opened under it (idempotent seeding). */
  code?: string;
  /** Defaults to 'customer'. */
  kind?: LedgerAccountKind;
}

/** All amounts in integer centavos. */
export interface LedgerBalance {
  accountId: string;
  /** credits − debits that have posted. */
  posted: Cents;
  /** What can be spent now: posted − pending debits (reservations). */
  available: Cents;
  pendingDebits: Cents;
  pendingCredits: Cents;
  debitsPosted: Cents;
  creditsPosted: Cents;
}

export type TransferStatus = 'pending' | 'posted' | 'voided';

export interface TransferRequest {
  /** Unique per movement: the same key with the same request replays, never moves money twice. */
  idempotencyKey: string;
  /**
   * The transfer's id, chosen by the caller (a new UUID) so a row written before the posting can
   * name it (migration 0041); the database makes one when absent. Not part of what the request
   * asks: a replay answers the transfer first made, with its own id.
   */
  id?: string;
  debitAccountId: string;
  creditAccountId: string;
  amount: Cents;
  /** What the movement is, for statements: 'internal_transfer', 'pix_out', 'fee', … */
  kind: string;
  description?: string | null;
  metadata?: Record<string, unknown>;
  /** Two-phase: reserve now (pending), then post or void exactly once. */
  pending?: boolean;
}

export interface LedgerTransfer {
  id: string;
  idempotencyKey: string;
  debitAccountId: string;
  creditAccountId: string;
  amount: Cents;
  status: TransferStatus;
  twoPhase: boolean;
  kind: string;
  description: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  /** When a two-phase transfer was posted or voided. */
  resolvedAt: Date | null;
}

export interface TransferResult {
  transfer: LedgerTransfer;
  /** True when the idempotency key had been seen: nothing moved this time. */
  replayed: boolean;
}

export interface Movement {
  transferId: string;
  /** Opaque keyset cursor; pass as `before` to get older movements. */
  cursor: string;
  /** Debit = money left this account; credit = money arrived. */
  direction: 'debit' | 'credit';
  amount: Cents;
  counterpartyAccountId: string;
  status: TransferStatus;
  kind: string;
  description: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface MovementQuery {
  /** 1–200, default 50. */
  limit?: number;
  /** Cursor of the last movement already seen. */
  before?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  statuses?: TransferStatus[];
  /** Only money that left (debit) or came in (credit). */
  direction?: 'debit' | 'credit';
  /** Only these kinds (a statement's category, from @ipe/domain). */
  kinds?: readonly string[];
  /**
   * Only movements whose description or the other side's name (kept in metadata) contains
   * `text`, ignoring case and accents, or whose other side is one of `counterpartyIds` (the
   * caller finds those by the names it keeps).
   */
  search?: { text: string; counterpartyIds: readonly string[] };
}

/** A point of an account's history: right after the movement `after`, at the instant `at`. */
export interface BalancePoint {
  /**
   * Cursor of a movement: every posted movement after it and from `at` on is undone. Without it
   * the whole history is read (a period's opening balance, for documents).
   */
  after?: string;
  at: Date;
}

export interface MovementPage {
  items: Movement[];
  nextCursor: string | null;
}

export interface InvariantReport {
  ok: boolean;
  problems: string[];
}
