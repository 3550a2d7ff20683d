// End-to-end run against the real product: `pnpm start` (builds the API and this app, serves
// both on one port, fresh PGlite in a temp IPE_DATA_DIR) plus one more server from the same
// build, on its own database, whose clock the tests move (scheduled Pix), then Playwright in
// Debian's Chromium. Extra arguments go to `playwright test`. Part of this package's `test`.
// The build runs first, then the two servers start at once (`pnpm start`'s own build is then a
// cache hit, as it is under `pnpm test`, whose scripts/test.mjs built everything already).
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Process groups started here: servers (detached) and the Playwright runner. */
const children = [];
let quiet = false;
/**
 * The servers' log lines at pino's warn level or above (an unexpected error behind a 500, a
 * crash, a forged hash, a background pass that failed), and Node's own warnings on their stderr
 * (a listener leak, a deprecation): a screen can show a failure's words while its cause goes
 * unseen, so a run in which a server logged one fails, listing them, even when every test passed.
 * Refusals the product expects log at info (docs/architecture/server.md, "What the log says").
 */
const serverAlerts = [];
const NODE_WARNING = /^\(node:\d+\) \w*Warning: /;
const alertIn = {
  stdout(line) {
    try {
      return JSON.parse(line).level >= 40;
    } catch {
      return false; // Not a log line (the startup banner, pnpm's own output).
    }
  },
  stderr: (line) => NODE_WARNING.test(line),
};
function scanForAlerts(child, stream, name, text) {
  const lines = (child.partial[stream] + text).split('\n');
  child.partial[stream] = lines.pop();
  for (const line of lines) {
    if (alertIn[stream](line)) serverAlerts.push(`[${name}] ${line}`);
  }
}
function start(command, commandArgs, { env = {}, cwd = repoRoot, name, inherit = false }) {
  // Own process group, so stopping it stops pnpm, turbo and node under it.
  const child = spawn(command, commandArgs, {
    cwd,
    env: { ...process.env, ...env },
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.output = '';
  if (!inherit) {
    child.partial = { stdout: '', stderr: '' };
    // The servers log to stdout (pino's JSON lines); Node warns on stderr.
    const relay = (write, stream) => (chunk) => {
      const text = chunk.toString();
      scanForAlerts(child, stream, name, text);
      child.output = (child.output + text).slice(-20_000);
      // Shutdown chatter (pnpm reporting a signal) after the tests is not news.
      if (quiet) return;
      const lines = text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `[${name}] ${line}`);
      if (lines.length > 0) write(lines.join('\n'));
    };
    child.stdout.on('data', relay(console.log, 'stdout'));
    child.stderr.on('data', relay(console.error, 'stderr'));
  }
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  children.push(child);
  return child;
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every group started here and waits until none of their processes is left. */
async function stopAll() {
  quiet = true;
  const groups = children.map((child) => child.pid).filter((pid) => pid && groupAlive(pid));
  for (const pid of groups) signalGroup(pid, 'SIGTERM');
  // The servers close PGlite on SIGTERM; give them the time to do it cleanly.
  const deadline = Date.now() + 15_000;
  while (groups.some(groupAlive) && Date.now() < deadline) await sleep(200);
  for (const pid of groups.filter(groupAlive)) signalGroup(pid, 'SIGKILL');
  while (groups.some(groupAlive)) await sleep(100);
}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const error = new Error(
        `the server for ${url} exited (${child.exitCode ?? child.signalCode})`,
      );
      error.portTaken = /EADDRINUSE/.test(child.output);
      throw error;
    }
    try {
      const response = await fetch(`${url}/service/checkhealth`);
      const page = await fetch(url);
      if (response.ok && (await page.text()).includes('/assets/')) return;
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

/**
 * Starts a server on a free port. Another package's tests may take the port between the probe
 * and the listen (the build in between takes minutes): then it starts again on another one.
 */
async function startServer(command, commandArgs, env, name, timeoutMs) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = start(command, commandArgs, { env: { ...env, PORT: String(port) }, name });
    const url = `http://localhost:${port}`;
    try {
      await waitUntilUp(url, child, timeoutMs);
      return url;
    } catch (error) {
      if (!error.portTaken || attempt === 3) throw error;
      console.error(`[${name}] port ${port} was taken meanwhile; trying another one`);
    }
  }
}

// Fresh PGlite whatever the shell says: a DATABASE_URL would put both servers on one database.
delete process.env.DATABASE_URL;

const common = {
  NODE_ENV: 'development', // the e-mail outbox (/dev/outbox) carries the one-time codes
  LOG_LEVEL: 'warn',
  IPE_CAPTCHA_COST: '200', // the proof of work stays real, only cheaper
  IPE_LOGIN_LIMIT_PER_IP: '500',
  IPE_LOGIN_LIMIT_PER_EMAIL: '200',
  // Every spec enables its browser as a device of Maria or Carlos with a code: more than 20
  // codes in 15 minutes for one account is the suite, not an attacker.
  IPE_OTP_LIMIT_PER_ACCOUNT: '200',
};
const dataDir = mkdtempSync(join(tmpdir(), 'ipe-e2e-'));
const clockDataDir = mkdtempSync(join(tmpdir(), 'ipe-e2e-clock-'));

let finishing = null;
async function finish(code) {
  finishing ??= (async () => {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(clockDataDir, { recursive: true, force: true });
    process.exit(code);
  })();
  return finishing;
}
// Interrupted (Ctrl-C, turbo stopping): no server, browser or data folder is left behind.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => void finish(code));
}

let code = 1;
try {
  // What the servers run, built first (under `pnpm test` a cache hit), so both can start at
  // once: one after the other, each initialising its database, took about 40 s of the suite.
  const built = await start(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@ipe/api...', '--output-logs=errors-only'],
    { name: 'build', inherit: true },
  ).exited;
  if (built !== 0) throw new Error(`the build failed (${built})`);
  const [url, clockUrl] = await Promise.all([
    startServer('pnpm', ['start'], { ...common, IPE_DATA_DIR: dataDir }, 'pnpm start', 15 * 60_000),
    // Its clock moves (PUT /admin/clock) and its scheduler looks every second: a scheduled Pix
    // is paid moments after the clock reaches its day, without touching the other servers' time.
    startServer(
      'node',
      ['apps/api/dist/main.js'],
      {
        ...common,
        IPE_DATA_DIR: clockDataDir,
        IPE_TEST_CLOCK: 'true',
        IPE_SCHEDULER_INTERVAL_MS: '1000',
      },
      'movable clock',
      5 * 60_000,
    ),
  ]);

  const runner = start(
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args],
    {
      cwd: webDir,
      inherit: true,
      env: {
        E2E_URL: url,
        E2E_DATA_DIR: dataDir,
        E2E_CLOCK_URL: clockUrl,
        E2E_CLOCK_DATA_DIR: clockDataDir,
      },
    },
  );
  const result = await runner.exited;
  code = typeof result === 'number' ? result : 1;
  if (serverAlerts.length > 0) {
    console.error(
      `\nThe servers logged warnings or errors during the run:\n${serverAlerts.join('\n')}`,
    );
    code = 1;
  }
} catch (error) {
  console.error(error);
}
await finish(code);
