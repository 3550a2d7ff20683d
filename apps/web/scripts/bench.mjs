// Prints the JS and CSS (gzip) a browser downloads to show the sign-in route and /bank/home,
// from the Vite manifest of the last build (`pnpm --filter @ipe/web build`). Fails when the
// sign-in route's initial JS is over its budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const SIGN_IN_JS_BUDGET = 190 * 1024;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

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
  { name: 'sign-in (/)', modules: [ENTRY, 'src/signin/SignInPage.tsx'] },
  {
    name: 'sign-in + captcha widget (loaded after render)',
    modules: [
      ENTRY,
      'src/signin/SignInPage.tsx',
      ...(manifest['src/signin/loadAltcha.ts']?.dynamicImports ?? []),
    ],
  },
  {
    name: '/bank/home',
    modules: [ENTRY, 'src/layout/BankLayout.tsx', 'src/home/HomePage.tsx'],
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
let failed = false;
for (const route of routes) {
  const { js, css, files } = sizes(route.modules);
  console.log(
    `  ${route.name.padEnd(48)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}   (${files} files)`,
  );
  if (route === routes[0] && js > SIGN_IN_JS_BUDGET) {
    failed = true;
    console.error(`  ✗ sign-in initial JS ${kb(js)} is over the ${kb(SIGN_IN_JS_BUDGET)} budget`);
  }
}
if (failed) process.exit(1);
