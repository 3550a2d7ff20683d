/**
 * `pnpm bench` (root) or `pnpm --filter @ipe/api bench`: transfers, Pix and reads per second and
 * p50/p99 latency at 1, 16 and 64 concurrent clients on PostgreSQL, through
 *   app       the real server over HTTP: signed-in customers, enabled devices, a transaction
 *             hash per transfer and the keyed PIN check (what a customer's transfer costs);
 *   pix       the same, paying a Pix by key (the payee's e-mail) through the outgoing Pix flow;
 *   balance   the same customers reading their balance, each read with its own transaction hash
 *             (an authenticated read, what most of a customer's requests are);
 *   stand-in  the transfer route alone on Fastify over HTTP, no security checks;
 *   ledger    the ledger service in-process, no HTTP;
 *   hot       the same, every transfer into or out of one account (vs pgbench at scale 1);
 * then the same machine's pgbench TPC-B-like transactions per second at the same client counts,
 * with the ratio. A benchmark, not a test: it prints numbers and fails only if something broke.
 *
 * DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); each target
 *                runs in a throwaway schema and pgbench in a throwaway database, all dropped at the
 *                end. Checked first, with pgbench on PATH: the bench stops at once, saying what is
 *                missing, rather than after minutes of load.
 * BENCH_SECONDS  length of each measured run (default 5; the whole bench stays under ~4 min).
 * BENCH_TARGETS  which targets, comma-separated (default: the six above and statement, a page,
 *                a search and a year's CSV/PDF export for 100,000 movements).
 * BENCH_CLIENTS  the client counts, comma-separated (default 1,16,64): `16` alone measures the
 *                goal's count in a third of the time, for before-and-after runs taken in turn.
 * BENCH_PROFILE  a folder: the server's V8 CPU profile (wall-clock samples) is written there.
 * BENCH_PERF_MAP 1: the server writes a perf map, so `perf record -g -p <pid>` names its
 *                JavaScript frames (time on a CPU only).
 * BENCH_BASE     another checkout of this repository (its root, installed: `git worktree add
 *                /tmp/base REV && cd /tmp/base && pnpm install --offline --frozen-lockfile`):
 *                each server target runs BENCH_ROUNDS times (default 3) on that checkout's server
 *                and on this one's in turn, and the bench prints both sides and each round's
 *                ratio instead of the table against pgbench. The ledger's targets run in this
 *                process, so only the server's (app, pix, balance, stand-in) can be paired.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { measurePinCheck } from './pinCost';
import { startAppTarget } from './appTarget';
import { startLedgerTarget } from './ledgerTarget';
import { runLoad } from './loadRunner';
import { runPgbench } from './pgbench';
import { DEFAULT_DATABASE_URL, preflight } from './preflight';
import { type MeasuredRun, type Reference, type TargetRuns, formatReport } from './report';
import { startStandInTarget } from './standInTarget';
import { formatPairedReport, type PairedRuns } from './pairedReport';
import { runStatementBench } from './statementBench';
import type { BenchTarget, TargetOptions } from './target';

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '1,16,64').split(',').map(Number);
if (!CLIENT_COUNTS.every((n) => Number.isInteger(n) && n > 0 && n <= 64)) {
  throw new Error('BENCH_CLIENTS must be client counts from 1 to 64, comma-separated');
}
/** One account per client at 64, the most: client i always pays from account i. */
const ACCOUNTS = 64;
const PGBENCH_SCALE = 10;
/** The hot account's reference: pgbench at scale 1, every transaction updating one branch row. */
const HOT_CLIENTS = 64;
/**
 * Load before the first measured run, at 16 clients, until V8 has compiled the hot paths: after
 * 2 s it was still optimizing functions through the one-client run, which cost the server a
 * fifth more CPU per transfer there (half again per Pix) than once warm.
 */
const WARM_UP_SECONDS = 10;

type TargetName = 'app' | 'pix' | 'balance' | 'stand-in' | 'ledger' | 'hot';
/**
 * `reference`: which pgbench run it compares with (hot: scale 1, one branch row for all).
 * `inProcess`: the target runs in the bench's own process, with this checkout's code, so
 * `BENCH_BASE` cannot pair it with another checkout's.
 */
