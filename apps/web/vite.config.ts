import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import subsetFont from 'subset-font';
import { compression } from 'vite-plugin-compression2';
// The modules home's screen is drawn from besides the startup files (./src/app/routes.tsx), listed
// once for this config and for scripts/bench.mjs, which counts /bank/home's bytes from them.
import HOME_SCREEN from './homeScreen.json' with { type: 'json' };

// Paths the bank server answers; in development they go to a running `pnpm start`.
const API_PATHS = [
  '/v3',
  '/v1',
  '/phoenix',
  '/service',
  '/hash',
  '/otp',
  '/captcha',
  '/cep',
  '/dev',
];
const apiTarget = process.env.IPE_API_URL ?? 'http://localhost:3000';

/**
 * Modules whose chunk V8 compiles whole as it arrives, on a background thread while the file
 * streams in, instead of each function on its first call, on the main thread (V8's compile hint
 * `//# allFunctionsCalledOnLoad`). The captcha widget (its code, not its texts) runs most of
 * itself at once as it mounts, in one task after sign-in's first paint: 30–50 ms unthrottled on a
 * slow host, 11–29 with the hint (docs/architecture/performance.md, "Compiled as they arrive").
 * Not the HTTP client: home scored lower with it in Lighthouse. Not the startup chunk: compiled
 * whole, it made one long task before the first paint.
 */
const COMPILED_WHOLE = [/[\\/]node_modules[\\/]altcha[\\/]dist[\\/]main[\\/]/];

/**
 * React Router's production build in the bank's build. Its package points every import at
 * `dist/development`, whose only difference is `ENABLE_DEV_WARNINGS = true`: a production bundle
 * carried the developer warnings, their checks on each render, and a default error screen that
 * says "Hey developer" (remix-run/react-router#12532, #14102). The files beside them in
 * `dist/production` are the same modules with that flag off; this swaps each resolved file for its
 * twin, and refuses a bundle in which a development file is left. The dev server and the tests
 * keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const development = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;
  return {
    name: 'ipe:react-router-production-build',
    apply: 'build',
    // Before Vite's own resolver, which would answer the bare import first.
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-router(\/|$)/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || !development.test(resolved.id)) return resolved;
        return { ...resolved, id: resolved.id.replace(development, '$1production$2') };
      },
    },
    generateBundle(_options, bundle) {
      const left = Object.values(bundle)
        .flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []))
        .filter((id) => development.test(id));
      if (left.length) this.error(`React Router's development build in the bundle: ${left[0]}`);
    },
  };
}

/** Inter's latin file, the only one pt-BR and English text need, as fontsource names it. */
const TEXT_FONT_FILE = 'inter-latin-wght-normal.woff2';
/** The same file in the build, under its hashed name. */
const TEXT_FONT_OUTPUT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The text font asked for by index.html at low priority. Found by the first layout, it was a
 * request of the highest priority beside the startup scripts, sharing a phone's bandwidth with
 * what draws the first screen, which does not wait for it (`font-display: swap`). Asked for at
 * once, at low priority, it goes after them and is there sooner than the first layout would have
 * asked (docs/architecture/performance.md, "The font at low priority"). Only the latin file:
 * pt-BR and English text need no other.
 */
