/** Something the benchmark can push transfers through: the HTTP server or the ledger itself. */
export interface BenchTarget {
  label: string;
  /** The server process, where there is one: its CPU is shown apart. */
  serverPid?: number;
  /** One internal transfer between two random accounts; rejects when it did not succeed. */
  transfer(client: number): Promise<void>;
  /** Ledger invariant problems after the run (empty when the books balance). */
  check(): Promise<string[]>;
  stop(): Promise<void>;
}
