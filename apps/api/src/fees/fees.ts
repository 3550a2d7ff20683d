import type { Cents } from '@ipe/domain';
import type { Database, Queryable } from '../db';
import { BANK_ACCOUNT_CODES, type Ledger, type TransferRequest } from '../ledger';
import type { BankAccountRecord } from '../transfer/accountDirectory';

export const FEE_TYPES = ['pix', 'ted', 'boleto', 'saque', 'cartao', 'conta'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** The fees the bank charges as money moves (account_fees, migration 0012); the others are listed. */
export type ChargedFeeCode = 'pix_out' | 'boleto_issue';

/** The ledger kind of a fee's movement; the statement files it under "Tarifa". */
export const FEE_KIND = 'fee';

export interface AccountFee {
  code: string;
  type: FeeType;
  name: string;
  amount_cents: Cents;
  description: string;
}

type AccountKind = BankAccountRecord['holderKind'];

/**
 * The bank's fee table and the ledger transfers that charge it (docs/architecture/fees.md). The
 * table is reference data a migration writes, so it is read once; what an account pays depends
 * only on its kind (a person's Pix is free, a company's costs R$ 1,00).
 */
export function createFees({ db, ledger }: { db: Database; ledger: Ledger }) {
  let table: Promise<AccountFee[]> | undefined;
  let revenueAccount: Promise<string> | undefined;
  // Read through the caller's transaction when there is one: an embedded database has one
  // connection, which that transaction holds.
  const all = (q: Queryable = db) => {
    table ??= q
      .query<AccountFee & { account_kind: AccountKind }>(
        `SELECT account_kind, code, type, name, amount_cents::int AS amount_cents, description
           FROM account_fees ORDER BY account_kind, type, code`,
      )
      .then(({ rows }) => rows);
    table.catch(() => (table = undefined));
    return table as Promise<(AccountFee & { account_kind: AccountKind })[]>;
  };

  async function fee(q: Queryable, kind: AccountKind, code: ChargedFeeCode) {
    const found = (await all(q)).find((row) => row.account_kind === kind && row.code === code);
    if (!found) throw new Error(`no fee ${code} for ${kind} accounts`);
    return found;
  }

  return {
    /** The table for one kind of account, optionally of one type, as the holder reads it. */
    async list(kind: AccountKind, type?: FeeType): Promise<AccountFee[]> {
      return (await all())
        .filter((row) => row.account_kind === kind && (!type || row.type === type))
        .map(({ code, type: feeType, name, amount_cents, description }) => ({
          code,
          type: feeType,
          name,
          amount_cents,
          description,
        }));
    },

    /**
     * The ledger transfer charging `code` to an account, to post with what it pays for (linked,
     * or after it in the same transaction); null when it is free. `source` names that movement and
     * makes the fee's idempotency key; `cap` keeps a fee from exceeding the money it comes with.
     */
    async transfer(
      q: Queryable,
      account: Pick<BankAccountRecord, 'holderKind' | 'ledgerAccountId'>,
      code: ChargedFeeCode,
      options: {
        source: string;
        pending?: boolean;
        cap?: Cents;
        metadata?: Record<string, unknown>;
      },
    ): Promise<TransferRequest | null> {
      const { name, amount_cents } = await fee(q, account.holderKind, code);
      const amount = Math.min(amount_cents, options.cap ?? amount_cents);
      if (amount <= 0) return null;
      revenueAccount ??= ledger
        .inTransaction(q)
        .bankAccount(BANK_ACCOUNT_CODES.feeRevenue)
        .then((row) => row.id);
      revenueAccount.catch(() => (revenueAccount = undefined));
      return {
        idempotencyKey: `fee:${options.source}`,
        debitAccountId: account.ledgerAccountId,
        creditAccountId: await revenueAccount,
        amount,
        kind: FEE_KIND,
        description: name,
        metadata: { fee: code, source: options.source, ...options.metadata },
        ...(options.pending ? { pending: true } : {}),
      };
    },
  };
}

export type Fees = ReturnType<typeof createFees>;
