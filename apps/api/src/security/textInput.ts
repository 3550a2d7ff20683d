import { hasUnsafeCharacters, normalizeText, type FieldErrorCode } from '@ipe/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BankError } from '../errors';

const unsafeTextRefused = (fields: Record<string, FieldErrorCode>) =>
  new BankError('INVALID_CHARACTERS', { fields });

/**
 * Every string in `value`, NFC-normalized; the path of each one holding an unsafe character
 * goes into `refused` (dotted, as the validation errors name fields).
 */
function cleanStrings(
  value: unknown,
  path: string,
  refused: Record<string, FieldErrorCode>,
): unknown {
  if (typeof value === 'string') {
    if (hasUnsafeCharacters(value)) refused[path || 'body'] = 'UNSAFE_CHARACTERS';
    return normalizeText(value);
  }
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      cleanStrings(item, path ? `${path}.${index}` : `${index}`, refused),
    );
  }
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties: a key named __proto__ stays data, never a prototype.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        cleanStrings(item, path ? `${path}.${key}` : key, refused),
      ]),
    );
  }
  return value;
}

/**
 * Text from outside, held to one rule before any schema or handler sees it (@ipe/domain's
 * UNSAFE_TEXT_CHARACTER): every string of the body, the query and the path is refused with a 400
 * INVALID_CHARACTERS naming its field when it holds a control or bidi character, and kept in NFC
 * otherwise. One hook for every route, so a route added tomorrow cannot forget it.
 */
export function registerTextInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const refused: Record<string, FieldErrorCode> = {};
    request.body = cleanStrings(request.body, '', refused);
    request.query = cleanStrings(request.query, '', refused) as FastifyRequest['query'];
    request.params = cleanStrings(request.params, '', refused) as FastifyRequest['params'];
    if (Object.keys(refused).length > 0) throw unsafeTextRefused(refused);
  });
}
