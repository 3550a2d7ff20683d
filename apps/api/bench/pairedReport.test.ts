import { describe, expect, it } from 'vitest';
import type { BatchSummary } from './batchStats';
import { formatPairedReport } from './pairedReport';
import type { MeasuredRun } from './report';

function run(
  perSecond: number,
  serverMs: number,
  machineMs: number,
  batches: BatchSummary | null = null,
): MeasuredRun {
  return {
    clients: 16,
    seconds: 10,
    completed: perSecond * 10,
    failed: 0,
    perSecond,
    p50Ms: 10,
    p99Ms: 20,
    cpu: { machineMs, serverMs, postgresMs: 0.3, benchMs: 0.1, switches: 4.6 },
    failures: [],
    batches,
  };
}

function batchesOf(perBatch: number, p50Ms: number): BatchSummary {
  return { batches: 1000, perBatch, p50Ms, p99Ms: 2 * p50Ms, waitP50Ms: 1, waitP99Ms: 5 };
}

describe('paired bench report', () => {
  it("gives each side's median and the median of each round's own ratio", () => {
    const report = formatPairedReport(
      [
        {
          name: 'Pix by key',
          rounds: [
            // The host moves between rounds by more than the change: the medians of the sides
            // are alike, while each round's own ratio shows the change.
            { base: [run(1000, 0.9, 1.8)], current: [run(1100, 0.81, 1.62)] },
            { base: [run(1500, 0.6, 1.2)], current: [run(1500, 0.6, 1.2)] },
            { base: [run(2000, 0.45, 0.9)], current: [run(2400, 0.36, 0.72)] },
          ],
        },
      ],
      '/tmp/base',
    );
    const row = report.split('\n').find((line) => line.startsWith('| Pix by key'));
    const cells = row?.split('|').map((cell) => cell.trim());
    expect(cells?.slice(1, 10)).toEqual([
      'Pix by key',
      '16',
      '1500',
      '1500',
      '1.100 (1.000–1.200)',
      '0.600',
      '0.600',
      '0.900 (0.800–1.000)',
      '0.900 (0.800–1.000)',
    ]);
    expect(report).toContain('base: the server of /tmp/base');
    expect(report).toContain('3 round(s)');
  });

  it('leaves a ratio out of a round where a side measured no CPU', () => {
    const noCpu = { ...run(1000, 0, 0), cpu: null };
    const report = formatPairedReport(
      [
        {
          name: 'real server',
          rounds: [
            { base: [run(1000, 0.5, 1)], current: [run(1100, 0.4, 0.9)] },
            { base: [noCpu], current: [run(1100, 0.6, 1.1)] },
          ],
        },
      ],
      'base',
    );
    const row = report.split('\n').find((line) => line.startsWith('| real server'));
    expect(row).toContain('1.100 (1.100–1.100)');
    expect(row).toContain('0.800 (0.800–0.800)');
    expect(report).not.toContain('ledger batches');
  });

  it("gives each side's batches where its server said, and their time's ratio per round", () => {
    const report = formatPairedReport(
      [
        {
          name: 'Pix by key',
          rounds: [
            {
              base: [run(1000, 0.9, 1.8, batchesOf(7.6, 12))],
              current: [run(1100, 0.8, 1.6, batchesOf(6.6, 9))],
            },
            {
              base: [run(1000, 0.9, 1.8, batchesOf(7.8, 10))],
              current: [run(1000, 0.9, 1.8, batchesOf(6.8, 8))],
            },
            // An older base that cannot say: no ratio for that round.
            { base: [run(1000, 0.9, 1.8)], current: [run(900, 1, 2, batchesOf(7, 11))] },
          ],
        },
      ],
      'base',
    );
    // The second table's row: the first is the rates'.
    const row = report.split('\n').filter((line) => line.startsWith('| Pix by key'))[1];
    const cells = row?.split('|').map((cell) => cell.trim());
    expect(cells?.slice(1, 8)).toEqual([
      'Pix by key',
      '16',
      '7.7',
      '6.8',
      '11.00',
      '9.00',
      '0.775 (0.750–0.800)',
    ]);
  });
});
