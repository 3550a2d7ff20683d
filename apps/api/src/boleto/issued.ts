import { randomUUID } from 'node:crypto';
import {
  amountDue,
  formatBrl,
  formatDay,
  lastPayableDate,
  toSaoPauloDate,
  type Cents,
} from '@ipe/domain';
import { holderEmails } from '../account/holderEmails';
import type { AppContext } from '../appContext';
import { BankError } from '../errors';
import { BANK_ACCOUNT_CODES } from '../ledger';
import {
  chargeBoleto,
  chargeBrCode,
  chargeOfBoleto,
  chargeOfPublicId,
  concludeCharge,
  isExpired,
  type PayerAddress,
  type PixCharge,
} from '../pix';
import { asBoletoRefusal } from './refusals';

/*
 * Boletos this bank issued (charges with due date), as the world outside sees them: the public
 * page anyone with its link opens, a payment at another bank arriving through boleto clearing,
 * and the issuer told when one is paid (docs/architecture/boletos.md).
 */

/** A credit arriving from boleto clearing: a boleto of this bank paid at another bank. */
export const BOLETO_RECEIVED_KIND = 'boleto_received';

export type PublicBoletoStatus = 'open' | 'overdue' | 'paid' | 'cancelled' | 'expired';

/** What the public page shows: what a printed boleto shows, and nothing more of the payer. */
export interface PublicBoleto {
  status: PublicBoletoStatus;
  beneficiary: { name: string; document: string };
  payer: { name: string; document: string };
  payerAddress: PayerAddress | null;
  instructions: string | null;
  dueDate: string;
  faceAmount: Cents;
  /** What it asks today; null once it can no longer be paid. */
  amountToday: Cents | null;
  line: string;
  barcode: string;
  /** The Pix Copia e Cola that pays it, while it can be paid. */
  pixCode: string | null;
  description: string | null;
  txid: string;
  /** The terms a printed boleto lists as instructions. */
  terms: {
    fineBps: number | null;
    monthlyInterestBps: number | null;
    abatement: Cents | null;
    discount: { amount: Cents; until: string } | null;
    lastPayableDate: string;
  };
}

/** A boleto in its issuer's list (statement/ticket). */
export interface IssuedBoleto {
  txid: string;
  publicId: string;
  payerName: string;
  dueDate: string;
  faceAmount: Cents;
  /** What it asks today; null once it can no longer be paid. */
  amountToday: Cents | null;
  status: PublicBoletoStatus;
  paid: { amount: Cents; at: Date } | null;
  createdAt: Date;
}

type IssuedContext = Pick<
  AppContext,
  'db' | 'ledger' | 'accounts' | 'clock' | 'mailer' | 'pixCharges' | 'fees'
>;

/** The issuer's holders are e-mailed that a boleto of theirs was paid, here or elsewhere. */
export async function tellIssuer(
  { db, mailer }: Pick<AppContext, 'db' | 'mailer'>,
  paid: { accountId: string; payerName: string; faceAmount: Cents; dueDate: string; amount: Cents },
): Promise<void> {
  const subject = `Boleto pago: ${formatBrl(paid.amount)} de ${paid.payerName}`;
  const text =
    `O boleto de ${formatBrl(paid.faceAmount)} com vencimento em ${formatDay(paid.dueDate)}, ` +
    `emitido para ${paid.payerName}, foi pago: ${formatBrl(paid.amount)} entraram na sua conta.`;
  for (const to of await holderEmails(db, paid.accountId)) await mailer.send({ to, subject, text });
}

