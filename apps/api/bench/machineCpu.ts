import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** What one operation cost, over a run (cpuSince). */
export interface CpuEach {
  /** The whole machine's busy CPU ms: user, nice, system, irq and softirq. */
  machineMs: number;
  /** Of which the server process (null where the run has none: the ledger in-process, pgbench). */
  serverMs: number | null;
  /** Of which every PostgreSQL process (null for pgbench, whose connections end with it). */
  postgresMs: number | null;
  /** Of which this process: the load generator, or the ledger itself when run in-process. */
  benchMs: number | null;
  /** The machine's context switches: each wake-up of a process waiting on another. */
  switches: number;
}

/** A reading of the counters CpuEach is made of (readCpu). */
export interface CpuReading {
  machineMs: number;
  switches: number;
  serverMs: number | null;
  postgresMs: number;
  benchMs: number;
}

/**
 * The machine's busy CPU time and context switches so far (/proc/stat), and the CPU of the parts
 * of a run: the server (`serverPid`), PostgreSQL's processes, this process. Load generator,
 * server and PostgreSQL share the machine, so busy time over a run divided by what it completed
 * is what one operation costs in CPU, all parts counted: a figure a shared host's noise moves far
 * less than throughput. Busy leaves out idle, I/O wait and steal (time the hypervisor gave to
 * someone else). Context switches per operation hardly move with the host at all. Null where
 * there is no /proc (not Linux).
 */
export function readCpu(serverPid?: number): CpuReading | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  const lines = stat.split('\n');
  const fields = lines[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  const switches = Number(lines.find((line) => line.startsWith('ctxt '))?.slice(5) ?? 0);
  const own = process.cpuUsage();
  return {
    machineMs: ticksToMs(user + nice + system + irq + softirq),
    switches,
    serverMs: serverPid === undefined ? null : processMs(serverPid),
    postgresMs: postgresMs(),
    benchMs: (own.user + own.system) / 1000,
  };
}

/** Per operation completed since `started` (a readCpu()); null where it cannot be read. */
export function cpuSince(
  started: CpuReading | null,
  operations: number,
  parts: { server?: number; postgres?: boolean; bench?: boolean } = {},
): CpuEach | null {
  const now = readCpu(parts.server);
  if (started === null || now === null || operations === 0) return null;
  const each = (from: number | null, to: number | null) =>
    from === null || to === null ? null : (to - from) / operations;
  return {
    machineMs: (now.machineMs - started.machineMs) / operations,
    serverMs: each(started.serverMs, now.serverMs),
    postgresMs: parts.postgres === false ? null : each(started.postgresMs, now.postgresMs),
    benchMs: parts.bench === false ? null : each(started.benchMs, now.benchMs),
    switches: (now.switches - started.switches) / operations,
  };
}

/** A process's user and system CPU ms, all its threads; null once it is gone. */
function processMs(pid: number): number | null {
  try {
    return cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Every PostgreSQL process's CPU ms (backends, WAL writer, checkpointer…), by their name, with
 * what their exited children used: a backend that exits during a run (an autovacuum worker, the
 * last target's connections) takes its own time out of the sum, and the postmaster, which waits
 * for it, adds the same time to its children's. Without that, a run's PostgreSQL share could come
 * out negative (−0.30 ms a transfer, real server at 16 clients, 2026-12-03).
 */
function postgresMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') {
        total += cpuMsOfStat(stat, 'with children');
      }
    } catch {
      // Gone between the listing and the read.
    }
  }
  return total;
}

/**
 * A /proc/{pid}/stat line's CPU in ms: utime + stime (fields 14 and 15; the name may hold spaces),
 * and `with children`, cutime + cstime too (16 and 17: its children's, once it has waited for them).
 */
export function cpuMsOfStat(stat: string, children?: 'with children'): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return ticksToMs(children ? own + Number(fields[13]) + Number(fields[14]) : own);
}

function ticksToMs(ticks: number): number {
  ticksPerSecond ??= clockTicks();
  return (ticks * 1000) / ticksPerSecond;
}

/** The kernel's USER_HZ, in which /proc counts (100 on every common Linux). */
function clockTicks(): number {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return value > 0 ? value : 100;
  } catch {
    return 100;
  }
}