const TARGETS: Record<
  TargetName,
  {
    name: string;
    start: (options: TargetOptions) => Promise<BenchTarget>;
    reference?: 'hot';
    inProcess?: true;
  }
> = {
  app: { name: 'real server', start: startAppTarget },
  pix: { name: 'Pix by key', start: (options) => startAppTarget({ ...options, operation: 'pix' }) },
  balance: {
    name: 'balance read',
    start: (options) => startAppTarget({ ...options, operation: 'balance' }),
  },
  'stand-in': { name: 'stand-in route', start: startStandInTarget },
  ledger: { name: 'ledger only', start: startLedgerTarget, inProcess: true },
  hot: {
    name: 'hot account',
    start: (options) => startLedgerTarget({ ...options, hot: true }),
    reference: 'hot',
    inProcess: true,
  },
};

async function main() {
  const fromEnv = Boolean(process.env.DATABASE_URL);
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('BENCH_SECONDS must be > 0');
  const requested = (process.env.BENCH_TARGETS ?? 'app,pix,balance,stand-in,ledger,hot,statement')
    .split(',')
    .map((name) => name.trim());
  // `statement`: the statement and its exports on a long history (statementBench.ts).
  const wantStatement = requested.includes('statement');
  const wanted = requested.filter((name) => name !== 'statement') as TargetName[];
  for (const name of wanted) {
    if (!(name in TARGETS)) throw new Error(`BENCH_TARGETS: unknown target "${name}"`);
  }
  const log = (line: string) => console.log(`· ${line}`);
  const maxClients = Math.max(...CLIENT_COUNTS);
  const started = Date.now();

  const problems = await preflight(databaseUrl, fromEnv);
  if (problems.length) {
    console.error(['pnpm bench cannot run here:', ...problems.map((p) => `  - ${p}`)].join('\n'));
    process.exit(2);
  }
  log(
    `PostgreSQL at ${redact(databaseUrl)}${fromEnv ? '' : ' (default; set DATABASE_URL for another)'}, ` +
      `${seconds} s per run, ${ACCOUNTS} accounts`,
  );
  if (wanted.length === 0) {
    for (const line of await runStatementBench({ databaseUrl, log })) console.log(line);
    return;
  }
  const targetOptions: TargetOptions = { databaseUrl, accounts: ACCOUNTS, maxClients, log };
  const base = process.env.BENCH_BASE;
  if (base) {
    await runPaired(base, wanted, seconds, targetOptions);
    return;
  }
  const pinMs = await measurePinCheck();
  const cores = availableParallelism();
  log(`one keyed PIN check takes ${pinMs.toFixed(3)} ms here (${cores} cores)`);

  const runs: (Omit<TargetRuns, 'reference'> & { versus?: 'hot' })[] = [];
  let broken = false;
  for (const name of wanted) {
    const { name: shown, start } = TARGETS[name];
    log(`${shown}: starting`);
    const target = await start(targetOptions);
    try {
      const results = await measure(target, seconds, log);
      const problems = await target.check();
      if (problems.length) throw new Error(`ledger invariants broken:\n${problems.join('\n')}`);
      log(`${shown}: ledger invariants hold (sum of all accounts = 0, no overdraft)`);
      runs.push({ name: shown, label: target.label, results, versus: TARGETS[name].reference });
      broken ||= results.some((r) => r.completed === 0);
    } finally {
      await target.stop();
    }
  }

  const references: Reference[] = [
    {
      name: `pgbench tpcb-like, scale ${PGBENCH_SCALE}`,
      results: await runPgbench(databaseUrl, CLIENT_COUNTS, seconds, PGBENCH_SCALE, log),
    },
  ];
  if (runs.some((run) => run.versus === 'hot')) {
    references.push({
      name: 'pgbench tpcb-like, scale 1',
      results: await runPgbench(databaseUrl, [HOT_CLIENTS], seconds, 1, log),
    });
  }
  const [broad, hot] = references as [Reference, Reference | undefined];
  console.log('');
  console.log(
    formatReport(
      runs.map(({ versus, ...run }) => ({
        ...run,
        reference: versus === 'hot' && hot ? hot : broad,
      })),
      references,
    ),
  );
  console.log('');
  console.log(
    [
      `Each run ${seconds} s; each target first warms up ${WARM_UP_SECONDS} s at 16 clients. ` +
        `${ACCOUNTS} accounts, client i pays from account i to a random other, a new ` +
        'Idempotency-Key per transfer.',
      wanted.includes('app')
        ? 'real server: a transfer is two HTTP requests (POST /hash/auth, then the transfer) and ' +
          `one keyed PIN check (HMAC, ${pinMs.toFixed(3)} ms here; argon2id took ~10 ms); with ` +
          'the session, device and hash checks and their database round trips, the gap to the ' +
          'stand-in route.'
        : '',
      `pgbench -b tpcb-like: scale ${PGBENCH_SCALE}, -j 2, ${seconds} s per client count. ` +
        'Load generator, server and PostgreSQL share this machine.',
      `Whole bench: ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  if (wantStatement) {
    console.log('');
    for (const line of await runStatementBench({ databaseUrl, log })) console.log(line);
  }
  if (broken) process.exitCode = 1;
}

/** BENCH_BASE: each wanted target on the base's server and this one's, in turn, round by round. */
async function runPaired(
  base: string,
  wanted: TargetName[],
  seconds: number,
  options: TargetOptions,
): Promise<void> {
  const { log } = options;
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('BENCH_ROUNDS must be 1 or more');
  if (!existsSync(path.join(base, 'apps', 'api', 'bench', 'server.ts'))) {
    throw new Error(`BENCH_BASE: ${base} is not a checkout of this repository`);
  }
  const inProcess = wanted.filter((name) => TARGETS[name].inProcess);
  if (inProcess.length) {
    throw new Error(`BENCH_BASE: ${inProcess.join(', ')} run in this process and cannot be paired`);
  }
  const paired: PairedRuns[] = [];
  for (const name of wanted) {
    const { name: shown, start } = TARGETS[name];
    const runs: PairedRuns = { name: shown, rounds: [] };
    for (let round = 0; round < rounds; round++) {
      // The side that goes first alternates, so a host speeding up or slowing down through the
      // bench favours neither.
      const sides = round % 2 ? (['current', 'base'] as const) : (['base', 'current'] as const);
      const results: Record<'base' | 'current', MeasuredRun[]> = { base: [], current: [] };
      for (const side of sides) {
        log(`${shown}, round ${round + 1} of ${rounds}: the ${side} server`);
        const target = await start({ ...options, ...(side === 'base' ? { checkout: base } : {}) });
        try {
          results[side] = await measure(target, seconds, log);
          const problems = await target.check();
          if (problems.length) throw new Error(`ledger invariants broken:\n${problems.join('\n')}`);
        } finally {
          await target.stop();
        }
      }
      runs.rounds.push(results);
    }
    paired.push(runs);
  }
  console.log('');
  console.log(formatPairedReport(paired, base));
  if (
    paired.some((t) =>
      t.rounds.some((r) => [...r.base, ...r.current].some((x) => x.completed === 0)),
    )
  ) {
    process.exitCode = 1;
  }
}

async function measure(
  target: BenchTarget,
  seconds: number,
  log: (line: string) => void,
): Promise<MeasuredRun[]> {
  await runLoad(16, WARM_UP_SECONDS, (c) => target.operate(c), target.serverPid);
  const results: MeasuredRun[] = [];
  for (const clients of CLIENT_COUNTS) {
    await target.batches(); // the warm-up's and the previous run's, left out
    const loaded = await runLoad(clients, seconds, (c) => target.operate(c), target.serverPid);
    const result = { ...loaded, batches: await target.batches() };
    const { batches } = result;
    log(
      `  ${String(clients).padStart(2)} client(s): ${result.perSecond.toFixed(0)}/s, ` +
        `p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms` +
        (batches
          ? `; batches of ${batches.perBatch.toFixed(1)}, p50 ${batches.p50Ms.toFixed(2)} ms`
          : '') +
        (result.failed ? `, ${result.failed} failed (${result.failures.join(' / ')})` : ''),
    );
    results.push(result);
  }
  return results;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