export function createIssuedBoletos(ctx: IssuedContext) {
  const { db, ledger, accounts, clock, fees } = ctx;

  function statusOf(charge: PixCharge, now: Date): PublicBoletoStatus {
    if (charge.status === 'CONCLUIDA') return 'paid';
    if (charge.status !== 'ATIVA') return 'cancelled';
    if (isExpired(charge, now)) return 'expired';
    return toSaoPauloDate(now) > charge.due!.dueDate ? 'overdue' : 'open';
  }

  /** Where a boleto stands at `now`, and what it asks today while it can still be paid. */
  function standing(charge: PixCharge, now: Date) {
    const status = statusOf(charge, now);
    const payable = status === 'open' || status === 'overdue';
    const owed = amountDue(charge.due!, toSaoPauloDate(now));
    return { status, payable, amountToday: payable && owed.payable ? owed.amount : null };
  }

  return {
    /** The boletos the account issued, newest first, each with where it stands today. */
    async listIssued(accountId: string): Promise<IssuedBoleto[]> {
      const now = clock.now();
      const charges = await ctx.pixCharges.list(accountId, { kind: 'cobv' });
      return charges.map((charge) => {
        const { status, amountToday } = standing(charge, now);
        return {
          txid: charge.txid,
          publicId: charge.due!.publicId,
          payerName: charge.payer?.name ?? '',
          dueDate: charge.due!.dueDate,
          faceAmount: charge.amount,
          amountToday,
          status,
          paid: charge.paid && { amount: charge.paid.amount, at: charge.paid.at },
          createdAt: charge.createdAt,
        };
      });
    },

    /** The boleto behind a public identifier, or BOLETO_NOT_FOUND. */
    async publicView(publicId: string): Promise<PublicBoleto> {
      const charge = await chargeOfPublicId(db, publicId);
      if (!charge) throw new BankError('BOLETO_NOT_FOUND');
      const now = clock.now();
      const issuer = (await accounts.byId(db, charge.accountId))!;
      const { status, payable, amountToday } = standing(charge, now);
      const due = charge.due!;
      const { line, barcode } = chargeBoleto(charge)!;
      return {
        status,
        beneficiary: { name: issuer.holderName, document: issuer.document },
        payer: charge.payer!,
        payerAddress: charge.payerAddress,
        instructions: charge.instructions,
        dueDate: charge.due!.dueDate,
        faceAmount: charge.amount,
        amountToday,
        line,
        barcode,
        pixCode: payable ? chargeBrCode(charge, issuer.holderName) : null,
        description: charge.description,
        txid: charge.txid,
        terms: {
          fineBps: due.fineBps ?? null,
          monthlyInterestBps: due.monthlyInterestBps ?? null,
          abatement: due.abatement ?? null,
          discount: due.discount ?? null,
          lastPayableDate: lastPayableDate(due),
        },
      };
    },

    /**
     * A boleto of this bank paid at another bank: the clearing credits the issuer with what it
     * asked that day and the charge is concluded, in one transaction; the issuer is told.
     * Paid already (here, by Pix or elsewhere): BOLETO_ALREADY_PAID, nothing moves.
     */
    async paidElsewhere(barcode: string): Promise<{ accountId: string; amount: Cents }> {
      const charge = await chargeOfBoleto(db, barcode);
      if (!charge) throw new BankError('BOLETO_NOT_FOUND');
      const now = clock.now();
      const owed = amountDue(charge.due!, toSaoPauloDate(now));
      if (!owed.payable) throw new BankError('BOLETO_EXPIRED');
      const clearingId = randomUUID();
      const issuer = (await accounts.byId(db, charge.accountId))!;
      await db.transaction(
        async (tx) => {
          await concludeCharge(tx, now, {
            txid: charge.txid,
            payeeAccountId: charge.accountId,
            clearingId,
            amount: owed.amount,
          }).catch(asBoletoRefusal);
          const ops = ledger.inTransaction(tx);
          const credit = {
            idempotencyKey: `boleto-clearing:${clearingId}`,
            debitAccountId: (await ops.bankAccount(BANK_ACCOUNT_CODES.boletoClearing)).id,
            creditAccountId: issuer.ledgerAccountId,
            amount: owed.amount,
            kind: BOLETO_RECEIVED_KIND,
            description: charge.description,
            metadata: { txid: charge.txid, payer: { name: charge.payer?.name ?? null } },
          };
          // The issuer's fee for a boleto paid comes out of what the boleto brought, with it.
          const fee = await fees.transfer(tx, issuer, 'boleto_issue', {
            source: `boleto-clearing:${clearingId}`,
            cap: owed.amount,
            metadata: { txid: charge.txid },
          });
          await (fee ? ops.transferLinked([credit, fee]) : ops.transfer(credit));
        },
        { isolation: 'read committed' },
      );
      await tellIssuer(ctx, {
        accountId: charge.accountId,
        payerName: charge.payer?.name ?? '',
        faceAmount: charge.amount,
        dueDate: charge.due!.dueDate,
        amount: owed.amount,
      });
      return { accountId: charge.accountId, amount: owed.amount };
    },
  };
}

export type IssuedBoletos = ReturnType<typeof createIssuedBoletos>;
