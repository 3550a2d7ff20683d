import type { Options } from 'orval';
import { withoutSessionHeaders } from './sessionHeaders';

/** Where generated code goes, relative to the package. */
export const GENERATED_DIR = 'src/generated';
/** The bank server's contract. */
export const OPENAPI_PATH = '../../apps/api/openapi.json';

type Operation = { operationId?: string };

/**
 * The compiler options orval writes the client for, instead of the package's tsconfig: that one
 * lets the Vitest config import a script by its `.ts` name (what Vite's native config loader
 * will require), and orval would then write `.ts` into every generated import. These are the
 * options orval reads, as tsconfig.base.json sets them.
 */
const GENERATED_CODE_OPTIONS = {
  compilerOptions: {
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    esModuleInterop: true,
    exactOptionalPropertyTypes: false,
  },
} as const;

/**
 * One name per operation for every target (requests, hooks, zod), so the response-schema
 * registry can find an operation's schema: the operationId in camelCase, or verb + route.
 */
export function operationName(operation: Operation, route: string, verb: string): string {
  const source =
    operation.operationId ?? `${verb} ${route.replace(/\{/g, ' by ').replace(/\}/g, ' ')}`;
  const words = source.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, index) =>
      index === 0
        ? word.charAt(0).toLowerCase() + word.slice(1)
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
}

/**
 * The three orval targets, writing under `outDir` (src/generated, or a sibling directory for the
 * staleness check: same depth, so the relative mutator imports come out identical).
 */
export function orvalTargets(input: string, outDir: string): Record<string, Options> {
  const mutator = { path: './src/request/bankRequest.ts', name: 'bankRequest' };
  const shared = { operationName, mutator };
  // The session headers come from the interceptors; the others (Idempotency-Key) are arguments.
  const source = { target: input, override: { transformer: withoutSessionHeaders } };
  return {
    // Plain axios request functions, per tag, and the TypeScript models.
    requests: {
      input: source,
      output: {
        target: `${outDir}/requests/bank.ts`,
        schemas: `${outDir}/model`,
        mode: 'tags-split',
        client: 'axios-functions',
        headers: true,
        clean: true,
        tsconfig: GENERATED_CODE_OPTIONS,
        override: shared,
      },
    },
    // React Query hooks over private copies of the same request functions.
    reactQuery: {
      input: source,
      output: {
        target: `${outDir}/react-query/bank.ts`,
        schemas: `${outDir}/model`,
        mode: 'tags-split',
        client: 'react-query',
        httpClient: 'axios',
        headers: true,
        tsconfig: GENERATED_CODE_OPTIONS,
        override: {
          ...shared,
          query: { version: 5, signal: true, shouldExportHttpClient: false },
        },
      },
    },
    // zod schemas of params, bodies and answers, used at run time by the response validator.
    // Zod Mini: tree-shakable, so the web app's entry carries ~7 KB gzip of zod instead of ~24.
    zod: {
      input: source,
      output: {
        target: `${outDir}/zod/bank.ts`,
        mode: 'tags-split',
        client: 'zod',
        tsconfig: GENERATED_CODE_OPTIONS,
        override: { operationName, zod: { variant: 'mini' } },
      },
    },
  };
}
