import { PIX_LIMIT_CEILINGS, PIX_NIGHT_PERIOD, encodePin, isValidCpf } from '@ipe/domain';
import { openBankAccount } from '../src/account/accountRepository';
import { hashSecret } from '../src/auth/passwordHashing';
import type { Database } from '../src/db';
import { BANK_ACCOUNT_CODES, createLedger } from '../src/ledger';
import { DEMO_PASSWORD, DEMO_PIN } from '../src/seed';

export interface BenchCustomer {
  email: string;
  accountId: string;
  branch: string;
  number: string;
}

/** A valid CPF from a 9-digit sequence (check digits computed), so the documents look real. */
function benchCpf(sequence: number): string {
  const base = String(900_000_000 + sequence).padStart(9, '0');
  for (let d10 = 0; d10 <= 9; d10++) {
    for (let d11 = 0; d11 <= 9; d11++) {
      const cpf = `${base}${d10}${d11}`;
      if (isValidCpf(cpf)) return cpf;
    }
  }
  throw new Error(`no CPF for ${base}`);
}

/**
 * Opens `count` real person accounts the way the demo seed does — a user with the demo password
 * and PIN (argon2id, as stored before decision 0009: the first right PIN, in the warm-up, moves
 * it to the keyed verifier), an ACTIVE/REGULAR account with its ledger account, a holder
 * membership allowed to transact, the e-mail as a Pix key — each funded with R$ 1.000.000,00 from
 * the Pix settlement account.
 */
export async function openBenchCustomers(db: Database, count: number): Promise<BenchCustomer[]> {
  const ledger = createLedger(db);
  const settlement = await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement);
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const pinHash = await hashSecret(await encodePin(DEMO_PIN));
  const customers: BenchCustomer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `carga-${String(i).padStart(3, '0')}@ipe.dev`;
    const name = `Cliente de Carga ${i}`;
    const account = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO users (email, name, password_hash, pin_hash) VALUES ($1, $2, $3, $4)
         RETURNING id`,
        [email, name, passwordHash, pinHash],
      );
      const opened = await openBankAccount(tx, {
        kind: 'person',
        legalName: name,
        document: benchCpf(i),
        email,
      });
      await tx.query(
        `INSERT INTO memberships (account_id, user_id, user_type, can_transact)
         VALUES ($1, $2, 1, true)`,
        [opened.id, rows[0]!.id],
      );
      // The e-mail is also the customer's Pix key, so the Pix target pays by key.
      await tx.query(`INSERT INTO pix_keys (key, key_type, account_id) VALUES ($1, 'email', $2)`, [
        email,
        opened.id,
      ]);
      // Pix limits raised to the ceilings, as a customer who moves this much would ask: with the
      // defaults (R$ 10.000,00 a day) one client's run measured refusals, not payments.
      await tx.query(
        `INSERT INTO pix_limits (account_id, daytime_per_payment, daytime_per_period,
           nighttime_per_payment, nighttime_per_period, night_start, updated_at)
         VALUES ($1, $2, $2, $3, $3, $4, now())`,
        [
          opened.id,
          PIX_LIMIT_CEILINGS.daytime,
          PIX_LIMIT_CEILINGS.nighttime,
          PIX_NIGHT_PERIOD.start,
        ],
      );
      return opened;
    });
    await ledger.transfer({
      idempotencyKey: `bench-opening-${account.id}`,
      debitAccountId: settlement.id,
      creditAccountId: account.ledger_account_id,
      amount: 1_000_000_00,
      kind: 'pix_in',
      description: 'Saldo inicial da carga',
    });
    customers.push({
      email,
      accountId: account.id,
      branch: account.branch,
      number: account.number,
    });
  }
  return customers;
}
