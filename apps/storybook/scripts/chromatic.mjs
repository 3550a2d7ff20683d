// Publishes to Chromatic only when a project token is configured; CI without one uses the offline run.
import { spawn } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (visual checks run offline in `pnpm test`).',
  );
  process.exit(0);
}

const child = spawn(
  'chromatic',
  ['--exit-zero-on-changes', '--build-script-name', 'build', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
child.once('exit', (code) => process.exit(code ?? 1));
