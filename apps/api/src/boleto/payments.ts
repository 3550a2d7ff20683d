import { randomBytes } from 'node:crypto';
import {
  amountDue,
  barcodeToLine,
  boletoProcessingDay,
  boletoScheduleDay,
  toSaoPauloDate,
  type AmountDue,
  type DueChargeTerms,
  type CalendarDate,
  type Cents,
  type ErrorCode,
} from '@ipe/domain';
import type { AppContext } from '../appContext';
import { fromJson, idKey, type Queryable, toDate } from '../db';
import { BankError, isBankError } from '../errors';
import type { BoletoRejection, RegisteredBoleto } from '../interbank';
import {
  BANK_ACCOUNT_CODES,
  type GateCheck,
  gatedTransaction,
  passChecks,
  requestFingerprint,
} from '../ledger';
import { tellIssuer } from './issued';
import { asBoletoRefusal } from './refusals';
import {
  chargeBoleto,
  chargeOfBoleto,
  concludeCharge,
  isExpired,
  openDueChargesAddressedTo,
  type PixCharge,
} from '../pix';
import type { BankAccountRecord } from '../transfer';

/*
 * Paying a boleto (docs/architecture/boletos.md), the same two phases as a Pix to another bank:
 *
 * 1. the bill is looked up: a boleto this bank issued (a charge with due date) in its own records,
 *    any other in the interbank registry; what it asks today is @ipe/domain's amountDue;
 * 2. in one transaction the payment is recorded and the money moves: to the issuer at once for a
 *    boleto of this bank (concluding its charge), reserved towards boleto clearing otherwise. Not
 *    enough balance is recorded too, so a retry gets the same answer;
 * 3. the registry is told (the baixa): accepted, the reserve posts; refused, it is voided.
 *
 * The Idempotency-Key, scoped to the paying account, names the payment: a retry resumes it.
 */

export const BOLETO_PAYMENT_KIND = 'boleto_payment';

export type BoletoPaymentStatus = 'settling' | 'completed' | 'rejected' | 'refused';

/** What the amount due is made of, on the day it is paid. */
export interface BoletoBreakdown {
  abatement: Cents;
  discount: Cents;
  fine: Cents;
  interest: Cents;
}

/** A bill as the payer is shown it before paying. */
export interface BoletoBill {
  barcode: string;
  line: string;
  kind: 'bank' | 'collection';
  beneficiary: { name: string; document: string };
  payer: { name: string; document: string } | null;
  dueDate: CalendarDate | null;
  faceAmount: Cents;
  /** What it asks on `payDate`. */
  amount: Cents;
  breakdown: BoletoBreakdown;
  /** The business day it is processed on (today for a boleto of this bank, any hour). */
  payDate: CalendarDate;
  /** Processed on a later day than today (after 22:00, or not a business day). */
  deferred: boolean;
  /** A boleto of this bank: the charge it pays and the account it credits. */
  issuedHere: {
    txid: string;
    accountId: string;
    ledgerAccountId: string;
    holderKind: BankAccountRecord['holderKind'];
  } | null;
  /** The day it can be scheduled for (its due date) and what it asks then; null if it cannot. */
  schedule: { date: CalendarDate; amount: Cents } | null;
}

export interface BoletoPayment {
  id: string;
  accountId: string;
  barcode: string;
  line: string;
  kind: 'bank' | 'collection';
  beneficiary: { name: string; document: string };
  dueDate: CalendarDate | null;
  faceAmount: Cents;
  amount: Cents;
  breakdown: BoletoBreakdown;
  description: string | null;
  processingDate: CalendarDate;
  authentication: string;
  status: BoletoPaymentStatus;
  reason: ErrorCode | null;
  createdAt: Date;
  settledAt: Date | null;
}

export interface BoletoPaymentRequest {
  accountId: string;
  barcode: string;
  /** What the payer confirmed: it must be what the bill asks that day. */
  amount: Cents;
  description?: string | undefined;
  idempotencyKey: string;
}

const REJECTIONS: Record<BoletoRejection, ErrorCode> = {
  ALREADY_PAID: 'BOLETO_ALREADY_PAID',
  EXPIRED: 'BOLETO_EXPIRED',
  AMOUNT_DIFFERS: 'BOLETO_REJECTED',
  TIMEOUT: 'BOLETO_REJECTED',
};

