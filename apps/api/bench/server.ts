/**
 * The benchmark's server, in its own process so it does not share an event loop with the load
 * generator. BENCH_APP picks it:
 *   app      the real server (buildApp) in production mode, with the demo bank and
 *            BENCH_ACCOUNTS bench customers: sign-in, devices, hashes and PINs all checked;
 *   stand-in the transfer routes alone on Fastify, no checks (see standInApp.ts).
 * Talks to the parent over IPC: sends {port, accounts, label} when listening, answers 'check'
 * with ledger invariant problems and 'batches' with its ledger batches since the last ask
 * (batchStats.ts), and on 'stop' closes and drops its schema.
 */
import { randomBytes } from 'node:crypto';
import { saoPauloInstant, todayInSaoPaulo } from '@ipe/domain';
import { buildApp } from '../src/app';
import { createSettableClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { createDatabase, migrate, migrations, type Database } from '../src/db';
import { createLedger } from '../src/ledger';
import { seedDemoData } from '../src/seed';
import { collectLedgerBatches } from './batchStats';
import { dropBenchSchema } from './benchSchema';
import { openBenchCustomers } from './customers';
import { buildStandInApp } from './standInApp';

const databaseUrl = process.env.BENCH_DATABASE_URL as string;
const schema = process.env.BENCH_SCHEMA as string;
const accountCount = Number(process.env.BENCH_ACCOUNTS);
const poolSize = Number(process.env.BENCH_POOL);
const mode = process.env.BENCH_APP;

async function realApp(db: Database) {
  await seedDemoData(db);
  const customers = await openBenchCustomers(db, accountCount);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    IPE_WEB_DIST: '/nonexistent/web/dist',
    IPE_SECRET_KEY: randomBytes(32).toString('base64url'),
    // Every bench client comes from 127.0.0.1; the per-IP limits are for the open internet.
    IPE_LOGIN_LIMIT_PER_IP: '100000',
    IPE_CAPTCHA_LIMIT_PER_IP: '100000',
    IPE_HASH_LIMIT_PER_IP: '100000000',
    IPE_CAPTCHA_COST: process.env.BENCH_CAPTCHA_COST ?? '500',
  });
  // The next noon in São Paulo, running on from there: a run at night met the Pix night limit
  // (R$ 1.000,00) and measured refusals; the figures must not depend on when the bench runs.
  // Never a noon already past: a captcha's expiry is also read by real time.
  const clock = createSettableClock();
  const noon = saoPauloInstant(todayInSaoPaulo(), '12:00');
  clock.set(noon > new Date() ? noon : new Date(noon.getTime() + 24 * 60 * 60 * 1000));
  const app = await buildApp({ db, config, clock });
  return {
    app,
    accounts: customers,
    label:
      'buildApp in production mode: signed-in customers, enabled devices, a transaction hash ' +
      'and the keyed PIN check per transfer',
  };
}

const batches = collectLedgerBatches();
const db = await createDatabase({ databaseUrl, schema, maxConnections: poolSize });
await migrate(db, migrations);
const { app, accounts, label } =
  mode === 'app' ? await realApp(db) : await buildStandInApp(db, accountCount);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'ready', port, accounts, label });

process.on('message', (message: { type: string }) => {
  void (async () => {
    if (message.type === 'check') {
      const report = await createLedger(db).checkInvariants();
      process.send?.({ type: 'checked', problems: report.problems });
    } else if (message.type === 'batches') {
      process.send?.({ type: 'batches', summary: batches.take() });
    } else if (message.type === 'stop') {
      await app.close();
      await db.close();
      await dropBenchSchema(databaseUrl, schema);
      process.exit(0);
    }
  })();
});
