import type { $ZodType } from 'zod/v4/core';

/** The zod schema an operation's success answer must match (generated from openapi.json). */
export interface ResponseSchemaEntry {
  /** Upper-case HTTP method. */
  method: string;
  /** OpenAPI path template, e.g. '/v1/bank/accounts/{sub}/balance'. */
  path: string;
  /** The success status the schema describes. */
  status: number;
  /**
   * Any Zod 4 schema (the generated ones are Zod Mini; classic ones work too), or how to load it:
   * the generated registry imports each file of schemas with the first request that needs one,
   * and the startup health check's with itself.
   */
  schema: $ZodType | (() => Promise<$ZodType>);
}

interface CompiledEntry extends ResponseSchemaEntry {
  pattern: RegExp;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** '/a/{id}/b' → /^\/a\/[^/]+\/b\/?$/ */
function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`);
}

/** Finds the schema for a method and a concrete path; a literal path wins over a templated one. */
export function createResponseSchemaLookup(entries: readonly ResponseSchemaEntry[]) {
  const compiled: CompiledEntry[] = entries
    .map((entry) => ({ ...entry, pattern: templatePattern(entry.path) }))
    // Fewer parameters first, so '/account/balance' is not taken for '/account/{id}'.
    .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  return (method: string, path: string): ResponseSchemaEntry | undefined => {
    const upper = method.toUpperCase();
    return compiled.find((entry) => entry.method === upper && entry.pattern.test(path));
  };
}
