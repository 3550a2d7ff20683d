import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { operationName } from './orvalConfig';

const VERBS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface OpenApiDocument {
  paths?: Record<
    string,
    Partial<
      Record<
        (typeof VERBS)[number],
        {
          operationId?: string;
          responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
        }
      >
    >
  >;
}

async function exportedConsts(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name === 'index.ts') continue;
    const file = join(entry.parentPath, entry.name);
    for (const match of (await readFile(file, 'utf8')).matchAll(/^export const (\w+) = /gm)) {
      found.set(match[1]!, file);
    }
  }
  return found;
}

type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string][(typeof VERBS)[number]]>;

/** Every operation of the document, in path then verb order, with the name orval gives it. */
function* operationsOf(document: OpenApiDocument) {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const verb of VERBS) {
      const operation: Operation | undefined = item[verb];
      if (operation) yield { path, verb, operation, name: operationName(operation, path, verb) };
    }
  }
}

/** The success statuses (2xx) of an operation, lowest first. */
function successes(operation: Operation) {
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .sort(([a], [b]) => Number(a) - Number(b));
}

interface RegistryEntry {
  line: string;
  file: string;
  /** The schema's name when the registry imports it with itself instead of on first use. */
  eager?: string;
}

/**
 * The operations whose schemas come with the registry itself: every page's first call is the
 * startup health check (SPEC §2), and its answer draws the first screen, so its schema must not
 * cost a round trip of its own after the registry (docs/architecture/performance.md, "Every run
 * a first visit"). Its file is about 0.3 KB gzip.
 */
export const STARTUP_OPERATIONS: ReadonlySet<string> = new Set(['checkHealth']);

/** `./zod/auth/auth` for a zod file under zodDir. */
function importPath(zodDir: string, file: string): string {
  return `./zod/${relative(zodDir, file).replace(/\\/g, '/').replace(/\.ts$/, '')}`;
}

/** `pixApiSchemas` for `./zod/pix-api/pix-api`: the name of the function that loads that file. */
function loaderName(zodDir: string, file: string): string {
  const base = importPath(zodDir, file).split('/').pop()!;
  return `${base.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Schemas`;
}

async function registryEntries(
  document: OpenApiDocument,
  zodDir: string,
  startup: ReadonlySet<string>,
) {
  const consts = await exportedConsts(zodDir);
  const entries: RegistryEntry[] = [];
  const missing: string[] = [];
  for (const { path, verb, operation, name } of operationsOf(document)) {
    const success = successes(operation).find(
      ([, response]) => response.content?.['application/json']?.schema !== undefined,
    );
    if (!success) continue;
    const schema = `${name.charAt(0).toUpperCase()}${name.slice(1)}Response`;
    const file = consts.get(schema);
    if (!file) {
      missing.push(`${verb.toUpperCase()} ${path}`);
      continue;
    }
    const eager = startup.has(name);
    const load = eager ? schema : `() => ${loaderName(zodDir, file)}().then((m) => m.${schema})`;
    entries.push({
      line: `  { method: '${verb.toUpperCase()}', path: '${path}', status: ${success[0]}, schema: ${load} },`,
      file,
      ...(eager && { eager: schema }),
    });
  }
  return { entries, missing };
}

/**
 * The source of src/generated/response-schemas.ts: every operation with a JSON success answer,
 * its method, path template, status and how to load the zod schema orval generated for it. Each
 * zod file is imported with the first request that needs one of its schemas, so a screen builds
 * the schemas of the tags it calls and no others (docs/architecture/performance.md, "The answers'
 * schemas"); the startup operations' schemas are imported with the registry.
 */
export async function responseRegistrySource(
  document: OpenApiDocument,
  zodDir: string,
  startup: ReadonlySet<string> = STARTUP_OPERATIONS,
): Promise<string> {
  const { entries, missing } = await registryEntries(document, zodDir, startup);
  const lazyFiles = [...new Set(entries.filter((e) => !e.eager).map((e) => e.file))].sort();
  const eagerImports = new Map<string, string[]>();
  for (const { file, eager } of entries) {
    if (eager) eagerImports.set(file, [...(eagerImports.get(file) ?? []), eager]);
  }
  return [
    '/**',
    ' * Generated by scripts/generate.ts from apps/api/openapi.json. Do not edit manually.',
    ' * The zod schema of every operation’s JSON success answer, for the response validator; each',
    ' * file of schemas loads with the first request that needs it, the startup operations’ with',
    ' * this file.',
    ...(missing.length > 0 ? [` * Without a generated schema: ${missing.join(', ')}.`] : []),
    ' */',
    "import type { ResponseSchemaEntry } from '../validation/responseSchemas';",
    ...[...eagerImports].map(
      ([file, names]) => `import { ${names.join(', ')} } from '${importPath(zodDir, file)}';`,
    ),
    '',
    ...lazyFiles.map(
      (file) => `const ${loaderName(zodDir, file)} = () => import('${importPath(zodDir, file)}');`,
    ),
    '',
    'export const RESPONSE_SCHEMAS: readonly ResponseSchemaEntry[] = [',
    ...entries.map((entry) => entry.line),
    '];',
    '',
  ].join('\n');
}

/**
 * The source of src/generated/operations.ts: every operation's name (the one the request
 * functions and hooks carry), method, path template and success status, so a fake server can
 * answer a request by the operation it belongs to.
 */
export function operationTableSource(document: OpenApiDocument): string {
  const lines: string[] = [];
  for (const { path, verb, operation, name } of operationsOf(document)) {
    const status = successes(operation)[0]?.[0] ?? '200';
    lines.push(
      `  { name: '${name}', method: '${verb.toUpperCase()}', path: '${path}', status: ${status} },`,
    );
  }
  return [
    '/**',
    ' * Generated by scripts/generate.ts from apps/api/openapi.json. Do not edit manually.',
    ' * Every operation: its name, method, path template and success status.',
    ' */',
    '',
    'export const OPERATIONS = [',
    ...lines,
    '] as const;',
    '',
  ].join('\n');
}
