import { formatCnpj, maskCpf, type PixKeyType } from '@ipe/domain';
import type { AppContext } from '../appContext';
import { BankError } from '../errors';
import { IPE_PARTICIPANT, type AccountType } from '../interbank';
import type { TransferGate } from '../ledger';
import type { AccountDirectory, BankAccountRecord } from '../transfer';

/**
 * Who a Pix pays, as the payer confirmed it. Kept with the payment as it was then, for the
 * receipt (a later change of name or key does not rewrite what was paid).
 */
export interface Payee {
  /** Unknown for an account at another bank named by its bank data: the SPI does not say. */
  name: string | null;
  /** The whole CPF or CNPJ, for the SPI; shown masked (maskDocument). */
  document: string;
  kind: 'person' | 'company';
  ispb: string;
  branch: string;
  account: string;
  accountType: AccountType;
  /** A customer of this bank: the payment settles in the ledger at once, any hour. */
  accountId?: string;
  key?: { type: PixKeyType; key: string };
}

/** An account at any participant, as the payer types it (pix/bankData). */
export interface BankData {
  ispb: string;
  branch: string;
  /** With its check digit, as the holder's bank prints it. */
  account: string;
  accountType: AccountType;
  document: string;
}

/** A person's CPF masked (`***.456.789-**`), a company's CNPJ whole: what a payer may see. */
export function maskDocument(kind: Payee['kind'], document: string): string {
  return kind === 'person' ? maskCpf(document) : formatCnpj(document);
}

type PayeeContext = Pick<AppContext, 'db' | 'accounts' | 'interbank'>;

function ownPayee(account: BankAccountRecord, key?: Payee['key']): Payee {
  return {
    name: account.holderName,
    document: account.document,
    kind: account.holderKind,
    ispb: IPE_PARTICIPANT.ispb,
    branch: account.branch,
    account: account.number,
    accountType: 'checking',
    accountId: account.id,
    ...(key ? { key } : {}),
  };
}

/**
 * The account a key pays: this bank's own keys first (they settle here, without the SPI), then
 * the DICT. A key nobody registered is PIX_KEY_NOT_FOUND; a key of an account that can no longer
 * receive is DESTINATION_UNAVAILABLE.
 */
export async function payeeByKey(
  ctx: PayeeContext,
  keyType: PixKeyType,
  key: string,
): Promise<Payee> {
  const own = await ctx.accounts.byPixKey(ctx.db, keyType, key);
  if (own) {
    if (!own.canReceive) throw new BankError('DESTINATION_UNAVAILABLE');
    return ownPayee(own, { type: keyType, key });
  }
  const entry = await ctx.interbank.dict.lookup(keyType, key);
  if (!entry) throw new BankError('PIX_KEY_NOT_FOUND');
  return {
    name: entry.holder.name,
    document: entry.holder.document,
    kind: entry.holder.kind,
    ispb: entry.ispb,
    branch: entry.branch,
    account: entry.account,
    accountType: entry.accountType,
    key: { type: keyType, key },
  };
}

/** A payee of this bank named by its key: the key, and the account it named when read. */
export interface KeyHolding {
  key: string;
  accountId: string;
}

/** The key no longer names the payee read: what the payer is told, unless it is a repeat. */
export class PayeeMoved extends Error {
  constructor(readonly refusal: BankError) {
    super(`the key no longer names the payee read: ${refusal.code}`);
  }
}

/**
 * A gate of the payment (ledger/gates.ts): the key still names the account it named when the
 * payee was read, and that account still receives, read again in the money's transaction for
 * the whole batch at once; the key may have been known from memory (knownPixKeys). It only
 * reads, so it goes in the round trip of the hash and the PIN, and answers after them: a wrong
 * PIN is told first. A key deleted or moved since is PIX_KEY_NOT_FOUND, as a lookup now would
 * say: nothing is paid to an account the payer did not confirm
 * (docs/decisions/0015-payee-key-known-and-checked-with-the-money.md).
 */
export function keyStillNames(accounts: AccountDirectory): TransferGate<KeyHolding> {
  return {
    runsRegardless: true,
    async check(q, holdings) {
      const found = await accounts.byPixKeys(q, [...new Set(holdings.map((h) => h.key))]);
      const byKey = new Map(found.map(({ key, account }) => [key, account]));
      return holdings.map(({ key, accountId }) => {
        const account = byKey.get(key);
        if (account?.id !== accountId) return new PayeeMoved(new BankError('PIX_KEY_NOT_FOUND'));
        return account.canReceive ? null : new PayeeMoved(new BankError('DESTINATION_UNAVAILABLE'));
      });
    },
  };
}

/** An account of this bank named by branch and account (a same-bank transfer). */
export async function payeeByAccount(
  ctx: PayeeContext,
  branch: string,
  account: string,
): Promise<Payee> {
  const own = await ctx.accounts.byBranchAndNumber(ctx.db, branch, account);
  if (!own) throw new BankError('DESTINATION_NOT_FOUND');
  if (!own.canReceive) throw new BankError('DESTINATION_UNAVAILABLE');
  return ownPayee(own);
}

/**
 * The account bank data names. At this bank it must exist with that holder's document, or it is
 * DESTINATION_NOT_FOUND (no more said, so bank data cannot be used to learn who holds an
 * account). At another bank nothing can be checked before paying: the receiving participant
 * refuses a wrong account or document, and the reserve comes back.
 */
export async function payeeByBankData(ctx: PayeeContext, data: BankData): Promise<Payee> {
  if (data.ispb === IPE_PARTICIPANT.ispb) {
    const own = await ctx.accounts.byBranchAndNumber(ctx.db, data.branch, data.account);
    if (!own || own.document !== data.document) throw new BankError('DESTINATION_NOT_FOUND');
    if (!own.canReceive) throw new BankError('DESTINATION_UNAVAILABLE');
    return ownPayee(own);
  }
  if (!ctx.interbank.participants.byIspb(data.ispb)) {
    throw new BankError('VALIDATION_ERROR', { fields: { ispb: 'INVALID' } });
  }
  return {
    name: null,
    document: data.document,
    kind: data.document.length === 11 ? 'person' : 'company',
    ispb: data.ispb,
    branch: data.branch,
    account: data.account.replace('-', ''),
    accountType: data.accountType,
  };
}

/** A recipient named without a code: by key, by bank data, or as an account of this bank. */
export type NamedRecipient =
  | { key: { type: PixKeyType; key: string } }
  | { bankData: BankData }
  | { account: { branch: string; account: string } };

/** Who a named recipient is: the one lookup a payment and a schedule share. */
export function payeeOf(ctx: PayeeContext, recipient: NamedRecipient): Promise<Payee> {
  if ('key' in recipient) return payeeByKey(ctx, recipient.key.type, recipient.key.key);
  if ('bankData' in recipient) return payeeByBankData(ctx, recipient.bankData);
  return payeeByAccount(ctx, recipient.account.branch, recipient.account.account);
}
