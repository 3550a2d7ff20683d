import { performance } from 'node:perf_hooks';
import { type CpuEach, cpuSince, readCpu } from './machineCpu';

export interface LoadResult {
  clients: number;
  seconds: number;
  completed: number;
  failed: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** What a completed operation cost the machine, and each part of it (machineCpu.ts). */
  cpu: CpuEach | null;
  /** First few distinct failure messages, so a broken run says why. */
  failures: string[];
}

/**
 * Runs `operation` from `clients` concurrent loops for `seconds`; each loop starts its next
 * operation as soon as the previous one ends (closed system, like pgbench's clients).
 */
export async function runLoad(
  clients: number,
  seconds: number,
  operation: (client: number) => Promise<void>,
  serverPid?: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures = new Set<string>();
  let failed = 0;
  const cpuAtStart = readCpu(serverPid);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async (client: number) => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await operation(client);
        latencies.push(performance.now() - t0);
      } catch (error) {
        failed++;
        if (failures.size < 5) failures.add(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => loop(i)));
  const cpu = cpuSince(cpuAtStart, latencies.length, { server: serverPid });
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    clients,
    seconds: elapsed,
    completed: latencies.length,
    failed,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    cpu,
    failures: [...failures],
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}
