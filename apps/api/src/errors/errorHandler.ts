import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { LedgerError } from '../ledger/ledgerError';
import { TransferError } from '../transfer/transferError';
import { ApiError } from './apiError';
import type { ErrorBody } from './schemas';

/** Fastify's own refusals (bad JSON, wrong content type…) in pt-BR, by status. */
const FRAMEWORK_ERRORS: Record<number, { code: string; message: string }> = {
  400: {
    code: 'INVALID_REQUEST',
    message: 'A requisição não pôde ser lida. Verifique os dados enviados.',
  },
  404: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Método não permitido para este recurso.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'Formato de resposta não suportado.' },
  413: { code: 'BODY_TOO_LARGE', message: 'O corpo da requisição é grande demais.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Envie o corpo como application/json.' },
  429: { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
};

const INTERNAL_ERROR: ErrorBody = {
  code: 'INTERNAL_ERROR',
  message: 'Não foi possível concluir a operação agora. Tente novamente em instantes.',
};

export const VALIDATION_MESSAGE = 'Alguns dados estão inválidos. Verifique os campos destacados.';

/**
 * The single error handler: every refusal becomes `{ code, message }` (pt-BR), invalid input a 400
 * with the message of each field, and anything unexpected a 500 whose details stay in the log.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const field = path || error.validationContext || 'body';
      fields[field] ??= issue.message ?? VALIDATION_MESSAGE;
    }
    return reply
      .status(400)
      .send({ code: 'VALIDATION_ERROR', message: VALIDATION_MESSAGE, fields });
  }
  if (error instanceof ApiError) {
    // RFC 9110 §11.6.1: every 401 names how to authenticate.
    if (error.statusCode === 401) {
      reply.header(
        'www-authenticate',
        error.code === 'SESSION_INVALID'
          ? 'Bearer realm="ipe", error="invalid_token"'
          : 'Bearer realm="ipe"',
      );
    }
    const retryAfter = error.extra.retry_after_seconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply
      .status(error.statusCode)
      .send({ code: error.code, message: error.message, ...error.extra });
  }
  if (error instanceof LedgerError || error instanceof TransferError) {
    return reply.status(error.statusCode).send({ code: error.code, message: error.message });
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const known = FRAMEWORK_ERRORS[status] ?? FRAMEWORK_ERRORS[400]!;
    request.log.info({ err: { code: error.code, message: error.message } }, 'request refused');
    return reply.status(status).send(known);
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(INTERNAL_ERROR);
}

/** Unknown routes answer in the same shape. */
export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(FRAMEWORK_ERRORS[404]);
}
