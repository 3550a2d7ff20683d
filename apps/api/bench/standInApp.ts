import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../src/db';
import { errorHandler } from '../src/errors';
import { BANK_ACCOUNT_CODES, createLedger } from '../src/ledger';
import type { AccountDirectory, BankAccountRecord } from '../src/transfer';
import { type TransferContext, transferRoutes } from '../src/transfer/routes';
import type { BenchServerAccount } from './benchServer';

interface Row {
  id: string;
  branch: string;
  number: string;
  holder_name: string;
  ledger_account_id: string;
}

const toRecord = (row: Row): BankAccountRecord => ({
  id: row.id,
  branch: row.branch,
  number: row.number,
  holderName: row.holder_name,
  // Transfers between accounts never read the holder's document.
  document: '00000000000',
  holderKind: 'person',
  ledgerAccountId: row.ledger_account_id,
  canReceive: true,
});

/** Bank accounts in a bench-only table, for when the server's own accounts are not available. */
const directory: AccountDirectory = {
  async byId(q, id) {
    const { rows } = await q.query<Row>('SELECT * FROM bench_bank_accounts WHERE id = $1', [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  },
  async byIds(q, ids) {
    const { rows } = await q.query<Row>(
      'SELECT * FROM bench_bank_accounts WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return rows.map(toRecord);
  },
  async byBranchAndNumber(q, branch, number) {
    const { rows } = await q.query<Row>(
      'SELECT * FROM bench_bank_accounts WHERE branch = $1 AND number = $2',
      [branch, number],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  },
  // Stand-in accounts have no holders' documents or Pix keys to find them by.
  async byDocument() {
    return [];
  },
  async byPixKey() {
    return null;
  },
  async byPixKeys() {
    return [];
  },
  async ledgerAccountIdsByName() {
    return [];
  },
  async byLedgerAccountIds(q, ids) {
    const { rows } = await q.query<Row>(
      'SELECT * FROM bench_bank_accounts WHERE ledger_account_id = ANY($1::uuid[])',
      [ids],
    );
    return rows.map(toRecord);
  },
};

/**
 * The transfer routes alone on Fastify, without sign-in, device or PIN checks: what the route
 * and the ledger cost over HTTP when the rest of the server is not there.
 */
export async function buildStandInApp(
  db: Database,
  accountCount: number,
): Promise<{ app: FastifyInstance; accounts: BenchServerAccount[]; label: string }> {
  const ledger = createLedger(db);
  await db.query(`CREATE TABLE bench_bank_accounts (
    id uuid PRIMARY KEY, branch text NOT NULL, number text NOT NULL, holder_name text NOT NULL,
    ledger_account_id uuid NOT NULL REFERENCES ledger_accounts (id))`);
  const settlement = await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement);
  const accounts: BenchServerAccount[] = [];
  for (let i = 0; i < accountCount; i++) {
    const ledgerAccount = await ledger.openAccount({ name: `Conta de carga ${i}` });
    await ledger.transfer({
      idempotencyKey: `bench-opening-${ledgerAccount.id}`,
      debitAccountId: settlement.id,
      creditAccountId: ledgerAccount.id,
      amount: 100_000_000_00,
      kind: 'pix_in',
    });
    const account = { accountId: randomUUID(), branch: '0001', number: `${100_000 + i}-${i % 10}` };
    await db.query('INSERT INTO bench_bank_accounts VALUES ($1, $2, $3, $4, $5)', [
      account.accountId,
      account.branch,
      account.number,
      `Conta de carga ${i}`,
      ledgerAccount.id,
    ]);
    accounts.push(account);
  }
  const app = Fastify({ logger: false });
  app.decorateRequest('caller', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  const pass = async () => {};
  const ctx: TransferContext = {
    db,
    ledger,
    accounts: directory,
    guards: { authenticateForMoney: pass, ownAccount: pass, requireMoneyMovement: pass },
    health: { assertAvailable: pass },
    money: { authorize: (_request, move) => move([]) },
  };
  await app.register(transferRoutes, { ctx });
  return {
    app,
    accounts,
    label: 'the transfer route alone on Fastify, no sign-in/device/hash/PIN checks',
  };
}
