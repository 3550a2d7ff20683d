import { isFieldErrorCode, type ErrorCode, type FieldErrorCode } from '@ipe/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BankError } from './bankError';
import { errorAnswer } from './errorAnswers';

/** Fastify's own refusals (bad JSON, wrong content type…), by status. */
const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  400: 'INVALID_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function send(reply: FastifyReply, code: ErrorCode, extra: Record<string, unknown> = {}) {
  const { status, body } = errorAnswer(code, extra);
  // RFC 9110 §11.6.1: every 401 names how to authenticate.
  if (status === 401) {
    reply.header(
      'www-authenticate',
      code === 'SESSION_INVALID'
        ? 'Bearer realm="ipe", error="invalid_token"'
        : 'Bearer realm="ipe"',
    );
  }
  if (typeof extra.retry_after_seconds === 'number') {
    reply.header('retry-after', String(extra.retry_after_seconds));
  }
  return reply.status(status).send(body);
}

/**
 * A schema's refusal as a field code: the schemas shared with the forms (@ipe/domain) name their
 * code; a generic rule (a type, a length) is named by its kind.
 */
function fieldCodeOf(kind: string, message: string | undefined, params: Record<string, unknown>) {
  if (isFieldErrorCode(message)) return message;
  if (kind === 'invalid_type' && params.input === undefined) return 'REQUIRED';
  if (kind === 'too_big') return 'TOO_LONG';
  return 'INVALID';
}

/**
 * The single error handler, the edge where codes become answers: a BankError becomes
 * `{ code, message, ...extra }` with its status (errorAnswers.ts), invalid input a 400 with the
 * code of each field, and anything unexpected a 500 whose details stay in the log.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, FieldErrorCode> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const field = path || error.validationContext || 'body';
      fields[field] ??= fieldCodeOf(issue.keyword, issue.message, issue.params);
    }
    return send(reply, 'VALIDATION_ERROR', { fields });
  }
  if (error instanceof BankError) {
    if (error.detail)
      request.log.info({ code: error.code, detail: error.detail }, 'request refused');
    return send(reply, error.code, error.extra);
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    request.log.info({ err: { code: error.code, message: error.message } }, 'request refused');
    return send(reply, FRAMEWORK_CODES[status] ?? 'INVALID_REQUEST');
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 'INTERNAL_ERROR');
}

/** Unknown routes answer in the same shape. */
export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 'NOT_FOUND');
}
