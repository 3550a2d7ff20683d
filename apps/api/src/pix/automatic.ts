import { randomBytes } from 'node:crypto';
import {
  addDays,
  formatBrl,
  formatDay,
  pixAutomaticAcceptanceProblems,
  pixAutomaticChargeCancellable,
  pixAutomaticChargeProblems,
  pixAutomaticAttemptAt,
  toSaoPauloDate,
  type CalendarDate,
  type Cents,
  type ErrorCode,
  type PixAutomaticAcceptance,
  type PixAutomaticChargeStatus,
  type PixAutomaticPeriodicity,
  type PixAutomaticRetryPolicy,
  type PixAutomaticStatus,
  type PixAutomaticTerms,
} from '@ipe/domain';
import { holderEmails } from '../account/holderEmails';
import type { AppContext } from '../appContext';
import { fromJson, idKey, type Queryable, toDate } from '../db';
import { BankError } from '../errors';
import { IPE_PARTICIPANT } from '../interbank';
import { newTxid } from './charges';
import type { NamedRecipient } from './payees';

/*
 * Pix Automático as the payer lives it (docs/architecture/pix-automatic.md): a receiver's request
 * arrives, the payer accepts it (with a maximum and an end date of their own) or refuses it; the
 * receiver's charges then arrive 2 to 10 days before each debit, and the payer may cancel one
 * until the day before or revoke the whole authorisation. The debits themselves are
 * automaticDebits.ts's, run by the scheduler.
 */

/** Who asks: a company at another participant (simulated) or at this bank. */
export interface PixAutomaticReceiver {
  name: string;
  /** CNPJ (or CPF) digits. */
  document: string;
  ispb: string;
}

/** What a receiver asks of a payer (`rec` with its `solicrec`). */
export interface PixAutomaticRequest {
  /** The payer's account here, as the receiver names it, and the holder's document. */
  payer: { branch: string; number: string; document: string };
  receiver: PixAutomaticReceiver;
  /** Whom each debit pays. */
  recipient: NamedRecipient;
  contract: string;
  object?: string | undefined;
  periodicity: PixAutomaticPeriodicity;
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  fixedAmount: Cents | null;
  receiverMinimum: Cents | null;
  retryPolicy: PixAutomaticRetryPolicy;
  /** Until when the payer may answer (by default PIX_AUTOMATIC_REQUEST_DAYS from now). */
  requestExpiresAt: Date;
}

export interface PixAutomaticCharge {
  id: string;
  txid: string;
  dueDate: CalendarDate;
  amount: Cents;
  description: string | null;
  status: PixAutomaticChargeStatus;
  attempt: number;
  nextAttemptAt: Date | null;
  paymentId: string | null;
  reason: ErrorCode | null;
  createdAt: Date;
}

export interface PixAutomatic extends PixAutomaticTerms {
  id: string;
  recId: string;
  requestId: string;
  payerAccountId: string;
  status: PixAutomaticStatus;
  receiver: PixAutomaticReceiver;
  contract: string;
  object: string | null;
  periodicity: PixAutomaticPeriodicity;
  retryPolicy: PixAutomaticRetryPolicy;
  requestExpiresAt: Date;
  answeredAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  /** Its charges, the latest due first. */
  charges: PixAutomaticCharge[];
}

export interface AutomaticRow {
  id: string;
  rec_id: string;
  request_id: string;
  payer_account_id: string;
  receiver: PixAutomaticReceiver | string;
  recipient: NamedRecipient | string;
  contract: string;
  object: string | null;
  periodicity: PixAutomaticPeriodicity;
  start_date: CalendarDate;
  end_date: CalendarDate | null;
  fixed_amount: number | null;
  receiver_minimum: number | null;
  retry_policy: PixAutomaticRetryPolicy;
  payer_maximum: number | null;
  payer_end_date: CalendarDate | null;
  status: PixAutomaticStatus;
  request_expires_at: Date | string;
  answered_at: Date | string | null;
  cancelled_at: Date | string | null;
  created_at: Date | string;
}

