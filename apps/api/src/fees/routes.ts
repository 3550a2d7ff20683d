import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/caller';
import { bankCallHeaders } from '../auth/headers';
import { errorBody } from '../errors';
import { FEE_TYPES } from './fees';

const fee = z
  .object({
    code: z.string(),
    type: z.enum(FEE_TYPES),
    name: z.string(),
    amount_cents: z.number().int().describe('Valor em centavos (0 = grátis)'),
    description: z.string(),
  })
  .meta({ id: 'AccountFee' });

const feesQuery = z.object({
  type: z.enum(FEE_TYPES, 'INVALID').optional().describe('Filtra por tipo de tarifa'),
});

/** The fee table of the caller's kind of account (SPEC §7 `/v1/taxes/account-fees`). */
export const feeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/taxes/account-fees',
    {
      onRequest: [ctx.guards.authenticate],
      schema: {
        tags: ['taxes'],
        operationId: 'getAccountFees',
        summary: 'Tarifas da conta da sessão (por tipo, opcional)',
        headers: bankCallHeaders,
        querystring: feesQuery,
        response: {
          200: z.object({ data: z.array(fee) }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => ({
      data: await ctx.fees.list(callerOf(request).account.kind, request.query.type),
    }),
  );
};
