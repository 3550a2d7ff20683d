// Proves the structure rules bite: lints scripts/lint-fixtures (ignored by `eslint .`) with the
// repository's own configuration and expects each rule to fire on its fixture.
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

const eslint = new ESLint({ cwd: root, ignore: false });
let passed = 0;
let failed = 0;
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
console.log(`lint rules: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
