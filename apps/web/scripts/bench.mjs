// Prints the JS and CSS (gzip) a browser downloads to show the sign-in route and /bank/home, and
// the font files every route fetches for pt-BR text, from the Vite manifest of the last build
// (`pnpm bench` builds first through turbo; run alone, it builds when there is no build yet).
// Fails when the sign-in route's initial JS is over its budget (issue #6 set 190 KB gzip;
// docs/decisions/0005-forms.md moved it to 213 KB for a while,
// docs/decisions/0012-http-client-on-first-call.md brought it back) or /bank/home's over 220 KB.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue #13: what the sign-in screen needs to draw, and /bank/home with its data.
const SIGN_IN_JS_BUDGET = 190 * 1024;
const HOME_JS_BUDGET = 220 * 1024;
// Files, not bytes: a phone asks a host for six at a time over HTTP/1.1, so home's two dozen small
// files went in rounds of six, a round trip each; they are now 11 (apps/web/vite.config.ts,
// docs/architecture/performance.md, "Home's files in fewer rounds").
const HOME_FILES_BUDGET = 12;

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
// The stylesheets index.html names, which every route loads before it draws: the whole app's
// styles, in one file (apps/web/vite.config.ts, `cssCodeSplit`).
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const pageStyles = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
  (match) => match[1],
);

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
  const css = new Set(pageStyles);
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
// The HTTP client (axios and the interceptors) loads with the first request, after the first
// screen drew (docs/decisions/0012-http-client-on-first-call.md); a screen that shows the
// server's data cannot do without it, so /bank/home counts it.
const HTTP_CLIENT = 'src/app/api/createWebClients.ts';
// Sign-in, where every visit starts, is part of the entry (apps/web/src/app/routes.tsx).
const SIGN_IN = [ENTRY];
// Home's own modules, as vite.config.ts names them ahead in index.html: the bank's route table,
// which holds its frame and the watcher of money that arrived (apps/web/src/app/bankRoutes.tsx),
// and home's screen.
const HOME_SCREEN = JSON.parse(readFileSync(join(webDir, 'homeScreen.json'), 'utf8'));
const HOME = [ENTRY, ...HOME_SCREEN, HTTP_CLIENT];
const routes = [
  { name: 'sign-in (/)', modules: SIGN_IN },
  {
    name: 'sign-in + after it drew (HTTP client, captcha)',
    modules: [
      ...SIGN_IN,
      HTTP_CLIENT,
      ...(manifest['src/app/captcha/loadAltcha.ts']?.dynamicImports ?? []),
    ],
  },
  // Opened by its address: the entry, which holds sign-in, and home's own files.
  { name: '/bank/home', modules: HOME },
  // What index.html asks for at low priority beside the startup files, on every route: home's
  // files, where every sign-in lands (apps/web/vite.config.ts, homeAheadAtLowPriority).
  { name: "sign-in + home's files named ahead", modules: [...SIGN_IN, ...namedAhead()] },
];

/** The manifest's keys of the scripts index.html names at low priority. */
function namedAhead() {
  return [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*>/g)]
    .filter(([link]) => link.includes('fetchpriority="low"'))
    .map(([link]) => {
      const file = link.match(/href="\/([^"]+)"/)?.[1];
      const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
      if (!key) throw new Error(`index.html names ${file}, which the build manifest does not`);
      return key;
    });
}

// Dynamic imports of a module that is itself part of a chunk are listed on that chunk.
for (const route of routes) {
  route.modules = route.modules.flatMap((key) => {
    if (manifest[key]) return [key];
    const owner = Object.keys(manifest).find((candidate) => manifest[candidate].src === key);
    // A module the build no longer names would drop out of the sum unseen: say so instead.
    if (!owner) throw new Error(`${key} (${route.name}) is not in the build manifest`);
    return [owner];
  });
}
const altchaKeys = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && /altcha|pt-br/.test(chunk.file))
  .map(([key]) => key);
routes[1].modules.push(...altchaKeys);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Web build, gzip (level 9), what each route loads:');
const measured = routes.map((route) => {
  const { js, css, files } = sizes(route.modules);
  console.log(
    `  ${route.name.padEnd(48)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}   (${files} files)`,
  );
  return { js, files };
});
// The stylesheet declares a font file per script (unicode-range); a browser fetches only those
// whose range holds a character on the page. Already compressed (woff2), so counted as they are.
const PT_BR_TEXT = 'AaÁáÀàÂâÃãÇçÉéÊêÍíÓóÔôÕõÚúZz09 R$ 1.234,56 – “Pix” · º ª';
// A range is one code point, `low-high`, or a wildcard whose ? digits take every value (U+4??).
const inRange = (code, range) =>
  range.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from.replaceAll('?', '0'), 16);
    const high = parseInt(to.replaceAll('?', 'F'), 16);
    return code >= low && code <= high;
  });
const fonts = new Set();
for (const style of pageStyles) {
  for (const [face] of readFileSync(join(dist, style), 'utf8').matchAll(/@font-face\{[^}]*\}/g)) {
    const file = face.match(/url\(\/([^)"]+)\)/)?.[1];
    const range = face.match(/unicode-range:([^;}]+)/)?.[1];
    const fetched =
      !range || [...PT_BR_TEXT].some((char) => inRange(char.codePointAt(0) ?? 0, range));
    if (file && fetched) fonts.add(file);
  }
}
const fontBytes = [...fonts].reduce((sum, file) => sum + readFileSync(join(dist, file)).length, 0);
const fontFiles = `${fonts.size} ${fonts.size === 1 ? 'file' : 'files'}`;
console.log(`  fonts for pt-BR text, every route: ${kb(fontBytes)} (${fontFiles}, woff2)`);

const budgets = [
  { what: "sign-in's initial JS", js: measured[0].js, budget: SIGN_IN_JS_BUDGET },
  { what: "/bank/home's JS", js: measured[2].js, budget: HOME_JS_BUDGET },
];
let over = false;
const homeFiles = measured[2].files;
if (homeFiles > HOME_FILES_BUDGET) {
  over = true;
  console.error(
    `✗ /bank/home loads ${homeFiles} files, over its ${HOME_FILES_BUDGET}: gather the small ` +
      `modules it shares with other screens (apps/web/vite.config.ts, SHARED_BY_BANK_SCREENS).`,
  );
} else {
  console.log(`✓ /bank/home loads ${homeFiles} files, within its ${HOME_FILES_BUDGET}.`);
}
for (const { what, js, budget } of budgets) {
  if (js > budget) {
    over = true;
    console.error(
      `✗ ${what} is ${kb(js)} gzip, over its ${kb(budget)} budget by ${kb(js - budget)}: keep ` +
        `what only other routes need out of the entry (route-level code splitting).`,
    );
  } else {
    console.log(
      `✓ ${what} ${kb(js)} gzip is within its ${kb(budget)} budget (${kb(budget - js)} to spare).`,
    );
  }
}
if (over) process.exit(1);
