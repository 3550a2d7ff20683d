type Json = Record<string, unknown>;

/** What each status means across the API (fastify-swagger would say "Default Response"). */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'Sucesso',
  '201': 'Criado',
  '204': 'Sucesso, sem corpo',
  '400': 'Dados inválidos (fields traz a mensagem de cada campo)',
  '401': 'Sessão ausente, inválida ou expirada',
  '403': 'Recusado',
  '404': 'Não encontrado',
  '409': 'Conflito com o estado atual',
  '422': 'Não foi possível realizar a operação',
  '423': 'Modo consulta: aparelho não habilitado ou sem permissão (ver os campos)',
  '429': 'Muitas tentativas',
  '503': 'Serviço temporariamente indisponível',
};

function describeResponses(paths: unknown): void {
  for (const operations of Object.values((paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(operations)) {
      const responses = (operation as { responses?: Record<string, { description?: string }> })
        .responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (response.description === 'Default Response' && STATUS_DESCRIPTIONS[status]) {
          response.description = STATUS_DESCRIPTIONS[status];
        }
      }
    }
  }
}

const REF_PREFIX = '#/components/schemas/';

function refsIn(value: unknown, found: Set<string>): Set<string> {
  const text = JSON.stringify(value);
  for (const match of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) found.add(match[1]!);
  return found;
}

/**
 * fastify-type-provider-zod puts every named zod schema in the document twice (`X` for answers,
 * `XInput` for requests), used or not. For a contract that generates clean client types: keep
 * only the schemas the routes reach, and name a request schema `X` unless a different `X` exists.
 * Also gives every response a description saying what its status means here.
 */
export function tidyComponents<T extends Json>(document: T): T {
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};

  // Everything the paths reach, directly or through other schemas.
  const reached = refsIn(document.paths, new Set());
  for (let grew = true; grew;) {
    grew = false;
    for (const name of [...reached]) {
      const before = reached.size;
      refsIn(schemas[name], reached);
      if (reached.size > before) grew = true;
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));

  const withoutInputRefs = (value: unknown) =>
    JSON.stringify(value).replace(/("#\/components\/schemas\/[^"]+?)Input"/g, '$1"');
  const renames = new Map<string, string>();
  for (const name of Object.keys(kept)) {
    if (!name.endsWith('Input')) continue;
    const base = name.slice(0, -'Input'.length);
    if (!(base in kept) || withoutInputRefs(kept[name]) === withoutInputRefs(kept[base])) {
      renames.set(name, base);
    }
  }

  const tidied: Record<string, unknown> = {};
  for (const name of Object.keys(kept).sort()) {
    const target = renames.get(name) ?? name;
    if (!(target in tidied))
      tidied[target] = kept[renames.has(name) && target in kept ? target : name];
  }
  let text = JSON.stringify({ ...document, components: { ...components, schemas: tidied } });
  for (const [from, to] of renames) {
    text = text.split(`"${REF_PREFIX}${from}"`).join(`"${REF_PREFIX}${to}"`);
  }
  const tidy = JSON.parse(text) as T;
  describeResponses(tidy.paths);
  return tidy;
}
