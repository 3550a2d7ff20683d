// Proves the structure rules bite: lints scripts/lint-fixtures (ignored by `eslint .`) with the
// repository's own configuration and expects each rule to fire on its fixture.
import { execFileSync } from 'node:child_process';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const expectations = [
  { file: 'scripts/lint-fixtures/cycle/a.ts', rule: 'import-x/no-cycle', what: 'an import cycle' },
  {
    file: 'scripts/lint-fixtures/deep-import/deep.ts',
    rule: 'no-restricted-imports',
    what: "a deep import into another package ('@ipe/domain/src/…')",
    count: 2,
  },
];

// Text linted as if it lived at `path`: the web app's boundaries depend on where a file sits.
const placed = [
  {
    path: 'apps/web/src/features/home/lint-fixture.ts',
    text: "import { useStatement } from '../statement/useStatement';\nexport const x = useStatement;\n",
    rule: 'import-x/no-restricted-paths',
    what: "a feature reaching into another feature's files",
  },
  {
    path: 'apps/web/src/app/session/lint-fixture.ts',
    text: "import { HomePage } from '../../features/home/HomePage';\nexport const x = HomePage;\n",
    rule: 'import-x/no-restricted-paths',
    what: 'the platform depending on a feature',
  },
  {
    path: 'apps/web/src/features/home/lint-fixture.css.ts',
    text: "import { style } from '@vanilla-extract/css';\nexport const grid = style({ display: 'grid' });\n",
    rule: 'no-restricted-imports',
    what: 'a screen writing its own CSS',
  },
  {
    path: 'apps/web/src/app/testing/lint-fixture.ts',
    text: 'declare const router: { subscribe(fn: () => void): void };\nrouter.subscribe(() => {});\n',
    rule: 'no-restricted-syntax',
    what: 'a second subscriber to the router',
  },
  {
    path: 'apps/api/src/pix/index.ts',
    text:
      "export { pixKeyRoutes } from './keyRoutes';\nexport * from './routes';\n" +
      "export { createPixPayments } from './payments';\n",
    rule: 'no-restricted-syntax',
    what: "a server module's index exporting its routes, by name or all",
    count: 2,
  },
  {
    path: 'apps/web/src/features/pix/lint-fixture.ts',
    text:
      "export const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short' });\n" +
      'export const day = (at: Date) => at.toLocaleDateString();\n',
    rule: 'no-restricted-syntax',
    what: "a screen showing an instant with a formatter of its own, not São Paulo's clock",
    count: 2,
  },
  {
    path: 'packages/ui/src/Amount/lint-fixture.ts',
    text: "export const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short' });\n",
    rule: 'no-restricted-syntax',
    what: 'a kit component with a time formatter of its own',
  },
  {
    path: 'apps/api/src/pix/index.ts',
    text: 'export const at = (instant: Date) => instant.toLocaleTimeString();\n',
    rule: 'no-restricted-syntax',
    what: "the server printing an instant with a formatter of its own (a module's index too)",
  },
  {
    path: 'apps/web/e2e/tests/lintFixture.spec.ts',
    text: "import { expect, test } from '@playwright/test';\ntest('x', () => expect(1).toBe(1));\n",
    rule: 'no-restricted-imports',
    what: "an end-to-end test on Playwright's own test, which does not watch the pages",
    count: 2,
  },
  {
    path: 'apps/web/src/features/home/lint-fixture-ok.ts',
    text: "import { useStatement } from '../statement';\nexport const x = useStatement;\n",
    rule: 'import-x/no-restricted-paths',
    what: "a feature using another's index",
    count: 0,
  },
];

const eslint = new ESLint({ cwd: root, ignore: false });
let passed = 0;
let failed = 0;
for (const { path, text, rule, what, count = 1 } of placed) {
  const [result] = await eslint.lintText(text, { filePath: path });
  const hits = result.messages.filter((message) => message.ruleId === rule).length;
  if (count === 0 ? hits === 0 : hits >= count) {
    passed += 1;
    console.log(`ok   ${rule} ${count === 0 ? 'allows' : 'refuses'} ${what} (${path})`);
  } else {
    failed += 1;
    console.log(`FAIL ${rule} on ${what} (${path}): ${hits} hits, expected ${count}`);
  }
}
for (const { file, rule, what, count = 1 } of expectations) {
  const [result] = await eslint.lintFiles([file]);
  const hits = result.messages.filter((message) => message.ruleId === rule).length;
  if (hits >= count) {
    passed += 1;
    console.log(`ok   ${rule} refuses ${what} (${file})`);
  } else {
    failed += 1;
    console.log(`FAIL ${rule} did not refuse ${what} (${file}): ${hits} of ${count}`);
  }
}
// One file-naming convention (docs/architecture/web-app.md): components and their folders
// PascalCase, every other source file and folder camelCase. Generated code follows its generator;
// migrations keep their ordered numbers (0007_ledger.ts).
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /^(apps|packages)\/[^/]+\/(src|test|e2e|scripts)\/.*\.(ts|tsx|mjs)$/.test(file))
  .filter((file) => !/\/(generated|migrations)\//.test(file) && !file.endsWith('.d.ts'));
const wellNamed = /^[A-Za-z][A-Za-z0-9]*$/;
const misnamed = tracked.filter((file) =>
  file
    .split('/')
    .slice(3)
    .some((part) => !wellNamed.test(part.split('.')[0]) && !part.startsWith('__')),
);
if (misnamed.length === 0) {
  passed += 1;
  console.log(`ok   file names: ${tracked.length} source files in camelCase or PascalCase`);
} else {
  failed += 1;
  console.log(`FAIL file names not in camelCase or PascalCase:\n  ${misnamed.join('\n  ')}`);
}
console.log(`lint rules: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