function textFontAtLowPriority(): Plugin {
  return {
    name: 'ipe:text-font-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => TEXT_FONT_OUTPUT.test(file));
        if (!font) throw new Error('The latin Inter file is not in the build: nothing to preload.');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              fetchpriority: 'low',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Home's files named in index.html at low priority (`modulepreload`). Every sign-in lands on home
 * and a signed-in visit opens there; asked for by the router, they left only once the startup
 * files had arrived and run, a round trip on a phone before home could draw. Named here, they
 * travel beside the startup files, after them, and sign-in has them when it lands on home
 * (docs/architecture/performance.md, "Home's files named by index.html").
 */
function homeAheadAtLowPriority(): Plugin {
  return {
    name: 'ipe:home-ahead-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, file] as const] : [],
          ),
        );
        const withImports = (roots: string[]) => {
          const files = new Set<string>();
          const visit = (file: string) => {
            if (files.has(file)) return;
            files.add(file);
            chunks.get(file)?.imports.forEach(visit);
          };
          roots.forEach(visit);
          return files;
        };
        if (!chunk) throw new Error('index.html has no entry chunk: nothing to name home after.');
        const atStartup = withImports([chunk.fileName]);
        const roots = HOME_SCREEN.map((module) => {
          const found = [...chunks.values()].find((file) =>
            file.facadeModuleId?.replaceAll('\\', '/').endsWith(module),
          );
          if (!found) throw new Error(`${module} has no chunk of its own: home cannot be named.`);
          return found.fileName;
        });
        return [...withImports(roots)]
          .filter((file) => !atStartup.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              href: `/${file}`,
              crossorigin: true,
              fetchpriority: 'low',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The weights the theme's type scale names (`font.weight` in packages/ui/src/theme/themes.css.ts):
 * the text font carries these and no others.
 */
const TEXT_WEIGHTS = { min: 400, max: 700 };

/**
 * Inter's latin file cut to the weights the screens use. The variable file holds every weight
 * from 100 to 900; the theme asks for 400 to 700, and the same characters and OpenType features
 * in that range are 30 KB instead of 48 (docs/architecture/performance.md, "The text font's
 * weights"). The cut file is written beside Vite's cache and the stylesheet's url points at it,
 * so its name's hash is its own content's. The build fails when the stylesheet asks for a weight
 * outside the range, or when the bundle's latin file is not the cut one.
 */
function textFontWeights(): Plugin {
  let cut: Buffer | undefined;
  return {
    name: 'ipe:text-font-weights',
    apply: 'build',
    async config(config) {
      const faces = createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css');
      const range = new RegExp(
        `url\\(\\./files/${TEXT_FONT_FILE.replace('.', '\\.')}\\)[^}]*unicode-range:\\s*([^;}]+)`,
      ).exec(readFileSync(faces, 'utf8'))?.[1];
      if (!range) throw new Error(`${faces} no longer names ./files/${TEXT_FONT_FILE}`);
      const whole = readFileSync(join(dirname(faces), 'files', TEXT_FONT_FILE));
      cut = await subsetFont(whole, charactersIn(range), {
        targetFormat: 'woff2',
        variationAxes: { wght: TEXT_WEIGHTS },
      });
      const folder = resolve(config.root ?? process.cwd(), 'node_modules', '.vite', 'text-font');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, TEXT_FONT_FILE), cut);
      return {
        resolve: {
          alias: [{ find: `./files/${TEXT_FONT_FILE}`, replacement: join(folder, TEXT_FONT_FILE) }],
        },
      };
    },
    // After Vite's own, which adds the stylesheet to the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle);
        const font = files.find((file) => TEXT_FONT_OUTPUT.test(file.fileName));
        if (font?.type !== 'asset' || !cut || !Buffer.from(font.source).equals(cut)) {
          this.error(
            `The bundle's ${TEXT_FONT_FILE} is not the one cut to ${TEXT_WEIGHTS.min}–${TEXT_WEIGHTS.max}.`,
          );
        }
        for (const file of files) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          const outside = weightsAskedFor(String(file.source)).filter(
            (weight) => weight < TEXT_WEIGHTS.min || weight > TEXT_WEIGHTS.max,
          );
          if (outside.length) {
            this.error(
              `${file.fileName} asks for font weight ${outside[0]}, outside the text font's ${TEXT_WEIGHTS.min}–${TEXT_WEIGHTS.max}: widen TEXT_WEIGHTS.`,
            );
          }
        }
      },
    },
  };
}

/** Every character of a CSS `unicode-range` (`U+0000-00FF,U+0131,…`). */
function charactersIn(range: string): string {
  return range
    .split(',')
    .map((part) => /^\s*U\+(?<first>[0-9A-F]+)(?:-(?<last>[0-9A-F]+))?\s*$/i.exec(part)?.groups)
    .flatMap((codes) => {
      if (!codes?.first) throw new Error(`Not a unicode-range: ${range}`);
      const first = parseInt(codes.first, 16);
      const last = parseInt(codes.last ?? codes.first, 16);
      return Array.from({ length: last - first + 1 }, (_, index) =>
        String.fromCodePoint(first + index),
      );
    })
    .join('');
}

/** The numeric weights a stylesheet's rules ask for, through its custom properties too. */
function weightsAskedFor(css: string): number[] {
  const rules = css.replace(/@font-face\s*\{[^}]*\}/g, '');
  const properties = new Map(
    [...rules.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)].map(([, name, value]) => [
      name,
      value?.trim(),
    ]),
  );
  const keywords: Record<string, number> = { normal: 400, initial: 400, bold: 700 };
  // These take the parent's weight, which its own rule asked for.
  const inherited = /^(inherit|unset|revert|revert-layer)$/;
  return [...rules.matchAll(/font-weight\s*:\s*([^;}]+)/g)].flatMap(([, asked = '']) => {
    const value = asked
      .trim()
      .replace(/^var\((--[\w-]+)\)$/, (_, name: string) => properties.get(name) ?? name);
    if (inherited.test(value)) return [];
    const weight = keywords[value] ?? Number(value);
    // Not a number: `bolder` and `lighter` among them, whose weight depends on the parent's.
    if (!Number.isFinite(weight)) throw new Error(`A font weight the build cannot check: ${asked}`);
    return [weight];
  });
}

