import { randomUUID } from 'node:crypto';
import { createDatabase, migrate, migrations } from '../src/db';
import { BANK_ACCOUNT_CODES, createLedger } from '../src/ledger';
import { benchSchemaName, dropBenchSchema } from './benchSchema';
import { randomAmountCents, transferPair } from './pairs';
import type { BenchTarget } from './target';

/**
 * The ledger service called in-process, without HTTP: the ceiling over the HTTP numbers (what
 * the database work alone allows).
 */
export async function startLedgerTarget(options: {
  databaseUrl: string;
  accounts: number;
  maxClients: number;
}): Promise<BenchTarget> {
  const { databaseUrl, accounts, maxClients } = options;
  const schema = benchSchemaName();
  const db = await createDatabase({ databaseUrl, schema, maxConnections: maxClients });
  await migrate(db, migrations);
  const ledger = createLedger(db);
  const settlement = await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement);
  const ids: string[] = [];
  for (let i = 0; i < accounts; i++) {
    const account = await ledger.openAccount({ name: `Conta de carga ${i}` });
    await ledger.transfer({
      idempotencyKey: `bench-opening-${account.id}`,
      debitAccountId: settlement.id,
      creditAccountId: account.id,
      amount: 100_000_000_00,
      kind: 'pix_in',
    });
    ids.push(account.id);
  }
  return {
    label: 'the ledger service in-process, no HTTP',
    async transfer(client) {
      const { from, to } = transferPair(client, ids.length);
      await ledger.transfer({
        idempotencyKey: randomUUID(),
        debitAccountId: ids[from] as string,
        creditAccountId: ids[to] as string,
        amount: randomAmountCents(),
        kind: 'internal_transfer',
      });
    },
    async check() {
      const report = await ledger.checkInvariants();
      return report.problems;
    },
    async stop() {
      await db.close();
      await dropBenchSchema(databaseUrl, schema);
    },
  };
}
