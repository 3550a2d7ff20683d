import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchSummary } from './batchStats';
import { benchSchemaName, dropBenchSchema } from './benchSchema';
import type { TargetOptions } from './target';

export interface BenchServerAccount {
  accountId: string;
  branch: string;
  number: string;
  /** Real customers only: who signs in. */
  email?: string;
}

export interface BenchServer {
  port: number;
  /** The server process, to read its memory (/proc/{pid}/status). */
  pid: number;
  schema: string;
  label: string;
  accounts: BenchServerAccount[];
  /** Its ledger batches since the last ask; null from another checkout's server that cannot say. */
  batches(): Promise<BatchSummary | null>;
  /** Ledger invariant problems after the run (empty when the books balance). */
  check(): Promise<string[]>;
  stop(): Promise<void>;
}

interface Ready {
  type: 'ready';
  port: number;
  accounts: BenchServerAccount[];
  label: string;
}

/**
 * Starts server.ts (the real app or the stand-in) in a child process on a throwaway schema: this
 * checkout's, or the one `options.checkout` names, run from there with its own modules.
 */
export async function startBenchServer(
  options: TargetOptions & { app: 'app' | 'stand-in' },
): Promise<BenchServer> {
  const schema = benchSchemaName();
  const apiDir = options.checkout
    ? path.join(options.checkout, 'apps', 'api')
    : fileURLToPath(new URL('..', import.meta.url));
  const child = fork(path.join(apiDir, 'bench', 'server.ts'), {
    cwd: apiDir,
    execArgv: [
      '--import',
      'tsx',
      '--conditions=source',
      // BENCH_PROFILE=/a/folder: the server's CPU profile, to see where a request's time goes.
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
      // BENCH_PERF_MAP=1: a map of the JIT's code, so `perf record -g -p <pid>` names JavaScript
      // frames. perf counts only time on a CPU; the CPU profile above samples the wall clock and
      // counts a thread descheduled inside a write as busy (docs/architecture/performance.md).
      ...(process.env.BENCH_PERF_MAP ? ['--perf-basic-prof'] : []),
      // BENCH_ICLOG=/a/file: V8's log of inline-cache state changes, read by bench/icMisses.ts
      // for the sites that miss on every request.
      ...(process.env.BENCH_ICLOG
        ? ['--log-ic', '--no-logfile-per-isolate', `--logfile=${process.env.BENCH_ICLOG}`]
        : []),
    ],
    env: {
      ...process.env,
      BENCH_APP: options.app,
      BENCH_DATABASE_URL: options.databaseUrl,
      BENCH_SCHEMA: schema,
      BENCH_ACCOUNTS: String(options.accounts),
      BENCH_POOL: String(Math.min(options.maxClients, 40)),
    },
    // The server's request logs go nowhere (written, as in production, but not shown).
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let ready: Ready;
  try {
    ready = await nextMessage<Ready>(child, 'ready', 180_000);
  } catch (error) {
    child.kill();
    await dropBenchSchema(options.databaseUrl, schema).catch(() => undefined);
    throw error;
  }
  options.log(
    `${options.app} server listening on 127.0.0.1:${ready.port} (pid ${child.pid})` +
      (options.checkout ? `, from ${options.checkout}` : ''),
  );
  let answersBatches = true;
  return {
    port: ready.port,
    pid: child.pid!,
    schema,
    label: ready.label,
    accounts: ready.accounts,
    async batches() {
      if (!answersBatches) return null;
      child.send({ type: 'batches' });
      try {
        const { summary } = await nextMessage<{ summary: BatchSummary | null }>(
          child,
          'batches',
          options.checkout ? 5_000 : 60_000,
        );
        return summary;
      } catch (error) {
        // Another checkout's server may not know the question: asked once, briefly, then not again.
        if (!options.checkout) throw error;
        answersBatches = false;
        return null;
      }
    },
    async check() {
      child.send({ type: 'check' });
      const { problems } = await nextMessage<{ problems: string[] }>(child, 'checked', 60_000);
      return problems;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

function nextMessage<T>(child: ChildProcess, type: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no '${type}' from the server`)), timeoutMs);
    const onMessage = (message: { type?: string }) => {
      if (message?.type === type) done(null, message as T);
    };
    const onExit = (code: number | null) => done(new Error(`server exited with code ${code}`));
    function done(error: Error | null, value?: T) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value as T);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
