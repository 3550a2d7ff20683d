import { DEFAULT_AUTH_HEADERS } from '../src/auth/authHeaders';

type Parameter = { in?: string; name?: string; $ref?: string };
type Operation = { parameters?: Parameter[] };
type PathItem = Record<string, unknown> & { parameters?: Parameter[] };
type Document = { paths?: Record<string, PathItem> } & Record<string, unknown>;

const VERBS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** The headers the clients' interceptors add to every call, whatever the contract lists. */
export const SESSION_HEADER_NAMES: readonly string[] = Object.values(DEFAULT_AUTH_HEADERS);

function isSessionHeader(parameter: Parameter): boolean {
  return (
    parameter.in === 'header' &&
    typeof parameter.name === 'string' &&
    SESSION_HEADER_NAMES.includes(parameter.name.toLowerCase())
  );
}

function withoutSession(parameters: Parameter[] | undefined): Parameter[] | undefined {
  return parameters?.filter((parameter) => !isSessionHeader(parameter));
}

/**
 * orval input transformer: drops the session headers (token, account id, device key, transaction
 * hash) from every operation. The interceptors send them, so generated functions should not ask
 * for them; the headers left (Idempotency-Key, the operator token) become typed arguments.
 */
export function withoutSessionHeaders<T extends object>(spec: T): T {
  const document = structuredClone(spec) as Document;
  for (const item of Object.values(document.paths ?? {})) {
    if (item.parameters) item.parameters = withoutSession(item.parameters)!;
    for (const verb of VERBS) {
      const operation = item[verb] as Operation | undefined;
      if (operation?.parameters) operation.parameters = withoutSession(operation.parameters)!;
    }
  }
  return document as T;
}
