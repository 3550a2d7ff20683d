// `pnpm test`: every package's tests, two at a time, the longest first.
//
// `turbo run test --concurrency=2` starts tasks in the order they become ready, and the web app's
// (unit tests, then the end-to-end suite: the longest) becomes ready last, since it waits for the
// most builds. It then ran alone at the end while the other lane sat idle: in a CI run, 10 of the
// test stage's 18 minutes (docs/architecture/performance.md, "CI's time"). Here the builds every
// test needs run first, once, then two lanes take the tests longest first, each through turbo
// (`--only`), which still caches a package whose tests and inputs did not change. A package with
// `test:unit` and `test:e2e` scripts (the web app) is two items of the queue, so its unit tests
// run in whichever lane is free rather than before its end-to-end suite in the longest one.
import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LANES = 2;
// Longest first, as CI's runs measure them; a task not named here goes last.
const LONGEST_FIRST = [
  '@ipe/web#test:e2e',
  '@ipe/storybook#test',
  '@ipe/api#test',
  '@ipe/web#test:unit',
  '@ipe/api-client#test',
  '@ipe/domain#test',
  '@ipe/ui#test',
];

/**
 * What `turbo run test` would run, as `package#task`, a package with both `test:unit` and
 * `test:e2e` as those two halves. One dry run of the three tasks reads the workspace and scripts.
 */
function testTasks() {
  const plan = JSON.parse(
    execFileSync('pnpm', ['exec', 'turbo', 'run', 'test', 'test:unit', 'test:e2e', '--dry=json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }),
  );
  const has = new Set(
    plan.tasks.filter((entry) => entry.command !== '<NONEXISTENT>').map((entry) => entry.taskId),
  );
  const found = [...has]
    .filter((id) => id.endsWith('#test'))
    .flatMap((id) => {
      const name = id.slice(0, -'#test'.length);
      const halves = [`${name}#test:unit`, `${name}#test:e2e`];
      return halves.every((half) => has.has(half)) ? halves : [id];
    });
  const rank = (id) => {
    const index = LONGEST_FIRST.indexOf(id);
    return index === -1 ? LONGEST_FIRST.length : index;
  };
  return found.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const children = new Set();
/** Runs turbo with `args`; resolves with its exit code and, when `keep` is set, what it printed. */
function run(args, keep = false) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'turbo', ...args], {
      cwd: root,
      stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
      // Piped, the tools would drop their colours on a terminal that shows them.
      env: keep && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    children.add(child);
    const printed = [];
    if (keep) {
      child.stdout.on('data', (chunk) => {
        printed.push(chunk);
        process.stdout.write(chunk);
      });
      child.stderr.on('data', (chunk) => {
        printed.push(chunk);
        process.stderr.write(chunk);
      });
    }
    child.once('close', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), printed: Buffer.concat(printed).toString('utf8') });
    });
  });
}

const REPORT_LINES = 24;
/**
 * A failed task's failures in a few lines: Vitest's `FAIL file > test` lines and Playwright's
 * `1) [chromium] › file › test` ones, each with the error that follows it, colour codes removed.
 */
function failureReport(printed) {
  // eslint-disable-next-line no-control-regex -- colour codes are what is being removed
  const lines = printed.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const wanted = lines.filter((line) =>
    /\sFAIL\s|\s\d+\) \[|\b\w*Error\b[:[]|\bTimeout\b.*exceeded/.test(line),
  );
  const unique = [...new Set(wanted.map((line) => line.trimEnd()))];
  return unique.length > 0 ? unique.slice(0, REPORT_LINES).join('\n') : '(no failure lines found)';
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(1);
  });
}

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
};

const started = Date.now();
// Every build a test needs: the server's own and everything under it (the web app it serves,
// the client, the kit, the domain), as `pnpm start` builds them.
const built = await run(['run', 'build', '--filter=@ipe/api...', '--output-logs=errors-only']);
if (built.code !== 0) process.exit(built.code);

const queue = testTasks();
const results = [];
async function lane() {
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const [name, task] = id.split('#');
    const begin = Date.now();
    const { code, printed } = await run(['run', task, '--only', `--filter=${name}`], true);
    results.push({
      name: task === 'test' ? name : id,
      code,
      ms: Date.now() - begin,
      printed: code ? printed : '',
    });
  }
}
await Promise.all(Array.from({ length: LANES }, lane));

// Failures first, then the summary: the end of the log is what CI keeps.
for (const { name, code, printed } of results) {
  if (code !== 0) console.log(`\n--- ${name} failed ---\n${failureReport(printed)}`);
}
console.log('');
for (const { name, code, ms } of results) {
  console.log(`${code === 0 ? 'passed' : 'FAILED'}  ${minutes(ms).padStart(6)}  ${name}`);
}
console.log(`every test: ${minutes(Date.now() - started)}, ${LANES} packages at a time`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