interface PaymentRow {
  id: string;
  account_id: string;
  request_hash: string;
  barcode: string;
  kind: 'bank' | 'collection';
  beneficiary: BoletoBill['beneficiary'] | string;
  due_date: CalendarDate | null;
  face_amount: string | number;
  amount: string | number;
  breakdown: BoletoBreakdown | string;
  description: string | null;
  processing_date: CalendarDate;
  charge_txid: string | null;
  authentication: string;
  status: BoletoPaymentStatus;
  reason: ErrorCode | null;
  ledger_transfer_id: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

function toPayment(row: PaymentRow): BoletoPayment {
  return {
    id: row.id,
    accountId: row.account_id,
    barcode: row.barcode,
    line: barcodeToLine(row.barcode)!,
    kind: row.kind,
    beneficiary: fromJson(row.beneficiary),
    dueDate: row.due_date,
    faceAmount: Number(row.face_amount),
    amount: Number(row.amount),
    breakdown: fromJson(row.breakdown),
    description: row.description,
    processingDate: row.processing_date,
    authentication: row.authentication,
    status: row.status,
    reason: row.reason,
    createdAt: toDate(row.created_at),
    settledAt: row.settled_at === null ? null : toDate(row.settled_at),
  };
}

/** The receipt's authentication: 32 hexadecimal digits, shown in groups of four. */
const newAuthentication = () => randomBytes(16).toString('hex').toUpperCase();

const NOTHING_ADDED: BoletoBreakdown = { abatement: 0, discount: 0, fine: 0, interest: 0 };

/** The day a bill with these terms can be scheduled for, and what it asks that day. */
function scheduleOf(terms: DueChargeTerms | null, now: Date): BoletoBill['schedule'] {
  const date = terms && boletoScheduleDay(terms.dueDate, now);
  if (!terms || !date) return null;
  const due = amountDue(terms, date);
  return due.payable ? { date, amount: due.amount } : null;
}

/** What a bill asks on a day, or why it cannot be paid. */
function owed(due: AmountDue): { amount: Cents; breakdown: BoletoBreakdown } {
  if (!due.payable) throw new BankError('BOLETO_EXPIRED');
  const { amount, abatement, discount, fine, interest } = due;
  return { amount, breakdown: { abatement, discount, fine, interest } };
}

export type BoletoPaymentContext = Pick<
  AppContext,
  'db' | 'ledger' | 'accounts' | 'interbank' | 'clock' | 'mailer' | 'fees'
>;

export function createBoletoPayments(ctx: BoletoPaymentContext) {
  const { db, ledger, accounts, interbank, clock, fees } = ctx;

  /** A boleto this bank issued, as a bill: its charge's terms and the issuer as beneficiary. */
  async function ownBill(
    charge: PixCharge,
    now: Date,
    /** The issuing account, when the caller read it already. */
    issuer?: BankAccountRecord,
  ): Promise<BoletoBill> {
    if (charge.status === 'CONCLUIDA') throw new BankError('BOLETO_ALREADY_PAID');
    if (charge.status !== 'ATIVA' || isExpired(charge, now)) throw new BankError('BOLETO_EXPIRED');
    issuer ??= (await accounts.byId(db, charge.accountId))!;
    const payDate = toSaoPauloDate(now);
    const { barcode, line } = chargeBoleto(charge)!;
    return {
      barcode,
      line,
      kind: 'bank',
      beneficiary: { name: issuer.holderName, document: issuer.document },
      payer: charge.payer,
      dueDate: charge.due!.dueDate,
      faceAmount: charge.amount,
      ...owed(amountDue(charge.due!, payDate)),
      payDate,
      deferred: false,
      issuedHere: {
        txid: charge.txid,
        accountId: issuer.id,
        ledgerAccountId: issuer.ledgerAccountId,
        holderKind: issuer.holderKind,
      },
      schedule: scheduleOf(charge.due!, now),
    };
  }

  /** Another bank's bill, as the registry answers it, for the day it would be processed. */
  function registeredBill(bill: RegisteredBoleto, now: Date): BoletoBill {
    if (bill.status === 'paid') throw new BankError('BOLETO_ALREADY_PAID');
    if (bill.status === 'cancelled') throw new BankError('BOLETO_EXPIRED');
    const payDate = boletoProcessingDay(now);
    return {
      barcode: bill.barcode,
      line: barcodeToLine(bill.barcode)!,
      kind: bill.kind,
      beneficiary: bill.beneficiary,
      payer: bill.payer,
      dueDate: bill.terms?.dueDate ?? null,
      faceAmount: bill.amount,
      ...(bill.terms
        ? owed(amountDue(bill.terms, payDate))
        : { amount: bill.amount, breakdown: NOTHING_ADDED }),
      payDate,
      deferred: payDate !== toSaoPauloDate(now),
      issuedHere: null,
      schedule: scheduleOf(bill.terms ?? null, now),
    };
  }

  async function find(q: Queryable, accountId: string, idempotencyKey: string) {
    const { rows } = await q.query<PaymentRow>(
      'SELECT * FROM boleto_payments WHERE account_id = $1 AND idempotency_key = $2',
      [accountId, idempotencyKey],
    );
    return rows[0];
  }

  async function update(
    q: Queryable,
    id: string,
    change: {
      status: BoletoPaymentStatus;
      reason?: ErrorCode;
      transferId?: string;
      settledAt?: Date | null;
    },
  ): Promise<PaymentRow> {
    const { rows } = await q.query<PaymentRow>(
      `UPDATE boleto_payments SET status = $2, reason = $3,
         ledger_transfer_id = COALESCE($4::uuid, ledger_transfer_id), settled_at = $5
       WHERE id = $1 RETURNING *`,
      [
        id,
        change.status,
        change.reason ?? null,
        change.transferId ?? null,
        change.settledAt ?? null,
      ],
    );
    return rows[0]!;
  }

  /**
   * Step 2: record the payment and move (or reserve) the money, in one transaction, which first
   * spends what the request's checks spend (its hash, its PIN attempt: docs/decisions/0013).
   */
  async function record(
    request: BoletoPaymentRequest,
    hash: string,
    payer: BankAccountRecord,
    bill: BoletoBill,
    checks: readonly GateCheck[],
  ): Promise<PaymentRow | undefined> {
    const now = clock.now();
    return gatedTransaction(
      db,
      checks,
      async (tx) => {
        const { rows } = await tx.query<PaymentRow>(
          `INSERT INTO boleto_payments (account_id, idempotency_key, request_hash, barcode, kind,
             beneficiary, due_date, face_amount, amount, breakdown, description, processing_date,
             charge_txid, authentication, status, created_at)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10::jsonb, $11, $12, $13, $14,
             'settling', $15)
           ON CONFLICT (account_id, idempotency_key) DO NOTHING
           RETURNING *`,
          [
            payer.id,
            request.idempotencyKey,
            hash,
            bill.barcode,
            bill.kind,
            JSON.stringify(bill.beneficiary),
            bill.dueDate,
            bill.faceAmount,
            bill.amount,
            JSON.stringify(bill.breakdown),
            request.description ?? null,
            bill.payDate,
            bill.issuedHere?.txid ?? null,
            newAuthentication(),
            now,
          ],
        );
        const inserted = rows[0];
        // Another request with this key got here first (it has committed): resume that one.
        if (!inserted) return undefined;

        const here = bill.issuedHere;
        // A boleto of this bank is paid once: its charge's lock decides between two payers.
        if (here) {
          await concludeCharge(tx, now, {
            txid: here.txid,
            payeeAccountId: here.accountId,
            boletoPaymentId: inserted.id,
            amount: bill.amount,
          }).catch(asBoletoRefusal);
        }
        const ops = ledger.inTransaction(tx);
        // The issuer here pays its fee for a boleto paid, out of what the boleto brings it.
        const fee =
          here &&
          (await fees.transfer(tx, here, 'boleto_issue', {
            source: `boleto:${inserted.id}`,
            cap: bill.amount,
            metadata: { txid: here.txid },
          }));
        try {
          const payment = {
            idempotencyKey: `boleto:${inserted.id}`,
            debitAccountId: payer.ledgerAccountId,
            creditAccountId:
              here?.ledgerAccountId ??
              (await ops.bankAccount(BANK_ACCOUNT_CODES.boletoClearing)).id,
            amount: bill.amount,
            kind: BOLETO_PAYMENT_KIND,
            description: request.description ?? null,
            // The statement names the other side from this (the beneficiary may be elsewhere).
            metadata: {
              boletoPaymentId: inserted.id,
              payee: { name: bill.beneficiary.name },
              payer: { name: payer.holderName },
            },
            pending: !here,
          };
          const [paid] = fee
            ? await ops.transferLinked([payment, fee])
            : [await ops.transfer(payment)];
          const transfer = paid!.transfer;
          // The last statement goes out with the COMMIT (db/database.ts, Transaction).
          return await update(tx.committing, inserted.id, {
            status: here ? 'completed' : 'settling',
            transferId: transfer.id,
            settledAt: here ? now : null,
          });
        } catch (error) {
          // The ledger recorded its refusal in this transaction; commit it with the payment's.
          if (!isBankError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
          return update(tx.committing, inserted.id, { status: 'refused', reason: error.code });
        }
      },
      { isolation: 'read committed' },
    );
  }

  /** Step 3: the registry's answer decides the reserve, once (a second settle finds it decided). */
  async function settle(row: PaymentRow): Promise<PaymentRow> {
    const outcome = await interbank.boletos.settle({
      paymentId: row.id,
      barcode: row.barcode,
      amount: Number(row.amount),
      payDate: row.processing_date,
    });
    return db.transaction(
      async (tx) => {
        const { rows } = await tx.query<PaymentRow>(
          'SELECT * FROM boleto_payments WHERE id = $1 FOR UPDATE',
          [row.id],
        );
        const current = rows[0]!;
        if (current.status !== 'settling') return current;
        const ops = ledger.inTransaction(tx);
        if (outcome.accepted) {
          await ops.postPending(current.ledger_transfer_id!);
          return update(tx.committing, current.id, {
            status: 'completed',
            settledAt: clock.now(),
          });
        }
        await ops.voidPending(current.ledger_transfer_id!);
        return update(tx.committing, current.id, {
          status: 'rejected',
          reason: REJECTIONS[outcome.reason],
          settledAt: clock.now(),
        });
      },
      { isolation: 'read committed' },
    );
  }

  // The answer is built whole, with its payer: a literal that begins with a spread and adds a key
  // gets a new hidden class every time (docs/architecture/server.md, "Objects on a request's
  // path").
  function answer(row: PaymentRow, payer: BankAccountRecord, replayed: boolean) {
    if (row.status === 'refused' || row.status === 'rejected') {
      throw new BankError(row.reason ?? 'INTERNAL_ERROR', { payment_id: row.id });
    }
    return { payment: toPayment(row), payer, replayed };
  }

  async function resume(row: PaymentRow, hash: string, payer: BankAccountRecord) {
    if (row.request_hash !== hash) throw new BankError('IDEMPOTENCY_CONFLICT');
    return answer(row.status === 'settling' ? await settle(row) : row, payer, true);
  }

  /** The bill a barcode names, as it stands now, for the account about to pay it. */
  async function lookup(accountId: string, barcode: string): Promise<BoletoBill> {
    const now = clock.now();
    const charge = await chargeOfBoleto(db, barcode);
    const bill = charge
      ? await ownBill(charge, now)
      : await interbank.boletos.lookup(barcode).then((registered) => {
          if (!registered) throw new BankError('BOLETO_NOT_FOUND');
          return registeredBill(registered, now);
        });
    if (bill.issuedHere?.accountId === accountId) throw new BankError('SAME_ACCOUNT');
    return bill;
  }

  return {
    lookup,

    /** Pays, or answers the payment this Idempotency-Key already made; with the paying account. */
    async pay(
      request: BoletoPaymentRequest,
      /** What the payment's transaction spends first: a customer's hash and PIN (0013). */
      checks: readonly GateCheck[] = [],
    ): Promise<{ payment: BoletoPayment; payer: BankAccountRecord; replayed: boolean }> {
      const hash = requestFingerprint([
        'boleto',
        request.barcode,
        request.amount,
        request.description ?? null,
      ]);
      const payer = await accounts.byId(db, request.accountId);
      if (!payer) throw new BankError('ACCOUNT_NOT_FOUND');
      const earlier = await find(db, request.accountId, request.idempotencyKey);
      if (earlier) {
        // A repeated request moves nothing, and still answers only to the right PIN.
        await passChecks(db, checks);
        return resume(earlier, hash, payer);
      }

      const bill = await lookup(payer.id, request.barcode);
      if (bill.amount !== request.amount) {
        throw new BankError('VALIDATION_ERROR', {
          fields: { amount_cents: 'AMOUNT_DIFFERS_FROM_CODE' },
        });
      }
      const recorded = await record(request, hash, payer, bill, checks);
      // A boleto of this bank was paid just now: its issuer is told (after the commit).
      if (recorded?.status === 'completed' && bill.issuedHere && bill.payer) {
        await tellIssuer(ctx, {
          accountId: bill.issuedHere.accountId,
          payerName: bill.payer.name,
          faceAmount: bill.faceAmount,
          dueDate: bill.dueDate!,
          amount: bill.amount,
        });
      }
      return recorded
        ? answer(recorded.status === 'settling' ? await settle(recorded) : recorded, payer, false)
        : resume((await find(db, request.accountId, request.idempotencyKey))!, hash, payer);
    },

    /** The payment this Idempotency-Key already made on the account, if there is one. */
    async byIdempotencyKey(
      accountId: string,
      idempotencyKey: string,
    ): Promise<BoletoPayment | undefined> {
      const row = await find(db, accountId, idempotencyKey);
      return row && toPayment(row);
    },

    /** The account's boleto payments, newest first (statement/ticket). */
    async list(accountId: string): Promise<BoletoPayment[]> {
      const { rows } = await db.query<PaymentRow>(
        `SELECT * FROM boleto_payments WHERE account_id = $1
          ORDER BY created_at DESC, id LIMIT 200`,
        [accountId],
      );
      return rows.map(toPayment);
    },

    /** One payment of the account, for its receipt. */
    async get(accountId: string, paymentId: string): Promise<BoletoPayment> {
      const { rows } = await db.query<PaymentRow>(
        'SELECT * FROM boleto_payments WHERE id = $1::uuid AND account_id = $2',
        [idKey(paymentId), accountId],
      );
      if (!rows[0]) throw new BankError('BOLETO_PAYMENT_NOT_FOUND');
      return toPayment(rows[0]);
    },

    /**
     * Open bills addressed to the account's holder (DDA): other banks' from the registry, and
     * boletos of this bank whose payer is that CPF or CNPJ.
     */
    async billsOf(accountId: string): Promise<BoletoBill[]> {
      const holder = await accounts.byId(db, accountId);
      if (!holder) throw new BankError('ACCOUNT_NOT_FOUND');
      const now = clock.now();
      const bills: BoletoBill[] = [];
      const charges = (await openDueChargesAddressedTo(db, holder.document, holder.id)).filter(
        (charge) => !isExpired(charge, now) && amountDue(charge.due!, toSaoPauloDate(now)).payable,
      );
      // Their issuers in one read: a payer with ten bills from one shop reads it once.
      const issuers = new Map(
        (await accounts.byIds(db, [...new Set(charges.map((charge) => charge.accountId))])).map(
          (issuer) => [issuer.id, issuer],
        ),
      );
      for (const charge of charges)
        bills.push(await ownBill(charge, now, issuers.get(charge.accountId)));
      for (const registered of await interbank.boletos.billsOf(holder.document)) {
        const payable =
          !registered.terms || amountDue(registered.terms, boletoProcessingDay(now)).payable;
        if (payable) bills.push(registeredBill(registered, now));
      }
      return bills;
    },

    /**
     * Settles payments a crash left reserved (the process stopped between reserve and registry):
     * the registry answers the same payment id once, so asking again is safe. Run at start.
     */
    async settleInterrupted(olderThan: Date): Promise<number> {
      const { rows } = await db.query<PaymentRow>(
        `SELECT * FROM boleto_payments WHERE status = 'settling' AND created_at < $1`,
        [olderThan],
      );
      for (const row of rows) await settle(row);
      return rows.length;
    },
  };
}

export type BoletoPayments = ReturnType<typeof createBoletoPayments>;
