import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Written out rather than imported: the packages resolve vitest to copies of their own, whose
// config types TypeScript does not treat as one.
interface TestProject {
  extends: true;
  test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean };
}

/**
 * A package's tests as Vitest projects that load each module once per worker, not once per test
 * file (`isolate: false`): re-importing the app, the kit and their libraries for every file was
 * most of a unit-test run (docs/architecture/performance.md, "CI's time"). A file that replaces
 * a module (`vi.mock`) or sets up what a module sees as it loads (`vi.hoisted`) runs isolated, in
 * a project of its own, since only a fresh load of its modules honours that; such files are found
 * by reading them, so a new one is not forgotten.
 */
export function sharedModuleProjects(
  packageDir: string,
  name: string,
  include: string[],
): TestProject[] {
  const folders = [...new Set(include.map((pattern) => pattern.split('/')[0]!))];
  const mocking = folders.flatMap((folder) =>
    readdirSync(join(packageDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(packageDir, folder, file))
      .filter((file) => /\bvi\.(mock|doMock|hoisted)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(packageDir, file)),
  );
  const shared: TestProject = {
    extends: true,
    test: { name, include, exclude: mocking, isolate: false },
  };
  if (mocking.length === 0) return [shared];
  return [shared, { extends: true, test: { name: `${name} (isolated)`, include: mocking } }];
}
