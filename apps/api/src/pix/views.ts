import type { FastifyReply } from 'fastify';
import { IPE_PARTICIPANT, type ParticipantList } from '../interbank';
import type { BankAccountRecord } from '../transfer';
import { type Payee, maskDocument } from './payees';
import type { PixPayment } from './payments';

/** A payment as the API answers it (snake_case, SPEC §7): a receipt's every line. */
export function paymentView(
  payment: PixPayment,
  payer: BankAccountRecord,
  participants: ParticipantList,
) {
  const namedByAccount = payment.channel === 'bank_data' || payment.channel === 'account';
  return {
    id: payment.id,
    end_to_end_id: payment.endToEndId,
    channel: payment.channel,
    status: payment.status,
    reason: payment.reason,
    amount_cents: payment.amount,
    fee_cents: payment.fee,
    description: payment.description,
    txid: payment.txid,
    refund_of: payment.refundOf
      ? { end_to_end_id: payment.refundOf.endToEndId, nature: payment.refundOf.nature }
      : null,
    created_at: payment.createdAt.toISOString(),
    settled_at: payment.settledAt?.toISOString() ?? null,
    payer: {
      name: payer.holderName,
      document: maskDocument(payer.holderKind, payer.document),
      institution: institutionOf(participants, IPE_PARTICIPANT.ispb),
      branch: payer.branch,
      account: payer.number,
    },
    payee: payeeView(payment.payee, namedByAccount, participants),
  };
}

/**
 * Who is paid, as the payer may see them (a receipt, a favourite): the document masked, and the
 * account only when the payer named it: a payer who named a key never learns the account behind it.
 */
export function payeeView(payee: Payee, namedByAccount: boolean, participants: ParticipantList) {
  return {
    name: payee.name,
    document: maskDocument(payee.kind, payee.document),
    institution: institutionOf(participants, payee.ispb),
    branch: namedByAccount ? payee.branch : null,
    account: namedByAccount ? payee.account : null,
    account_type: payee.accountType,
    key_type: payee.key?.type ?? null,
    key: payee.key?.key ?? null,
  };
}

/** A payee found by key, before paying: a key always names its holder (the DICT answers it). */
export function keyRecipientView(payee: Payee, participants: ParticipantList) {
  const { name, document, institution, account_type } = payeeView(payee, false, participants);
  return {
    key_type: payee.key!.type,
    key: payee.key!.key,
    name: name!,
    document,
    institution,
    account_type,
  };
}

export type PaymentView = ReturnType<typeof paymentView>;

/** An institution as the API names it: its ISPB and its name (the ISPB again if unlisted). */
export function institutionOf(participants: ParticipantList, ispb: string) {
  return { ispb, name: participants.byIspb(ispb)?.name ?? ispb };
}

/** A payment route's answer: 201 with the receipt, marked when it replays an earlier request. */
export function replyWithPayment(
  reply: FastifyReply,
  {
    payment,
    payer,
    replayed,
  }: { payment: PixPayment; payer: BankAccountRecord; replayed: boolean },
  participants: ParticipantList,
) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(201).send({ data: paymentView(payment, payer, participants) });
}
