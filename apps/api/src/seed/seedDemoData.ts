import { createHash } from 'node:crypto';
import { addDays, createEndToEndId, encodePin, toSaoPauloDate } from '@ipe/domain';
import { accountDirectory, openBankAccount } from '../account/accountRepository';
import { hashSecret } from '../auth/passwordHashing';
import { createBoletoPayments } from '../boleto';
import { insertInvitation } from '../boundUsers/invitations';
import { type Database, toDate } from '../db';
import { createFees } from '../fees';
import { createInterbankSimulator, loadParticipants } from '../interbank';
import { BANK_ACCOUNT_CODES, createLedger, type Ledger, type TransferRequest } from '../ledger';
import type { Mailer } from '../mail';
import { createPixPayments } from '../pix';
import { incomingPixTransfer } from '../pix/incoming';
import { insertPixLimits } from '../pix/limits';
import {
  DEMO_ACCOUNTS,
  DEMO_INVITATION_CODE,
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_PIX_LIMITS,
  DEMO_USERS,
  type DemoAccount,
  type DemoMovement,
} from './demoData';

const DAY_MS = 86_400_000;
/** As long as a real invitation lives (AppConfig.invitations). */
const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Puts the demo bank in the database, once: running it again changes nothing (users and accounts
 * are looked up by e-mail and document, every ledger movement has a fixed idempotency key).
 * Balances come only from ledger transfers against the bank's own accounts, so the ledger's
 * invariants hold from the first start.
 */
export async function seedDemoData(
  db: Database,
  now: Date = new Date(),
): Promise<{ created: boolean }> {
  const ledger = createLedger(db);
  let created = false;

  let secrets: Promise<{ password: string; pin: string }> | undefined;
  const hashed = () =>
    (secrets ??= (async () => ({
      password: await hashSecret(DEMO_PASSWORD),
      pin: await hashSecret(await encodePin(DEMO_PIN)),
    }))());

  const userIds = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const found = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      user.email,
    ]);
    if (found.rows[0]) {
      userIds.set(user.email, found.rows[0].id);
      continue;
    }
    const { password, pin } = await hashed();
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (email, name, password_hash, pin_hash, totp_secret, totp_confirmed_at,
         created_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $5::text IS NULL THEN NULL ELSE now() END, $6)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [user.email, user.name, password, pin, user.totpSecret ?? null, now],
    );
    userIds.set(user.email, rows[0]!.id);
    created = true;
  }

  const accounts = new Map<string, { id: string; ledgerAccountId: string }>();
  for (const demo of DEMO_ACCOUNTS) {
    let opened = false;
    const account = await db.transaction(async (tx) => {
      const found = await tx.query<{ id: string; ledger_account_id: string }>(
        'SELECT id, ledger_account_id FROM accounts WHERE document = $1',
        [demo.document],
      );
      if (found.rows[0]) return found.rows[0];
      created = true;
      opened = true;
      return openBankAccount(tx, {
        kind: demo.kind,
        legalName: demo.legalName,
        document: demo.document,
        status: demo.status,
        providerStatus: demo.providerStatus,
        email: demo.email,
        phone: demo.phone,
        address: demo.address,
        openedAt: new Date(demo.openedAt),
      });
    });
    accounts.set(demo.key, { id: account.id, ledgerAccountId: account.ledger_account_id });
    for (const member of demo.members) {
      await db.query(
        `INSERT INTO memberships (account_id, user_id, user_type, can_transact)
         VALUES ($1, $2, $3, $4) ON CONFLICT (account_id, user_id) DO NOTHING`,
        [account.id, userIds.get(member.email), member.userType, member.canTransact],
      );
    }
    for (const { type, key } of demo.pixKeys ?? []) {
      await db.query(
        `INSERT INTO pix_keys (key, key_type, account_id) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO NOTHING`,
        [key, type, account.id],
      );
    }
    // The limits the demo holders chose, above a new account's (docs/architecture/pix-limits.md).
    await insertPixLimits(db, account.id, DEMO_PIX_LIMITS, now);
    // Only with the account: a holder who cancels the demo invitation does not see it come back.
    if (opened) await inviteDemoPeople(db, demo, account.id, userIds, now);
  }

  const bank = {
    pix: (await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement)).id,
    ted: (await ledger.bankAccount(BANK_ACCOUNT_CODES.tedClearing)).id,
  };
  // Oldest first across all accounts, so the ledger's order matches the dates shown.
  const movements = DEMO_ACCOUNTS.flatMap((demo) =>
    demo.movements.map((movement, index) => ({ owner: demo.key, movement, index })),
  ).sort((a, b) => b.movement.daysAgo - a.movement.daysAgo);
  // The history is dated back from the first seeding, so a later run names each Pix by the same
  // end-to-end id (which carries its date) and replays it.
  const firstSeeding = await firstSeedingTime(db, now);
  const payments = demoPayments(db, ledger);

  for (const { owner, movement, index } of movements) {
    const self = accounts.get(owner)!;
    const when = new Date(
      firstSeeding.getTime() - movement.daysAgo * DAY_MS - (12 - index) * 3_600_000,
    );
    const seedKey = `seed:${owner}:${index}`;
    let request: TransferRequest;
    if (movement.kind === 'pix_out' || movement.kind === 'boleto_payment') {
      // Seeded before a Pix sent or a bill paid had its receipt: that one stays as it is, once.
      if (await ledger.findTransferByKey(seedKey)) continue;
      if (movement.kind === 'pix_out') await payments.payPix(self.id, movement, seedKey, when);
      else await payments.payBill(self.id, movement, seedKey, when);
      continue;
    }
    if (movement.kind === 'pix_in') {
      // Seeded before a Pix received kept its payer: that one stays as it is, once.
      if (await ledger.findTransferByKey(seedKey)) continue;
      request = incomingPixTransfer(
        {
          amount: movement.amountCents,
          payer: movement.payer,
          description: movement.description,
          endToEndId: seededEndToEndId(seedKey, movement.payer.ispb, when),
        },
        { settlementId: bank.pix, ledgerAccountId: self.ledgerAccountId },
      );
    } else {
      request = {
        ...ledgerRequest(movement, self, bank, accounts),
        idempotencyKey: seedKey,
        amount: movement.amountCents,
        kind: movement.kind,
        description: movement.description,
      };
    }
    const { transfer, replayed } = await ledger.transfer(request);
    if (!replayed) {
      // Demo history is dated in the past; real transfers always keep their own time.
      await db.query('UPDATE ledger_transfers SET created_at = $2 WHERE id = $1', [
        transfer.id,
        when,
      ]);
    }
  }
  return { created };
}

