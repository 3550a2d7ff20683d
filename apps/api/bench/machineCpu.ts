import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/**
 * The whole machine's busy CPU time so far, in ms, or null where there is no /proc/stat (not
 * Linux). Busy is user, nice, system, irq and softirq: not idle, I/O wait or steal (time the
 * hypervisor gave to someone else). Load generator, server and PostgreSQL share the machine, so
 * busy time over a run divided by what it completed is what one operation costs in CPU, all
 * parts counted: a figure a shared host's noise moves far less than throughput.
 */
export function machineBusyMs(): number | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  const fields = stat.split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  ticksPerSecond ??= clockTicks();
  return ((user + nice + system + irq + softirq) * 1000) / ticksPerSecond;
}

/** The kernel's USER_HZ, in which /proc/stat counts (100 on every common Linux). */
function clockTicks(): number {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return value > 0 ? value : 100;
  } catch {
    return 100;
  }
}

/** Busy ms spent (from busySince) per operation completed in that time; null when unknown. */
export function perOperation(spentMs: number | null, operations: number): number | null {
  return spentMs === null || operations === 0 ? null : spentMs / operations;
}

/** Busy ms since `started`, a machineBusyMs() reading; null where it cannot be read. */
export function busySince(started: number | null): number | null {
  const now = machineBusyMs();
  return started === null || now === null ? null : now - started;
}
