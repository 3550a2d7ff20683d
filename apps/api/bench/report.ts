import type { BatchSummary } from './batchStats';
import type { LoadResult } from './loadRunner';
import type { CpuEach } from './machineCpu';
import type { PgbenchResult } from './pgbench';

/** One pgbench run over the client counts, at one scale. */
export interface Reference {
  name: string;
  results: PgbenchResult[];
}

/** A run at one client count, with the ledger's batches over it where they are known. */
export type MeasuredRun = LoadResult & { batches: BatchSummary | null };

export interface TargetRuns {
  /** Short name for the table's first column. */
  name: string;
  /** What it goes through, printed under the table. */
  label: string;
  results: MeasuredRun[];
  /** The pgbench run it is compared with. */
  reference: Reference;
}

/**
 * The table the benchmark prints: each target's operations (transfers, Pix, balance reads) a
 * second at each client count, then pgbench's TPC-B-like transactions; "vs pgbench" is the
 * target's rate ÷ tps of its pgbench reference at the same client count.
 */
export function formatReport(targets: TargetRuns[], references: Reference[]): string {
  const header = [
    'through',
    'clients',
    'per second',
    'p50 ms',
    'p99 ms',
    'failed',
    'vs pgbench',
    'CPU ms each',
    'server · PG · bench',
    'switches each',
  ];
  const ms = (value: number | null) => (value === null ? '—' : value.toFixed(3));
  const cpu = (each: CpuEach | null) =>
    each === null
      ? ['—', '—', '—']
      : [
          ms(each.machineMs),
          [each.serverMs, each.postgresMs, each.benchMs]
            .map((part) => (part === null ? '—' : part.toFixed(2)))
            .join(' · '),
          each.switches.toFixed(1),
        ];
  const rows: string[][] = [];
  for (const target of targets) {
    for (const run of target.results) {
      const pg = target.reference.results.find((r) => r.clients === run.clients);
      rows.push([
        target.name,
        String(run.clients),
        run.perSecond.toFixed(0),
        run.p50Ms.toFixed(2),
        run.p99Ms.toFixed(2),
        String(run.failed),
        pg ? `${((run.perSecond / pg.tps) * 100).toFixed(1)} %` : '—',
        ...cpu(run.cpu),
      ]);
    }
  }
  for (const pg of references.flatMap((r) => r.results.map((result) => ({ ...result, r })))) {
    rows.push([
      pg.r.name,
      String(pg.clients),
      `${pg.tps.toFixed(0)} tps`,
      pg.p50Ms.toFixed(2),
      pg.p99Ms.toFixed(2),
      '—',
      '100 %',
      ...cpu(pg.cpu),
    ]);
  }
  return [
    ...formatTable(header, rows),
    '',
    ...targets.map((t) => `${t.name}: ${t.label} (vs ${t.reference.name})`),
    "CPU ms each: the whole machine's busy CPU time over the run (load generator, server and " +
      'PostgreSQL; not idle, I/O wait or steal) per transfer or transaction, from /proc/stat: ' +
      "what one costs, which a shared host's noise moves far less than the rates. " +
      'server · PG · bench: of which the server process, every PostgreSQL process and the ' +
      'bench process (the load generator, or the ledger itself in-process), from /proc/{pid}/stat. ' +
      'switches each: context switches over the whole machine, the count of wake-ups, which ' +
      'hardly moves with the host.',
    ...formatBatches(targets),
  ].join('\n');
}

/**
 * The ledger's batches beside each run: a payment's answer waits for its batch to start and for
 * its batch, so where the p99 is far above the p50 these say whether the batches' tail is why.
 */
function formatBatches(targets: TargetRuns[]): string[] {
  const rows = targets.flatMap((target) =>
    target.results.flatMap((run) => {
      const b = run.batches;
      return b
        ? [
            [
              target.name,
              String(run.clients),
              (b.batches / run.seconds).toFixed(0),
              b.perBatch.toFixed(1),
              b.p50Ms.toFixed(2),
              b.p99Ms.toFixed(2),
              b.waitP50Ms.toFixed(2),
              b.waitP99Ms.toFixed(2),
            ],
          ]
        : [];
    }),
  );
  if (rows.length === 0) return [];
  const header = [
    'ledger batches',
    'clients',
    'a second',
    'each holds',
    'batch p50 ms',
    'batch p99 ms',
    'wait p50 ms',
    'wait p99 ms',
  ];
  return [
    '',
    ...formatTable(header, rows),
    '',
    "batch: one batch's transaction, from its first statement to its commit " +
      "(apps/api/src/db/groupCommit.ts); wait: from a transfer's or Pix's submission to the " +
      'start of its batch, which waits for the batch in flight. Its answer waits for both.',
  ];
}

/** A Markdown table's lines: the first column aligned left, the figures right. */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
}