/**
 * The services a customer's payments go through, on a clock the seed sets to each movement's
 * date: a demo Pix sent (its key looked up, the simulated SPI settling it, a company's fee) or
 * bill paid (registered at the simulated registry, then settled there) is made as a customer's is,
 * so it has its receipt; without a transaction hash or PIN, as the schedulers pay. The ledger
 * movements that name it are dated with it.
 */
function demoPayments(db: Database, ledger: Ledger) {
  let at = new Date();
  const clock = { now: () => at };
  const simulator = createInterbankSimulator({ now: clock.now });
  const ctx = {
    db,
    ledger,
    clock,
    accounts: accountDirectory,
    fees: createFees({ db, ledger }),
    interbank: { participants: loadParticipants(), ...simulator },
    mailer: NO_MAIL,
  };
  const pix = createPixPayments(ctx);
  const boletos = createBoletoPayments(ctx);
  const dateMovements = (named: 'pixPaymentId' | 'boletoPaymentId', id: string, when: Date) =>
    db.query(
      `UPDATE ledger_transfers SET created_at = $2::timestamptz,
              resolved_at = CASE WHEN resolved_at IS NULL THEN NULL ELSE $2::timestamptz END
        WHERE metadata->>'${named}' = $1`,
      [id, when],
    );

  return {
    async payPix(
      accountId: string,
      movement: Extract<DemoMovement, { kind: 'pix_out' }>,
      idempotencyKey: string,
      when: Date,
    ): Promise<void> {
      const [key] = movement.payee.keys;
      if (!key) throw new Error(`${movement.payee.holder.name} has no Pix key to be paid by`);
      at = when;
      const { payment, replayed } = await pix.pay({
        accountId,
        recipient: { key },
        amount: movement.amountCents,
        description: movement.description,
        idempotencyKey,
      });
      // The payment and its fee, both naming it.
      if (!replayed) await dateMovements('pixPaymentId', payment.id, when);
    },

    async payBill(
      accountId: string,
      movement: Extract<DemoMovement, { kind: 'boleto_payment' }>,
      idempotencyKey: string,
      when: Date,
    ): Promise<void> {
      // Each run registers the bill anew, under a new barcode, which its Idempotency-Key would
      // call another payment: a bill an earlier run paid is left as it is.
      if (await boletos.byIdempotencyKey(accountId, idempotencyKey)) return;
      at = when;
      const { kind, beneficiary } = movement.bill;
      const { barcode } = await simulator.simulator.registerBoleto({
        kind,
        beneficiary,
        amount: movement.amountCents,
        ...(kind === 'bank'
          ? { terms: { dueDate: addDays(toSaoPauloDate(when), 5), validityAfterDue: 30 } }
          : {}),
      });
      const { payment } = await boletos.pay({
        accountId,
        barcode,
        amount: movement.amountCents,
        description: movement.description,
        idempotencyKey,
      });
      await dateMovements('boletoPaymentId', payment.id, when);
    },
  };
}

