/**
 * Generates src/generated from apps/api/openapi.json: orval's request functions, React Query
 * hooks and zod schemas, then the response-schema registry and the operation table. `--out <dir>` writes elsewhere (the
 * staleness check); `--input <file>` reads another contract.
 */
import './mapGroupBy';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generate } from 'orval';
import { GENERATED_DIR, OPENAPI_PATH, orvalTargets } from './orvalConfig';
import { operationTableSource, responseRegistrySource } from './responseRegistry';

const packageDir = resolve(fileURLToPath(import.meta.url), '../..');

export async function generateClient(
  options: { input?: string; out?: string } = {},
): Promise<void> {
  const input = resolve(packageDir, options.input ?? OPENAPI_PATH);
  const out = options.out ?? GENERATED_DIR;
  const targets = orvalTargets(input, out);
  // One target at a time: the requests target cleans the directory the others write into.
  for (const target of Object.values(targets)) {
    await generate(target, packageDir, { throwOnError: true, logLevel: 'error' });
  }
  const document = JSON.parse(await readFile(input, 'utf8'));
  const registry = await responseRegistrySource(document, resolve(packageDir, out, 'zod'));
  await writeFile(resolve(packageDir, out, 'response-schemas.ts'), registry);
  await writeFile(resolve(packageDir, out, 'operations.ts'), operationTableSource(document));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { input: { type: 'string' }, out: { type: 'string' } } });
  await generateClient(values);
}
