import { randomUUID } from 'node:crypto';
import { createDatabase, migrate, migrations } from '../src/db';
import { BANK_ACCOUNT_CODES, createLedger } from '../src/ledger';
import { collectLedgerBatches } from './batchStats';
import { benchSchemaName, dropBenchSchema } from './benchSchema';
import { randomAmountCents, transferPair } from './pairs';
import type { BenchTarget, TargetOptions } from './target';

/**
 * The ledger service called in-process, without HTTP: the ceiling over the HTTP numbers (what
 * the database work alone allows). With `hot`, every transfer pays into or out of one account
 * (a shop everybody pays, which pays everybody back): the contention pgbench meets at scale 1.
 */
export async function startLedgerTarget(
  options: TargetOptions & { hot?: boolean },
): Promise<BenchTarget> {
  const { databaseUrl, accounts, maxClients } = options;
  const schema = benchSchemaName();
  const db = await createDatabase({ databaseUrl, schema, maxConnections: maxClients });
  await migrate(db, migrations);
  const ledger = createLedger(db);
  const batches = collectLedgerBatches();
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
  const hot = ids[0] as string;
  const pair = (client: number) => {
    if (!options.hot) {
      const { from, to } = transferPair(client, ids.length);
      return { from: ids[from] as string, to: ids[to] as string };
    }
    const customer = ids[1 + (client % (ids.length - 1))] as string;
    return Math.random() < 0.5 ? { from: customer, to: hot } : { from: hot, to: customer };
  };
  return {
    label: options.hot
      ? 'the ledger in-process, every transfer into or out of one account'
      : 'the ledger service in-process, no HTTP',
    async operate(client) {
      const { from, to } = pair(client);
      await ledger.transfer({
        idempotencyKey: randomUUID(),
        debitAccountId: from,
        creditAccountId: to,
        amount: randomAmountCents(),
        kind: 'internal_transfer',
      });
    },
    batches: async () => batches.take(),
    async check() {
      const report = await ledger.checkInvariants();
      return report.problems;
    },
    async stop() {
      batches.stop();
      await db.close();
      await dropBenchSchema(databaseUrl, schema);
    },
  };
}
