import { describe, expect, it } from 'vitest';
import { cpuMsOfStat, cpuSince, readCpu } from './machineCpu';
import { formatReport, type Reference } from './report';

describe('bench report', () => {
  it('shows what each part of the machine spent on one operation, and the switches', () => {
    const reference: Reference = {
      name: 'pgbench',
      results: [{ clients: 16, tps: 2000, p50Ms: 5, p99Ms: 15, cpu: null }],
    };
    const report = formatReport(
      [
        {
          name: 'real server',
          label: 'the app',
          reference,
          results: [
            {
              clients: 16,
              seconds: 5,
              completed: 5000,
              failed: 0,
              perSecond: 1000,
              p50Ms: 15,
              p99Ms: 30,
              cpu: {
                machineMs: 1.7,
                serverMs: 0.83,
                postgresMs: 0.56,
                benchMs: 0.33,
                switches: 7.7,
              },
              failures: [],
              batches: {
                batches: 700,
                perBatch: 7.1,
                p50Ms: 6.8,
                p99Ms: 21.3,
                waitP50Ms: 3.05,
                waitP99Ms: 17,
              },
            },
          ],
        },
      ],
      [reference],
    );
    const row = report.split('\n').find((line) => line.startsWith('| real server'));
    expect(row).toMatch(/50\.0 % \| +1\.700 \| +0\.83 · 0\.56 · 0\.33 \| +7\.7 \|$/);
    expect(report.split('\n').find((line) => line.startsWith('| pgbench'))).toMatch(
      /— \| +— \| +— \|$/,
    );
    // The ledger's batches over the same run: 700 in 5 s, and how long they and their wait took.
    const batches = report.split('\n').filter((line) => line.startsWith('| real server'))[1];
    expect(batches).toMatch(
      /\| +16 \| +140 \| +7\.1 \| +6\.80 \| +21\.30 \| +3\.05 \| +17\.00 \|$/,
    );
  });

  it('counts this process’s CPU as the bench’s, and no server where there is none', (ctx) => {
    const started = readCpu();
    if (started === null) ctx.skip(); // not Linux
    // Busy for 50 ms of this process's own CPU, not of the clock: with the other test suites on
    // both cores, 50 ms of the clock gave it 18 ms of CPU, and the check below failed.
    const from = process.cpuUsage();
    const spentUs = () => {
      const { user, system } = process.cpuUsage(from);
      return user + system;
    };
    while (spentUs() < 50_000);
    const each = cpuSince(started, 10)!;
    expect(each.benchMs).toBeGreaterThan(2);
    expect(each.machineMs).toBeGreaterThanOrEqual(each.benchMs! - 1);
    expect(each.serverMs).toBeNull();
    expect(each.postgresMs).not.toBeNull();
  });

  it('counts what a process’s exited children used where asked, so no exit lowers a sum', () => {
    // pid, a name with spaces, state, then fields 4–13; utime 250, stime 50, cutime 700, cstime 100.
    const stat = (times: string) =>
      `1234 (postgres: a b) S 1 1 1 0 -1 4194560 10 0 0 0 ${times} 20 0`;
    const measured = stat('250 50 700 100');
    expect(cpuMsOfStat(measured)).toBe(cpuMsOfStat(stat('300 0 0 0')));
    expect(cpuMsOfStat(measured, 'with children')).toBe(cpuMsOfStat(stat('1100 0 0 0')));
    expect(cpuMsOfStat(measured, 'with children')).toBeGreaterThan(cpuMsOfStat(measured));
  });
});
