import { formatCnpj, maskCpf, type PixKeyType } from '@ipe/domain';
import type { AppContext } from '../appContext';
import { BankError } from '../errors';
import type { AccountType } from '../interbank';

/** Who a Pix key pays, as the payer confirms before paying (never the account number). */
export interface PixRecipient {
  keyType: PixKeyType;
  key: string;
  name: string;
  /** A person's CPF masked (`***.456.789-**`); a company's CNPJ whole. */
  document: string;
  institution: { ispb: string; name: string };
  accountType: AccountType;
}

/**
 * Resolves a key in the DICT and says who it pays. A key nobody registered is PIX_KEY_NOT_FOUND.
 * (Keys of this bank's own customers join with the keys issue; they will be looked up here first.)
 */
export async function lookUpPixKey(
  ctx: Pick<AppContext, 'interbank'>,
  keyType: PixKeyType,
  key: string,
): Promise<PixRecipient> {
  const entry = await ctx.interbank.dict.lookup(keyType, key);
  if (!entry) throw new BankError('PIX_KEY_NOT_FOUND');
  const participant = ctx.interbank.participants.participants.find(
    (candidate) => candidate.ispb === entry.ispb,
  );
  const { holder } = entry;
  return {
    keyType,
    key,
    name: holder.name,
    document: holder.kind === 'person' ? maskCpf(holder.document) : formatCnpj(holder.document),
    institution: { ispb: entry.ispb, name: participant?.name ?? entry.ispb },
    accountType: entry.accountType,
  };
}