/** The demo's bills are other banks': paying one tells no issuer here, so nothing is e-mailed. */
const NO_MAIL: Mailer = {
  send: () => Promise.reject(new Error('the demo seed e-mails nobody')),
  sendText: () => Promise.reject(new Error('the demo seed texts nobody')),
  retryPending: () => Promise.resolve(0),
  close: () => Promise.resolve(),
};

function ledgerRequest(
  movement: Exclude<DemoMovement, { kind: 'pix_in' | 'pix_out' | 'boleto_payment' }>,
  self: { id: string; ledgerAccountId: string },
  bank: { ted: string },
  accounts: Map<string, { id: string; ledgerAccountId: string }>,
): Pick<TransferRequest, 'debitAccountId' | 'creditAccountId' | 'metadata'> {
  switch (movement.kind) {
    case 'ted_in':
      return { debitAccountId: bank.ted, creditAccountId: self.ledgerAccountId };
    case 'internal_transfer': {
      const other = accounts.get(movement.to)!;
      return {
        debitAccountId: self.ledgerAccountId,
        creditAccountId: other.ledgerAccountId,
        metadata: { sourceAccountId: self.id, destinationAccountId: other.id },
      };
    }
  }
}

/** When the demo was first seeded: when its first user was created (by this seed, at `now`). */
async function firstSeedingTime(db: Database, now: Date): Promise<Date> {
  const { rows } = await db.query<{ created_at: Date | string }>(
    'SELECT created_at FROM users WHERE email = $1',
    [DEMO_USERS[0]!.email],
  );
  return rows[0] ? toDate(rows[0].created_at) : now;
}

/** A seeded Pix's end-to-end id: its payer's participant, its date, a tail fixed by its key. */
function seededEndToEndId(seedKey: string, ispb: string, when: Date): string {
  const tail = createHash('sha256').update(seedKey).digest('hex').slice(0, 11);
  return createEndToEndId(ispb, when, tail);
}

/**
 * The demo account's pending invitations, with the public DEMO_INVITATION_CODE. Nothing goes to the
 * outbox: with SMTP_URL set it would be sent to a made-up address.
 */
async function inviteDemoPeople(
  db: Database,
  demo: DemoAccount,
  accountId: string,
  userIds: Map<string, string>,
  now: Date,
): Promise<void> {
  const holder = demo.members.find((member) => member.userType === 1);
  if (!holder) return;
  for (const person of demo.invitations ?? []) {
    await insertInvitation(db, {
      accountId,
      email: person.email,
      name: person.name,
      userType: person.userType,
      canTransact: person.canTransact,
      invitedBy: userIds.get(holder.email)!,
      now,
      ttlSeconds: INVITATION_TTL_SECONDS,
      code: DEMO_INVITATION_CODE,
    });
  }
}
