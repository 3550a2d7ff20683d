import { describe, expect, it } from 'vitest';
import type { LoadResult } from './loadRunner';
import { formatPairedReport } from './pairedReport';

function run(perSecond: number, serverMs: number, machineMs: number): LoadResult {
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
  };
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
  });
});
