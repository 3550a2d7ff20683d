import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { percentile } from './loadRunner';
import { type CpuEach, cpuSince, readCpu } from './machineCpu';

const run = promisify(execFile);

export interface PgbenchResult {
  clients: number;
  tps: number;
  p50Ms: number;
  p99Ms: number;
  /** What a transaction cost the machine, pgbench's client included (machineCpu.ts). */
  cpu: CpuEach | null;
}

/**
 * The same machine's reference point: pgbench's TPC-B-like transaction (three updates, a select
 * and an insert) on a throwaway database beside the server's, dropped afterwards. Latencies come
 * from pgbench's per-transaction log so p50/p99 compare like for like.
 */
export async function runPgbench(
  databaseUrl: string,
  clientCounts: number[],
  seconds: number,
  scale: number,
  log: (line: string) => void,
): Promise<PgbenchResult[]> {
  const name = `ipe_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const logDir = await mkdtemp(join(tmpdir(), 'ipe-pgbench-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    log(`pgbench -i -s ${scale} (throwaway database ${name})`);
    await run('pgbench', ['-i', '-q', '-s', String(scale), url.toString()]);
    const results: PgbenchResult[] = [];
    for (const clients of clientCounts) {
      const threads = Math.min(2, clients);
      log(`pgbench -b tpcb-like -c ${clients} -j ${threads} -T ${seconds}`);
      const prefix = join(logDir, `c${clients}`);
      const started = readCpu();
      const { stdout } = await run(
        'pgbench',
        [
          ...['-b', 'tpcb-like', '-c', String(clients), '-j', String(threads)],
          ...['-T', String(seconds), '-n', '-l', `--log-prefix=${prefix}`, url.toString()],
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      const tps = /tps = ([0-9.]+)/.exec(stdout);
      const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
      if (!tps || !processed) throw new Error(`unexpected pgbench output:\n${stdout}`);
      // The machine's whole cost, pgbench's client included; its backends are gone by now.
      const cpu = cpuSince(started, Number(processed[1]), { postgres: false, bench: false });
      const latencies = await readLatencies(logDir, `c${clients}`);
      results.push({
        clients,
        tps: Number(tps[1]),
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
        cpu,
      });
    }
    return results;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await rm(logDir, { recursive: true, force: true });
  }
}

/** pgbench -l lines: client_id transaction_no latency_us script_no epoch_s epoch_us. */
async function readLatencies(dir: string, prefix: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const file of await readdir(dir)) {
    if (!file.startsWith(`${prefix}.`)) continue;
    for (const line of (await readFile(join(dir, file), 'utf8')).split('\n')) {
      const fields = line.split(' ');
      const micros = Number(fields[2]);
      if (fields.length >= 6 && Number.isFinite(micros)) latencies.push(micros / 1000);
    }
  }
  return latencies.sort((a, b) => a - b);
}
