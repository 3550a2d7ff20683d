// `pnpm test`: every package's tests, two at a time, the longest first.
//
// `turbo run test --concurrency=2` starts tasks in the order they become ready, and the web app's
// (unit tests, then the end-to-end suite: the longest) becomes ready last, since it waits for the
// most builds. It then ran alone at the end while the other lane sat idle: in a CI run, 10 of the
// test stage's 18 minutes (docs/architecture/performance.md, "CI's time"). Here the builds every
// test needs run first, once, then two lanes take the packages' tests longest first, each through
// turbo (`--only`), which still caches a package whose tests and inputs did not change.
import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LANES = 2;
// Longest first, as CI's runs measure them; a package not named here goes last.
const LONGEST_FIRST = [
  '@ipe/web',
  '@ipe/storybook',
  '@ipe/api',
  '@ipe/api-client',
  '@ipe/domain',
  '@ipe/ui',
];

/** The packages `turbo run test` would test: its dry run reads the workspace and scripts. */
function packagesWithTests() {
  const plan = JSON.parse(
    execFileSync('pnpm', ['exec', 'turbo', 'run', 'test', '--dry=json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }),
  );
  const found = plan.tasks
    .filter((task) => task.task === 'test' && task.command !== '<NONEXISTENT>')
    .map((task) => task.package);
  const rank = (name) => {
    const index = LONGEST_FIRST.indexOf(name);
    return index === -1 ? LONGEST_FIRST.length : index;
  };
  return found.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const children = new Set();
function run(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'turbo', ...args], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
    });
    children.add(child);
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
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
if (built !== 0) process.exit(built);

const queue = packagesWithTests();
const results = [];
async function lane() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const begin = Date.now();
    const code = await run(['run', 'test', '--only', `--filter=${name}`]);
    results.push({ name, code, ms: Date.now() - begin });
  }
}
await Promise.all(Array.from({ length: LANES }, lane));

console.log('');
for (const { name, code, ms } of results) {
  console.log(`${code === 0 ? 'passed' : 'FAILED'}  ${minutes(ms).padStart(6)}  ${name}`);
}
console.log(`every test: ${minutes(Date.now() - started)}, ${LANES} packages at a time`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
