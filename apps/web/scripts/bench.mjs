// Prints the JS and CSS (gzip) a browser downloads to show the sign-in route and /bank/home,
// from the Vite manifest of the last build (`pnpm bench` builds first through turbo; run alone,
// it builds when there is no build yet). Fails when the sign-in route's initial JS is over its
// budget (issue #6 set 190 KB gzip; docs/decisions/0005-forms.md moved it to 210, 212, then 213 KB).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Raised from 190 KB by docs/decisions/0005-forms.md (forms cost 13 KB; see there).
const SIGN_IN_JS_BUDGET = 213 * 1024;

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.log('No web build yet: building it (vite build).');
  const built = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** Every chunk a module needs before it runs: itself and its static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

function sizes(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of closure(keys)) {
    const chunk = manifest[key];
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const gzip = (files) =>
    [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
      0,
    );
  return { js: gzip(js), css: gzip(css), files: js.size + css.size };
}

const ENTRY = 'index.html';
const routes = [
  { name: 'sign-in (/)', modules: [ENTRY, 'src/features/signin/SignInPage.tsx'] },
  {
    name: 'sign-in + captcha widget (loaded after render)',
    modules: [
      ENTRY,
      'src/features/signin/SignInPage.tsx',
      ...(manifest['src/app/captcha/loadAltcha.ts']?.dynamicImports ?? []),
    ],
  },
  {
    name: '/bank/home',
    modules: [ENTRY, 'src/app/layout/BankLayout.tsx', 'src/features/home/HomePage.tsx'],
  },
];

// Dynamic imports of a module that is itself part of a chunk are listed on that chunk.
for (const route of routes) {
  route.modules = route.modules.flatMap((key) => {
    if (manifest[key]) return [key];
    const owner = Object.keys(manifest).find((candidate) => manifest[candidate].src === key);
    return owner ? [owner] : [];
  });
}
const altchaKeys = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && /altcha|pt-br/.test(chunk.file))
  .map(([key]) => key);
routes[1].modules.push(...altchaKeys);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Web build, gzip (level 9), what each route loads:');
let signInJs = 0;
for (const route of routes) {
  const { js, css, files } = sizes(route.modules);
  console.log(
    `  ${route.name.padEnd(48)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}   (${files} files)`,
  );
  if (route === routes[0]) signInJs = js;
}
if (signInJs > SIGN_IN_JS_BUDGET) {
  console.error(
    `✗ sign-in's initial JS is ${kb(signInJs)} gzip, over its ${kb(SIGN_IN_JS_BUDGET)} budget by ` +
      `${kb(signInJs - SIGN_IN_JS_BUDGET)}: keep what only other routes need out of the entry ` +
      `(route-level code splitting).`,
  );
  process.exit(1);
}
console.log(
  `✓ sign-in's initial JS ${kb(signInJs)} gzip is within its ${kb(SIGN_IN_JS_BUDGET)} budget ` +
    `(${kb(SIGN_IN_JS_BUDGET - signInJs)} to spare).`,
);
