import type { Cents } from '@ipe/domain';
import type { Database } from '../db';
import {
  type GateCheck,
  type Ledger,
  type LedgerTransfer,
  type TransferGate,
  gateCheck,
} from '../ledger';
import type { AccountDirectory, BankAccountRecord } from './accountDirectory';
import { knownAccounts } from './knownAccounts';
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
  const knownByIds = knownAccounts(accounts);

  /**
   * A gate of the transfer (ledger/gates.ts), first of its checks: the destination still
   * receives, read again in the batch's transaction for all its transfers at once. The route
   * refused a destination that did not receive when it read it (below), before any hash or PIN
   * was spent; this catches one blocked since, in the same round trip as the hash and the PIN
   * (decision 0013), and answers first.
   */
  const canReceive: TransferGate<string> = {
    async check(q, destinationIds) {
      const found = await accounts.byIds(q, [...new Set(destinationIds)]);
      const open = new Set(found.filter((a) => a.canReceive).map((a) => a.id));
      return destinationIds.map((id) =>
        open.has(id) ? null : new BankError('DESTINATION_UNAVAILABLE'),
      );
    },
  };

  /** Both sides known (knownAccounts.ts), or read in one round trip, when named by id. */
  async function resolveParties(
    sourceAccountId: string,
    destination: Destination,
  ): Promise<{ source: BankAccountRecord | undefined; destination: BankAccountRecord | null }> {
    if ('accountId' in destination) {
      const [source, named] = await knownByIds(db, [sourceAccountId, destination.accountId]);
      return { source, destination: named ?? null };
    }
    const [source, named] = await Promise.all([
      accounts.byId(db, sourceAccountId),
      accounts.byBranchAndNumber(db, destination.branch, destination.number),
    ]);
    return { source: source ?? undefined, destination: named };
  }

  return {
    /** `checks`: what the money's transaction spends first (the request's hash and PIN). */
    async transfer(
      input: InternalTransferInput,
      checks: readonly GateCheck[] = [],
    ): Promise<TransferReceipt> {
      const { source, destination } = await resolveParties(
        input.sourceAccountId,
        input.destination,
      );
      if (!source) throw new BankError('ACCOUNT_NOT_FOUND');
      if (!destination) throw new BankError('DESTINATION_NOT_FOUND');
      if (destination.id === source.id) throw new BankError('SAME_ACCOUNT');
      if (!destination.canReceive) throw new BankError('DESTINATION_UNAVAILABLE');

      // Metadata holds only ids, never names: a retry after a name change is the same request.
      const { transfer, replayed } = await ledger.transfer(
        {
          idempotencyKey: internalTransferKey(source.id, input.idempotencyKey),
          debitAccountId: source.ledgerAccountId,
          creditAccountId: destination.ledgerAccountId,
          amount: input.amountCents,
          kind: INTERNAL_TRANSFER_KIND,
          description: input.description ?? null,
          metadata: { sourceAccountId: source.id, destinationAccountId: destination.id },
        },
        [gateCheck(canReceive, destination.id), ...checks],
      );
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
