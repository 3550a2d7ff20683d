import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { isUuid } from '../db';
import { authErrors } from '../auth/authErrors';
import { errorBody } from '../errors';

const hashRequest = z
  .object({
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], 'INVALID')),
    url: z
      .string()
      .min(1)
      .max(2_048)
      .regex(/^\/[\x21-\x7e]*$/, 'INVALID')
      .describe(
        'Caminho e query exatamente como a chamada será feita, ex. /phoenix/bank/v1/account',
      ),
  })
  .meta({ id: 'TransactionHashRequest' });

/**
 * Hash service: POST /hash/auth {method, url} with the `account_id` header → a single-use hash in
 * `data`, valid briefly, for exactly that account, method and URL.
 */
export const transactionHashRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/hash/auth',
    {
      config: {
        // Issuing writes nothing (docs/decisions/0013): the limit guards this server's CPU, so
        // each server counts its own calls, without a database write per hash.
        rateLimit: {
          max: ctx.config.rateLimits.hashPerIp.max,
          timeWindow: ctx.config.rateLimits.hashPerIp.windowMs,
          perInstance: true,
        },
      },
      schema: {
        tags: ['hash'],
        operationId: 'createTransactionHash',
        summary: 'Hash de transação de uso único para a próxima chamada autenticada',
        headers: z.looseObject({ account_id: z.string().describe('A conta da sessão') }),
        body: hashRequest,
        response: {
          200: z
            .object({
              data: z.string().describe('O hash, para o cabeçalho transaction_hash'),
              expires_in: z.number().int().describe('Validade em segundos'),
            })
            .meta({ id: 'TransactionHash' }),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const accountId = request.headers.account_id;
      // Any well-formed id gets a hash, so this public route tells no one whether an account
      // exists; a hash for an account nobody holds a token for can never be spent.
      if (!isUuid(accountId)) {
        throw authErrors.accountNotFound();
      }
      const { hash } = ctx.hashes.issue({
        accountId,
        method: request.body.method,
        url: request.body.url,
      });
      return { data: hash, expires_in: ctx.config.transactionHashTtlSeconds };
    },
  );
};
