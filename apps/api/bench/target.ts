import type { BatchSummary } from './batchStats';

/** Something the benchmark can load: the HTTP server or the ledger itself. */
export interface BenchTarget {
  label: string;
  /** The server process, where there is one: its CPU is shown apart. */
  serverPid?: number;
  /**
   * One operation of the client's: an internal transfer or a Pix between two random accounts, or
   * a read of the client's balance; rejects when it did not succeed.
   */
  operate(client: number): Promise<void>;
  /**
   * The ledger's batches since the last call (batchStats.ts), or null where they are not known
   * (another checkout's server, which may not tell).
   */
  batches(): Promise<BatchSummary | null>;
  /** Ledger invariant problems after the run (empty when the books balance). */
  check(): Promise<string[]>;
  stop(): Promise<void>;
}

/** What starting a target takes. */
export interface TargetOptions {
  databaseUrl: string;
  accounts: number;
  maxClients: number;
  log: (line: string) => void;
  /**
   * Another checkout of this repository (its root, installed), whose server to run instead of
   * this one's: `BENCH_BASE`, for before-and-after runs taken in turn (main.ts).
   */
  checkout?: string;
}
