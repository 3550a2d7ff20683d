import type { Cents } from '@ipe/domain';
import type { Database } from '../db';
import type { Ledger, LedgerTransfer } from '../ledger';
import type { AccountDirectory, BankAccountRecord } from './accountDirectory';
import { BankError } from '../errors/bankError';

export type Destination = { accountId: string } | { branch: string; number: string };

export interface InternalTransferInput {
  /** The paying bank account (the route's {sub}, already checked to belong to the caller). */
  sourceAccountId: string;
  destination: Destination;
  amountCents: Cents;
  description?: string | undefined;
  /** The client's Idempotency-Key header. */
  idempotencyKey: string;
}

/** API answer shapes are snake_case, like the rest of the API (SPEC §7). */
export interface TransferParty {
  account_id: string;
  branch: string;
  number: string;
  holder_name: string;
}

export interface TransferReceipt {
  id: string;
  status: LedgerTransfer['status'];
  amount_cents: Cents;
  description: string | null;
  created_at: string;
  source: TransferParty;
  destination: TransferParty;
  /** The key had been used before: this is the first answer again, nothing moved now. */
  replayed: boolean;
}

export const INTERNAL_TRANSFER_KIND = 'internal_transfer';

/**
 * The ledger key of an internal transfer: the client's Idempotency-Key scoped to the paying
 * account, so two customers choosing the same key never collide.
 */
export function internalTransferKey(sourceAccountId: string, idempotencyKey: string): string {
  return `${INTERNAL_TRANSFER_KIND}:${sourceAccountId}:${idempotencyKey}`;
}

/** Transfers between two accounts of this bank: instant, any hour, posted in one step. */
export function createInternalTransfers(deps: {
  db: Database;
  ledger: Ledger;
  accounts: AccountDirectory;
}) {
  const { db, ledger, accounts } = deps;

  async function resolveDestination(destination: Destination): Promise<BankAccountRecord> {
    const found =
      'accountId' in destination
        ? await accounts.byId(db, destination.accountId)
        : await accounts.byBranchAndNumber(db, destination.branch, destination.number);
    if (!found) throw new BankError('DESTINATION_NOT_FOUND');
    return found;
  }

  return {
    async transfer(input: InternalTransferInput): Promise<TransferReceipt> {
      const source = await accounts.byId(db, input.sourceAccountId);
      if (!source) throw new BankError('ACCOUNT_NOT_FOUND');
      const destination = await resolveDestination(input.destination);
      if (destination.id === source.id) throw new BankError('SAME_ACCOUNT');
      if (!destination.canReceive) throw new BankError('DESTINATION_UNAVAILABLE');

      // Metadata holds only ids, never names: a retry after a name change is the same request.
      const { transfer, replayed } = await ledger.transfer({
        idempotencyKey: internalTransferKey(source.id, input.idempotencyKey),
        debitAccountId: source.ledgerAccountId,
        creditAccountId: destination.ledgerAccountId,
        amount: input.amountCents,
        kind: INTERNAL_TRANSFER_KIND,
        description: input.description ?? null,
        metadata: { sourceAccountId: source.id, destinationAccountId: destination.id },
      });
      return {
        id: transfer.id,
        status: transfer.status,
        amount_cents: transfer.amount,
        description: transfer.description,
        created_at: transfer.createdAt.toISOString(),
        source: party(source),
        destination: party(destination),
        replayed,
      };
    },
  };
}

export function party(account: BankAccountRecord): TransferParty {
  return {
    account_id: account.id,
    branch: account.branch,
    number: account.number,
    holder_name: account.holderName,
  };
}
