// Browser checks of every story: builds Storybook once, serves it on a free port and runs Playwright.
// Extra arguments go to `playwright test` (e.g. `--update-snapshots`, `--grep button`).
// `--no-build` reuses an existing storybook-static.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './serveStatic.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(appDir, 'storybook-static');
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const skipBuild = args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build');

/**
 * Runs a command in the app folder with inherited output; resolves with its exit code.
 * @param {string} command
 * @param {string[]} commandArgs
 * @returns {Promise<number>}
 */
function run(command, commandArgs, env = process.env) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, commandArgs, { cwd: appDir, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

if (!existsSync('/usr/bin/chromium')) {
  console.error('Chromium is missing at /usr/bin/chromium (apt-get install chromium).');
  process.exit(1);
}

if (!skipBuild || !existsSync(join(staticDir, 'index.json'))) {
  const built = await run('storybook', ['build', '-o', 'storybook-static', '--quiet']);
  if (built !== 0) process.exit(built);
}

const { server, url } = await serveStatic(staticDir);
console.log(`Serving storybook-static on ${url}`);
let code;
try {
  code = await run('playwright', ['test', ...playwrightArgs], {
    ...process.env,
    STORYBOOK_URL: url,
  });
} finally {
  server.close();
}
process.exit(code);
