import type { PixKeyType } from '@ipe/domain';
import type { Queryable } from '../db';

/** A bank account of this bank as transfers need it: who holds it and where its money is. */
export interface BankAccountRecord {
  id: string;
  branch: string;
  number: string;
  holderName: string;
  /** The holder's CPF (person) or CNPJ (company), digits (CNPJ may be alphanumeric). */
  document: string;
  holderKind: 'person' | 'company';
  ledgerAccountId: string;
  /** Closed or blocked accounts receive nothing. */
  canReceive: boolean;
}

/** How transfers find bank accounts; the accounts module owns the table behind it. */
export interface AccountDirectory {
  byId(q: Queryable, id: string): Promise<BankAccountRecord | null>;
  /** Several at once, in one round trip (a transfer's two sides); those found, in no order. */
  byIds(q: Queryable, ids: string[]): Promise<BankAccountRecord[]>;
  byBranchAndNumber(
    q: Queryable,
    branch: string,
    number: string,
  ): Promise<BankAccountRecord | null>;
  /** The account a Pix key registered at this bank names, in one read with the key. */
  byPixKey(q: Queryable, keyType: PixKeyType, key: string): Promise<BankAccountRecord | null>;
  /** The accounts several keys registered here name, in one read; those found, in no order. */
  byPixKeys(
    q: Queryable,
    keys: readonly string[],
  ): Promise<{ key: string; account: BankAccountRecord }[]>;
  byLedgerAccountIds(q: Queryable, ids: string[]): Promise<BankAccountRecord[]>;
  /** The accounts a CPF or CNPJ holds here (a person may have more than one). */
  byDocument(q: Queryable, document: string): Promise<BankAccountRecord[]>;
  /**
   * Of the ledger accounts `among`, those whose holder's name contains `text` (case and accents
   * ignored). Only among the given ones: a common name matches more customers than any list
   * should carry, and a first few hundred of them could leave out the one a statement shows.
   */
  ledgerAccountIdsByName(q: Queryable, text: string, among: readonly string[]): Promise<string[]>;
}
