import { cepField } from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { BankError, errorBody } from '../errors';

const postalAddress = z
  .object({
    cep: z.string().describe('8 dígitos'),
    logradouro: z.string().nullable(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string(),
    precision: z
      .enum(['address', 'city', 'state'])
      .describe('address: endereço completo; city: só cidade e UF; state: só a UF'),
  })
  .meta({ id: 'PostalAddress' });

/** Postal-code API (public, like SPEC §7's postal-code client): GET /cep/{cep}. */
export const postalCodeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cep/:cep',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['postal-code'],
        operationId: 'getPostalCode',
        summary: 'Endereço de um CEP',
        params: z.object({
          cep: z.pipe(cepField, z.string()).describe('CEP com ou sem hífen'),
        }),
        response: {
          200: z.object({ data: postalAddress }),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const found = await ctx.postalCodes.lookup(request.params.cep);
      if (!found) throw new BankError('CEP_NOT_FOUND');
      return { data: found };
    },
  );
};
