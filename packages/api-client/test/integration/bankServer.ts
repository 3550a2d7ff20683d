import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(fileURLToPath(import.meta.url), '../../../../../apps/api');
export const API_ENTRY = join(apiDir, 'dist/main.js');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningBankServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real bank server (apps/api, built) as its own process on a free port, with a fresh
 * PGlite database in a temporary folder, and waits until its health check answers.
 */
export async function startBankServer(
  env: Record<string, string> = {},
): Promise<RunningBankServer> {
  if (!existsSync(API_ENTRY)) {
    throw new Error(`Build the bank server first: pnpm --filter @ipe/api build (${API_ENTRY})`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'ipe-api-client-it-'));
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', API_ENTRY], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      IPE_DATA_DIR: dataDir,
      // Always PGlite, even where DATABASE_URL is set for the server's own tests.
      DATABASE_URL: '',
      IPE_WEB_DIST: join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The bank server exited (${child.exitCode}):\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${origin}/service/checkhealth`);
      if (response.ok) return { origin, dataDir, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The bank server did not start in time:\n${output.join('')}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
