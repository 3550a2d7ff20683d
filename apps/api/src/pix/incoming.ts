import { createEndToEndId, type Cents } from '@ipe/domain';
import type { AppContext } from '../appContext';
import { BankError } from '../errors';
import type { SimulatedHolder } from '../interbank';
import { BANK_ACCOUNT_CODES, type TransferRequest } from '../ledger';
import { concludeCharge } from './charges';

export interface IncomingPix {
  /** The account of this bank that receives it. */
  to: { branch: string; number: string };
  amount: Cents;
  /** Who pays, at which participant (a simulated holder of another bank). */
  payer: SimulatedHolder;
  /** The payer's message, shown in the statement. */
  description?: string | undefined;
  /** The SPI's id for the payment; the same id credits once however often it arrives. */
  endToEndId?: string | undefined;
  /** The charge of this bank it pays (a dynamic code's txid), concluded with the credit. */
  txid?: string | null | undefined;
}

/**
 * A Pix arriving from another participant: the central bank's settlement account pays the
 * customer's account, once per end-to-end id (a repeated SPI message replays, never credits twice).
 * A Pix that names a charge concludes it in the same transaction, or is refused whole (paid,
 * expired, another amount), as this bank would answer the SPI.
 */
export async function receiveIncomingPix(
  ctx: Pick<AppContext, 'db' | 'ledger' | 'accounts' | 'clock'>,
  pix: IncomingPix,
) {
  const account = await ctx.accounts.byBranchAndNumber(ctx.db, pix.to.branch, pix.to.number);
  if (!account || !account.canReceive) throw new BankError('ACCOUNT_NOT_FOUND');
  const endToEndId = pix.endToEndId ?? createEndToEndId(pix.payer.ispb, ctx.clock.now());
  const settlement = await ctx.ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement);
  const now = ctx.clock.now();
  const { transfer, replayed } = await ctx.db.transaction(async (tx) => {
    if (pix.txid) {
      const { rows } = await tx.query<{ paid_end_to_end_id: string | null }>(
        'SELECT paid_end_to_end_id FROM pix_charges WHERE txid = $1 AND account_id = $2',
        [pix.txid, account.id],
      );
      // The same message again finds its charge already paid by it: the ledger replays it.
      if (rows[0]?.paid_end_to_end_id !== endToEndId) {
        await concludeCharge(tx, now, {
          txid: pix.txid,
          payeeAccountId: account.id,
          endToEndId,
          amount: pix.amount,
        });
      }
    }
    return ctx.ledger
      .inTransaction(tx)
      .transfer(
        incomingPixTransfer(
          { ...pix, endToEndId },
          { settlementId: settlement.id, ledgerAccountId: account.ledgerAccountId },
        ),
      );
  });
  return { endToEndId, account, transfer, replayed };
}

/**
 * The ledger's movement for a Pix from another participant: the settlement account pays the
 * customer's, under the key a refund finds it by (pix/received.ts), with the payer's account whole
 * so the money can go back where it came from. The demo's history posts the same (seed/).
 */
export function incomingPixTransfer(
  pix: Pick<IncomingPix, 'amount' | 'payer' | 'description'> & { endToEndId: string },
  accounts: { settlementId: string; ledgerAccountId: string },
): TransferRequest {
  const { endToEndId, payer } = pix;
  return {
    idempotencyKey: `pix_in:${endToEndId}`,
    debitAccountId: accounts.settlementId,
    creditAccountId: accounts.ledgerAccountId,
    amount: pix.amount,
    kind: 'pix_in',
    description: pix.description || `Pix de ${payer.holder.name}`,
    metadata: {
      endToEndId,
      payer: {
        name: payer.holder.name,
        ispb: payer.ispb,
        branch: payer.branch,
        account: payer.account,
        accountType: payer.accountType,
        document: payer.holder.document,
        kind: payer.holder.kind,
      },
    },
  };
}