export interface AutomaticChargeRow {
  id: string;
  txid: string;
  automatic_id: string;
  due_date: CalendarDate;
  amount: number;
  description: string | null;
  status: PixAutomaticChargeStatus;
  attempt: number;
  next_attempt_at: Date | string | null;
  locked_until: Date | string | null;
  payment_id: string | null;
  reason: ErrorCode | null;
  created_at: Date | string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `idRec` (RR…) and `idSolicRec` (SC…): prefix, ISPB, the day (yyyymmdd), 11 alphanumerics. */
function newId(prefix: 'RR' | 'SC', now: Date): string {
  const tail = Array.from(randomBytes(11), (byte) => ALPHANUMERIC[byte % 62]).join('');
  return `${prefix}${IPE_PARTICIPANT.ispb}${toSaoPauloDate(now).replaceAll('-', '')}${tail}`;
}

const nullableDate = (value: Date | string | null) => (value === null ? null : toDate(value));

/** A request nobody answered in time reads as lapsed, whether or not a write recorded it. */
function effectiveStatus(row: AutomaticRow, now: Date): PixAutomaticStatus {
  return row.status === 'CRIADA' && toDate(row.request_expires_at) <= now ? 'EXPIRADA' : row.status;
}

export const termsOf = (row: AutomaticRow): PixAutomaticTerms => ({
  startDate: row.start_date,
  endDate: row.end_date,
  fixedAmount: row.fixed_amount,
  receiverMinimum: row.receiver_minimum,
  payerMaximum: row.payer_maximum,
  payerEndDate: row.payer_end_date,
});

const toCharge = (row: AutomaticChargeRow): PixAutomaticCharge => ({
  id: row.id,
  txid: row.txid,
  dueDate: row.due_date,
  amount: row.amount,
  description: row.description,
  status: row.status,
  attempt: row.attempt,
  nextAttemptAt: nullableDate(row.next_attempt_at),
  paymentId: row.payment_id,
  reason: row.reason,
  createdAt: toDate(row.created_at),
});

function toAutomatic(row: AutomaticRow, charges: AutomaticChargeRow[], now: Date): PixAutomatic {
  return {
    ...termsOf(row),
    id: row.id,
    recId: row.rec_id,
    requestId: row.request_id,
    payerAccountId: row.payer_account_id,
    status: effectiveStatus(row, now),
    receiver: fromJson(row.receiver),
    contract: row.contract,
    object: row.object,
    periodicity: row.periodicity,
    retryPolicy: row.retry_policy,
    requestExpiresAt: toDate(row.request_expires_at),
    answeredAt: nullableDate(row.answered_at),
    cancelledAt: nullableDate(row.cancelled_at),
    createdAt: toDate(row.created_at),
    charges: charges.filter((charge) => charge.automatic_id === row.id).map(toCharge),
  };
}

export function createPixAutomatic(ctx: Pick<AppContext, 'db' | 'clock' | 'accounts' | 'mailer'>) {
  const { db, clock, mailer } = ctx;

  async function tell(accountId: string, subject: string, text: string) {
    for (const to of await holderEmails(db, accountId)) await mailer.send({ to, subject, text });
  }

  async function read(q: Queryable, where: string, values: unknown[]): Promise<PixAutomatic[]> {
    const { rows } = await q.query<AutomaticRow>(
      `SELECT * FROM pix_automatic WHERE ${where} ORDER BY created_at DESC`,
      values,
    );
    if (rows.length === 0) return [];
    const charges = await q.query<AutomaticChargeRow>(
      `SELECT * FROM pix_automatic_charges WHERE automatic_id = ANY($1::uuid[])
       ORDER BY due_date DESC`,
      [rows.map((row) => row.id)],
    );
    const now = clock.now();
    return rows.map((row) => toAutomatic(row, charges.rows, now));
  }

  async function get(accountId: string, id: string): Promise<PixAutomatic> {
    const [found] = await read(db, 'payer_account_id = $1 AND id::text = $2', [accountId, id]);
    if (!found) throw new BankError('PIX_AUTOMATIC_NOT_FOUND');
    return found;
  }

  /** The payer's authorisation, locked for an answer or a change. */
  async function lock(tx: Queryable, accountId: string, id: string): Promise<AutomaticRow> {
    const { rows } = await tx.query<AutomaticRow>(
      'SELECT * FROM pix_automatic WHERE id = $1::uuid AND payer_account_id = $2 FOR UPDATE',
      [idKey(id), accountId],
    );
    if (!rows[0]) throw new BankError('PIX_AUTOMATIC_NOT_FOUND');
    return rows[0];
  }

  /** A request still open to an answer: not answered, not lapsed. */
  function assertPending(row: AutomaticRow) {
    if (effectiveStatus(row, clock.now()) !== 'CRIADA') {
      throw new BankError('PIX_AUTOMATIC_NOT_PENDING');
    }
  }

  return {
    /** A receiver asks a payer of this bank for an authorisation; the payer's holders are told. */
    async request(input: PixAutomaticRequest): Promise<PixAutomatic> {
      const payer = await ctx.accounts.byBranchAndNumber(
        db,
        input.payer.branch,
        input.payer.number,
      );
      // Said the same way whether the account or the document is wrong: no probing who holds what.
      if (!payer || payer.document !== input.payer.document) {
        throw new BankError('DESTINATION_NOT_FOUND');
      }
      if (!payer.canReceive) throw new BankError('DESTINATION_UNAVAILABLE');
      if ('account' in input.recipient) {
        const own = input.recipient.account;
        if (own.branch === payer.branch && own.account === payer.number) {
          throw new BankError('SAME_ACCOUNT');
        }
      }
      const now = clock.now();
      if (input.startDate < toSaoPauloDate(now)) {
        throw new BankError('VALIDATION_ERROR', {
          fields: { 'calendario.dataInicial': 'DUE_DATE_PAST' },
        });
      }
      if (input.endDate !== null && input.endDate < input.startDate) {
        throw new BankError('VALIDATION_ERROR', {
          fields: { 'calendario.dataFinal': 'AUTOMATIC_END_BEFORE_START' },
        });
      }
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO pix_automatic (rec_id, request_id, payer_account_id, receiver, recipient,
           contract, object, periodicity, start_date, end_date, fixed_amount, receiver_minimum,
           retry_policy, status, request_expires_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, 'CRIADA',
           $14, $15, $15)
         RETURNING id`,
        [
          newId('RR', now),
          newId('SC', now),
          payer.id,
          JSON.stringify(input.receiver),
          JSON.stringify(input.recipient),
          input.contract,
          input.object ?? null,
          input.periodicity,
          input.startDate,
          input.endDate,
          input.fixedAmount,
          input.receiverMinimum,
          input.retryPolicy,
          input.requestExpiresAt,
          now,
        ],
      );
      const amount =
        input.fixedAmount !== null ? formatBrl(input.fixedAmount) : 'um valor que varia';
      await tell(
        payer.id,
        `${input.receiver.name} pede uma autorização de Pix Automático`,
        `${input.receiver.name} pede para debitar ${amount} da sua conta Ipê ` +
          `(${input.periodicity.toLowerCase()}, a partir de ${formatDay(input.startDate)}). ` +
          'Nada será debitado sem o seu aceite: responda em Pix > Pix Automático.',
      );
      return get(payer.id, rows[0]!.id);
    },

    list: (accountId: string) => read(db, 'payer_account_id = $1', [accountId]),

    get,

    /** The authorisation by its `idRec`, as the receiver names it. */
    async byRecId(recId: string): Promise<PixAutomatic> {
      const [found] = await read(db, 'rec_id = $1', [recId]);
      if (!found) throw new BankError('PIX_AUTOMATIC_NOT_FOUND');
      return found;
    },

    /** The payer accepts, with the PIN (the route's), a maximum and a last day of their own. */
    async accept(
      accountId: string,
      userId: string,
      id: string,
      acceptance: PixAutomaticAcceptance,
    ): Promise<PixAutomatic> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, accountId, id);
        assertPending(row);
        const fields = pixAutomaticAcceptanceProblems(termsOf(row), acceptance);
        if (Object.keys(fields).length > 0) throw new BankError('VALIDATION_ERROR', { fields });
        await tx.query(
          `UPDATE pix_automatic SET status = 'APROVADA', payer_maximum = $2, payer_end_date = $3,
             answered_by = $4, answered_at = $5, updated_at = $5
           WHERE id = $1`,
          [
            row.id,
            row.fixed_amount === null ? acceptance.maxAmount : null,
            acceptance.endDate,
            userId,
            clock.now(),
          ],
        );
      });
      return get(accountId, id);
    },

    async refuse(accountId: string, userId: string, id: string): Promise<PixAutomatic> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, accountId, id);
        assertPending(row);
        await tx.query(
          `UPDATE pix_automatic SET status = 'REJEITADA', answered_by = $2, answered_at = $3,
             updated_at = $3
           WHERE id = $1`,
          [row.id, userId, clock.now()],
        );
      });
      return get(accountId, id);
    },

    /**
     * The payer revokes an authorisation: nothing more is debited under it. Its charges not yet
     * under way are cancelled with it; one being debited at this moment finishes and is listed.
     */
    async revoke(accountId: string, id: string): Promise<PixAutomatic> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, accountId, id);
        if (row.status !== 'APROVADA') throw new BankError('PIX_AUTOMATIC_NOT_ACTIVE');
        const now = clock.now();
        await tx.query(
          `UPDATE pix_automatic_charges SET status = 'CANCELADA', next_attempt_at = NULL,
             reason = 'PIX_AUTOMATIC_NOT_ACTIVE', updated_at = $2
           WHERE automatic_id = $1 AND status = 'ATIVA'
             AND (locked_until IS NULL OR locked_until <= $2)`,
          [row.id, now],
        );
        await tx.query(
          `UPDATE pix_automatic SET status = 'CANCELADA', cancelled_at = $2, updated_at = $2
           WHERE id = $1`,
          [row.id, now],
        );
      });
      return get(accountId, id);
    },

    /** The payer cancels one charge, until 23:59 of the day before its debit. */
    async cancelCharge(accountId: string, chargeId: string): Promise<PixAutomatic> {
      const automaticId = await db.transaction(async (tx) => {
        const { rows } = await tx.query<AutomaticChargeRow>(
          `SELECT c.* FROM pix_automatic_charges c JOIN pix_automatic a ON a.id = c.automatic_id
           WHERE c.id = $1::uuid AND a.payer_account_id = $2 FOR UPDATE OF c`,
          [idKey(chargeId), accountId],
        );
        const charge = rows[0];
        if (!charge) throw new BankError('PIX_AUTOMATIC_CHARGE_NOT_FOUND');
        const today = toSaoPauloDate(clock.now());
        if (charge.status !== 'ATIVA' || !pixAutomaticChargeCancellable(charge.due_date, today)) {
          throw new BankError('PIX_AUTOMATIC_CHARGE_NOT_CANCELLABLE');
        }
        await tx.query(
          `UPDATE pix_automatic_charges SET status = 'CANCELADA', next_attempt_at = NULL,
             updated_at = $2
           WHERE id = $1`,
          [charge.id, clock.now()],
        );
        return charge.automatic_id;
      });
      return get(accountId, automaticId);
    },

    /**
     * A receiver's charge (`cobr`) under an approved authorisation: checked against its terms and
     * the payer's, one per day, and the payer told before the debit.
     */
    async charge(
      recId: string,
      input: { dueDate: CalendarDate; amount: Cents; description?: string | undefined },
    ): Promise<{ automatic: PixAutomatic; charge: PixAutomaticCharge }> {
      const now = clock.now();
      const { row, chargeId } = await db.transaction(async (tx) => {
        const { rows } = await tx.query<AutomaticRow>(
          'SELECT * FROM pix_automatic WHERE rec_id = $1 FOR UPDATE',
          [recId],
        );
        const found = rows[0];
        if (!found) throw new BankError('PIX_AUTOMATIC_NOT_FOUND');
        if (found.status !== 'APROVADA') throw new BankError('PIX_AUTOMATIC_NOT_ACTIVE');
        const problems = pixAutomaticChargeProblems(termsOf(found), input, toSaoPauloDate(now));
        if (problems.dueDate || problems.amount) {
          throw new BankError('VALIDATION_ERROR', {
            fields: {
              ...(problems.dueDate ? { 'calendario.dataDeVencimento': problems.dueDate } : {}),
              ...(problems.amount ? { 'valor.original': problems.amount } : {}),
            },
          });
        }
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO pix_automatic_charges (txid, automatic_id, due_date, amount, description,
             status, attempt, next_attempt_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, 'ATIVA', 1, $6, $7, $7)
           ON CONFLICT (automatic_id, due_date) DO NOTHING
           RETURNING id`,
          [
            newTxid(),
            found.id,
            input.dueDate,
            input.amount,
            input.description ?? null,
            pixAutomaticAttemptAt(input.dueDate, 1, found.retry_policy),
            now,
          ],
        );
        if (!inserted.rows[0]) throw new BankError('PIX_AUTOMATIC_CHARGE_DUPLICATE');
        return { row: found, chargeId: inserted.rows[0].id };
      });
      const receiver = fromJson(row.receiver);
      const dayBefore = formatDay(addDays(input.dueDate, -1));
      await tell(
        row.payer_account_id,
        `Pix Automático: ${formatBrl(input.amount)} para ${receiver.name} em ${formatDay(input.dueDate)}`,
        `${receiver.name} vai debitar ${formatBrl(input.amount)} da sua conta Ipê em ` +
          `${formatDay(input.dueDate)}, pelo Pix Automático que você autorizou. ` +
          `Se não quiser, cancele esta cobrança até as 23:59 de ${dayBefore}.`,
      );
      const automatic = await get(row.payer_account_id, row.id);
      return { automatic, charge: automatic.charges.find((charge) => charge.id === chargeId)! };
    },
  };
}

export type PixAutomaticService = ReturnType<typeof createPixAutomatic>;