/**
 * Small modules that home and most other screens share, each of which the build would otherwise
 * give a file of its own (0.3–2.5 KB gzip): on a phone over HTTP/1.1 the browser opens six
 * connections to a host, so home's two dozen files went in rounds of six, a round trip each
 * (docs/architecture/performance.md, "Home's files in fewer rounds"). Listed by name, since a group
 * gathered from the module graph took in what the packages' index files import. Each group takes
 * its modules' own imports with them (Rolldown's default) unless an earlier group has them.
 */
const SHARED_BY_ALL_SCREENS = [
  'packages/domain/src/calendar/',
  'packages/domain/src/money/formatBrl.ts',
  'packages/ui/src/Amount/Amount.tsx',
  'packages/ui/src/Columns/Columns.tsx',
  'apps/web/src/app/i18n/featureTexts.ts',
  'apps/web/src/app/layout/LoadFailed.tsx',
];
/** What the bank's frame and home run besides their own files: every bank screen loads it. */
const SHARED_BY_BANK_SCREENS = [
  'packages/ui/src/BalanceCard/BalanceCard.tsx',
  'packages/ui/src/TransactionList/TransactionList.tsx',
  'packages/api-client/src/generated/react-query/account/account.ts',
  'packages/api-client/src/generated/react-query/statement/statement.ts',
  'packages/api-client/src/generated/requests/statement/statement.ts',
  'apps/web/src/app/i18n/bankTexts.ts',
  'apps/web/src/app/layout/icons.tsx',
  'apps/web/src/app/session/useConsultMode.ts',
  'apps/web/src/app/balance/useBalance.ts',
  'apps/web/src/features/statement/IncomingMoneyWatcher.tsx',
  'apps/web/src/features/statement/useStatement.ts',
  'apps/web/src/features/statement/toTransaction.ts',
];
const inList = (files: readonly string[]) => (id: string) =>
  files.some((file) => id.replaceAll('\\', '/').includes(file));

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactRouterProductionBuild(),
    textFontWeights(),
    textFontAtLowPriority(),
    homeAheadAtLowPriority(),
    // Brotli and gzip copies beside each file, served as they are by the bank server
    // (apps/api/src/web/webApp.ts, preCompressed): a phone on 4G downloads a third of the bytes.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /\.json$/] }),
  ],
  resolve: {
    // Workspace packages are read from their source (see tsconfig customConditions).
    conditions: ['source', ...defaultClientConditions],
  },
  environments: {
    // vanilla-extract evaluates *.css.ts files in Vite's SSR environment: it must read @ipe/ui
    // from source too, or the app's styles would name the theme variables of ui's dist build.
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: apiTarget }])),
  },
  build: {
    target: 'es2022',
    // The whole app's styles in one file, named in index.html: 7.5 KB gzip, 1.8 more than
    // sign-in's own, for one request where sign-in made 7 and home 13, and no stylesheet
    // appended as the router imports a screen, each a restyle of the page
    // (docs/architecture/performance.md, "One stylesheet").
    cssCodeSplit: false,
    // scripts/bench.mjs reads which files each route loads from the manifest.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        postBanner: (chunk) =>
          chunk.moduleIds.some((id) => COMPILED_WHOLE.some((library) => library.test(id)))
            ? '//# allFunctionsCalledOnLoad'
            : '',
        codeSplitting: {
          groups: [
            {
              // What every screen runs before it draws, in one file: on a phone over HTTP/1.1
              // each extra request is another round trip (Lighthouse, issue #13).
              name: 'startup',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@radix-ui[\\/]react-slot|@vanilla-extract[\\/](recipes|sprinkles|css[\\/]dist[\\/].*runtime))[\\/]/,
            },
            {
              // The app's own modules every screen runs first (the providers, the kit's frame, the
              // session and the client's plumbing), in one file instead of two dozen of a few
              // hundred bytes each: sign-in went from 58 files to 28 and 6.6 KB less gzip, as one
              // file compresses better (docs/architecture/performance.md). `$initial` is what the
              // entry imports statically, which the browser fetches at startup anyway. The entry
              // stays out: index.html (Vite's entry module) and the main.tsx it loads, both, since
              // with either one in the group the build had no entry chunk and the manifest no
              // index.html (scripts/bench.mjs now refuses such a build).
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
            },
            {
              // The account's standing (consult mode), which the HTTP client's error handler reads
              // too: in the bank's group below, sign-in's HTTP client would download all of it.
              name: 'access',
              test: /packages[\\/]domain[\\/]src[\\/]access[\\/](accountStatus|transactionPermission|consultMode)\.ts$/,
            },
            { name: 'shared', test: inList(SHARED_BY_ALL_SCREENS) },
            { name: 'bank', test: inList(SHARED_BY_BANK_SCREENS) },
          ],
        },
      },
    },
  },
});
