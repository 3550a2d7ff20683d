import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClient } from '../scripts/generate';
import { GENERATED_DIR } from '../scripts/orvalConfig';

/**
 * src/generated is committed: this regenerates it from apps/api/openapi.json into a scratch
 * sibling (same depth, so relative imports come out the same) and fails when anything differs.
 */
const packageDir = resolve(fileURLToPath(import.meta.url), '../..');
const committed = join(packageDir, GENERATED_DIR);
let fresh: string;

async function files(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(relative(dir, path), await readFile(path, 'utf8'));
  }
  return found;
}

beforeAll(async () => {
  fresh = await mkdtemp(join(packageDir, 'src/.generated-check-'));
  await generateClient({ out: relative(packageDir, fresh) });
}, 120_000);

afterAll(async () => {
  await rm(fresh, { recursive: true, force: true });
});

describe('src/generated', () => {
  it('is what apps/api/openapi.json generates (else: pnpm --filter @ipe/api-client generate)', async () => {
    const [want, have] = await Promise.all([files(fresh), files(committed)]);
    const stale = [...new Set([...want.keys(), ...have.keys()])]
      .filter((file) => want.get(file) !== have.get(file))
      .sort();
    expect(stale, `stale or missing in ${GENERATED_DIR}`).toEqual([]);
    expect(want.size).toBeGreaterThan(0);
  });
});
