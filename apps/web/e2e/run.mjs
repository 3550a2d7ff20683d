// End-to-end run against the real product: `pnpm start` (builds the API and this app, serves
// both on one port, fresh PGlite in a temp IPE_DATA_DIR) plus a second server from the same
// build whose tokens expire after 30 s, then Playwright in Debian's Chromium. Extra arguments go
// to `playwright test`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webDir, '..', '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--');

if (!existsSync('/usr/bin/chromium')) {
  console.error('Chromium is missing at /usr/bin/chromium (apt-get install chromium).');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = [];
function start(command, commandArgs, env, name) {
  // Own process group, so stopping it stops pnpm, turbo and node under it.
  const child = spawn(command, commandArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server for ${url} exited (${child.exitCode})`);
    try {
      const response = await fetch(`${url}/service/checkhealth`);
      const page = await fetch(url);
      if (response.ok && (await page.text()).includes('/assets/')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

const common = {
  NODE_ENV: 'development', // the e-mail outbox (/dev/outbox) carries the one-time codes
  LOG_LEVEL: 'warn',
  IPE_CAPTCHA_COST: '200', // the proof of work stays real, only cheaper
  IPE_LOGIN_LIMIT_PER_IP: '500',
  IPE_LOGIN_LIMIT_PER_EMAIL: '200',
};
const dataDir = mkdtempSync(join(tmpdir(), 'ipe-e2e-'));
const shortDataDir = mkdtempSync(join(tmpdir(), 'ipe-e2e-short-'));
let code = 1;
try {
  const port = await freePort();
  const main = start(
    'pnpm',
    ['start'],
    { ...common, PORT: String(port), IPE_DATA_DIR: dataDir },
    'pnpm start',
  );
  const url = `http://localhost:${port}`;
  await waitUntilUp(url, main, 15 * 60_000);

  const shortPort = await freePort();
  const short = start(
    'node',
    ['apps/api/dist/main.js'],
    { ...common, PORT: String(shortPort), IPE_DATA_DIR: shortDataDir, IPE_TOKEN_TTL_SECONDS: '30' },
    'short tokens',
  );
  const shortUrl = `http://localhost:${shortPort}`;
  await waitUntilUp(shortUrl, short, 5 * 60_000);

  code = await new Promise((resolve, reject) => {
    const runner = spawn(
      'pnpm',
      ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args],
      {
        cwd: webDir,
        stdio: 'inherit',
        env: { ...process.env, E2E_URL: url, E2E_DATA_DIR: dataDir, E2E_SHORT_TOKEN_URL: shortUrl },
      },
    );
    runner.once('error', reject);
    runner.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error(error);
} finally {
  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(shortDataDir, { recursive: true, force: true });
}
process.exit(code);
