import { readdirSync } from 'node:fs';
// One lint configuration for the whole monorepo (flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The web app's architecture (docs/architecture/web-app.md): features apart from the platform.
 * A feature reaches another only through its index; the platform (app/*) never reaches a feature,
 * except the route table that composes them.
 */
const WEB = './apps/web/src';
const WEB_FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_PLATFORM = readdirSync(new URL('apps/web/src/app', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_ZONES = [
  ...WEB_FEATURES.flatMap((feature) =>
    WEB_FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features/${other}`,
      except: ['./index.ts'],
      message: `A feature uses another only through its index: import '../${other}'.`,
    })),
  ),
  ...WEB_PLATFORM.map((module) => ({
    target: `${WEB}/app/${module}`,
    from: `${WEB}/features`,
    message: 'The platform does not depend on features; the route table composes them.',
  })),
];

/** Package boundaries: a package is entered by its name, never by its files. */
const BOUNDARIES = [
  {
    // Entry points a package declares in its exports are public too: the client's
    // hooks (React only where wanted) and its fake bank (tests and stories only).
    group: [
      '@ipe/*/*',
      '!@ipe/*/package.json',
      '!@ipe/api-client/react-query',
      '!@ipe/api-client/testing',
    ],
    message:
      "A package's public surface is its index (or an entry in its exports): import from '@ipe/<name>'.",
  },
  {
    group: ['**/packages/*/src/**', '**/apps/*/src/**'],
    message: "Reach another package through its name ('@ipe/<name>'), not its files.",
  },
];

/** A rule repeated in every block that sets `no-restricted-syntax`: a later block replaces it. */
const ONE_CLOCK = {
  selector:
    "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat'], " +
    'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
  message:
    "Show an instant with @ipe/domain's formatSaoPauloTime, formatSaoPauloDateTime or " +
    "formatDay(toSaoPauloDate(…)): the bank shows time on São Paulo's clock.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/.turbo/**',
      'packages/api-client/src/generated/**',
      // Code that breaks the structure rules on purpose: scripts/check-lint-rules.mjs lints it.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The structure, enforced: no import cycles, and a package is entered by its index only.
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          // Workspace packages resolve to their source, as in tests and Vite.
          conditionNames: ['source', 'types', 'import', 'default'],
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: BOUNDARIES }],
      'import-x/no-restricted-paths': ['error', { zones: WEB_ZONES }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The fake bank answers tests and stories only; the app itself always calls the server.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/testing/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...BOUNDARIES,
            {
              group: ['@ipe/api-client/testing'],
              message: 'The fake bank is for tests and stories: the app calls the real server.',
            },
            {
              group: ['@vanilla-extract/*'],
              message:
                "Screens write no CSS: compose @ipe/ui's layout primitives (Stack, Inline, Columns, Box, Text).",
            },
          ],
        },
      ],
    },
  },
  {
    // An instant is shown on São Paulo's clock from @ipe/domain's calendar, whatever the reader's
    // zone (docs/product/routes.md); a formatter of one's own is how that rule drifted before.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ONE_CLOCK] },
  },
  {
    // Every end-to-end test fails on errors its pages threw or logged (e2e/tests/support.ts).
    files: ['apps/web/e2e/tests/**/*.ts'],
    ignores: ['apps/web/e2e/tests/support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: BOUNDARIES,
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Take test and expect from './support': its test watches the pages.",
            },
          ],
        },
      ],
    },
  },
  {
    // RouterProvider must be the router's only subscriber (apps/web/src/app/App.tsx).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ONE_CLOCK,
        {
          selector:
            "CallExpression[callee.property.name='subscribe'][callee.object.name=/router/i]",
          message:
            'RouterProvider mounts in a transition and catches up on a missed update only as the ' +
            "router's only subscriber: read router.state instead (remix-run/react-router#15527).",
        },
      ],
    },
  },
  {
    // A server module's index is what other modules use; its routes are src/routes.ts's alone.
    // Routes take the AppContext, which names the services, so an index that exported them
    // would tie any service using that index back to the context (docs/architecture/server.md).
    files: ['apps/api/src/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ONE_CLOCK,
        {
          selector:
            ':matches(ExportNamedDeclaration, ExportAllDeclaration)[source.value=/[Rr]outes$/]',
          message:
            "Routes are registered from src/routes.ts: leave them out of the module's index.",
        },
      ],
    },
  },
  prettier,
);
