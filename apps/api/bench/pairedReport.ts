import { type MeasuredRun, formatTable } from './report';

/** One target measured in turn on two checkouts' servers, round after round. */
export interface PairedRuns {
  /** Short name for the table's first column. */
  name: string;
  /**
   * Each round's results at every client count, the base's and this checkout's, with the ledger's
   * batches where the side's server could say.
   */
  rounds: { base: MeasuredRun[]; current: MeasuredRun[] }[];
}

/**
 * The table `BENCH_BASE` prints: for each target and client count, the medians of both sides and
 * the median of each round's ratio (this ÷ base), with its least and greatest. A round's two runs
 * follow each other, so the host's drift, which moves every rate by more than most changes do,
 * moves both sides of a ratio alike.
 */
export function formatPairedReport(targets: PairedRuns[], baseName: string): string {
  const header = [
    'through',
    'clients',
    'base /s',
    'this /s',
    'this ÷ base',
    'server ms each, base',
    'this',
    'this ÷ base',
    'machine ms each, this ÷ base',
  ];
  const rows = eachClientCount(targets, (of) => {
    const rate = (r: MeasuredRun) => r.perSecond;
    const server = (r: MeasuredRun) => r.cpu?.serverMs;
    const machine = (r: MeasuredRun) => r.cpu?.machineMs;
    return [
      fixed(median(of('base', rate)), 0),
      fixed(median(of('current', rate)), 0),
      spread(ratios(of('current', rate), of('base', rate))),
      fixed(median(of('base', server)), 3),
      fixed(median(of('current', server)), 3),
      spread(ratios(of('current', server), of('base', server))),
      spread(ratios(of('current', machine), of('base', machine))),
    ];
  });
  const rounds = targets[0]?.rounds.length ?? 0;
  const batches = formatPairedBatches(targets);
  return [
    ...formatTable(header, rows),
    ...(batches.length ? ['', ...batches] : []),
    '',
    `base: the server of ${baseName}; this: this checkout's. ${rounds} round(s), each running ` +
      'both in turn (the first side alternating), with the same load generator. Medians; a ratio ' +
      "is each round's own, shown as its median (least–greatest).",
  ].join('\n');
}

/**
 * The ledger's batches on both sides, for the targets that go through them: a change to how
 * batches form shows in their size and time before the host's noise lets the rate show it.
 */
function formatPairedBatches(targets: PairedRuns[]): string[] {
  const rows = eachClientCount(targets, (of) => {
    const size = (r: MeasuredRun) => r.batches?.perBatch;
    const time = (r: MeasuredRun) => r.batches?.p50Ms;
    if ([...of('base', size), ...of('current', size)].every((v) => v === null)) return null;
    return [
      fixed(median(of('base', size)), 1),
      fixed(median(of('current', size)), 1),
      fixed(median(of('base', time)), 2),
      fixed(median(of('current', time)), 2),
      spread(ratios(of('current', time), of('base', time))),
    ];
  });
  if (rows.length === 0) return [];
  return formatTable(
    [
      'ledger batches',
      'clients',
      'each holds, base',
      'this',
      'batch p50 ms, base',
      'this',
      'this ÷ base',
    ],
    rows,
  );
}

/** One figure of each round's run at a client count, on one side; null where it has none. */
type RoundsOf = (
  side: 'base' | 'current',
  value: (r: MeasuredRun) => number | null | undefined,
) => (number | null)[];

/**
 * A table's rows, one per target and client count: its name and count, then the cells `cells`
 * makes from what each round measured there (no row where it answers null).
 */
function eachClientCount(
  targets: PairedRuns[],
  cells: (of: RoundsOf) => string[] | null,
): string[][] {
  return targets.flatMap((target) => {
    const clientCounts = target.rounds[0]?.current.map((r) => r.clients) ?? [];
    return clientCounts.flatMap((clients) => {
      const of: RoundsOf = (side, value) =>
        target.rounds.map((round) => {
          const run = round[side].find((r) => r.clients === clients);
          return run ? (value(run) ?? null) : null;
        });
      const row = cells(of);
      return row ? [[target.name, String(clients), ...row]] : [];
    });
  });
}

function ratios(current: (number | null)[], base: (number | null)[]): number[] {
  return current.flatMap((value, i) => {
    const under = base[i];
    return value !== null && under !== null && under !== undefined && under > 0
      ? [value / under]
      : [];
  });
}

function median(values: (number | null)[]): number | null {
  return middleOf(values.filter((v): v is number => v !== null).sort((a, b) => a - b));
}

/** The median of values already in order. */
function middleOf(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function fixed(value: number | null, digits: number): string {
  return value === null ? '—' : value.toFixed(digits);
}

function spread(values: number[]): string {
  if (values.length === 0) return '—';
  const sorted = [...values].sort((a, b) => a - b);
  return `${fixed(middleOf(sorted), 3)} (${sorted[0]!.toFixed(3)}–${sorted[sorted.length - 1]!.toFixed(3)})`;
}
