import { PIX_KEY_TYPES, pixKeyField } from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { errorBody } from '../errors';
import { accountParams } from '../schemas/shared';
import { lookUpPixKey } from './keyLookup';

const recipient = z
  .object({
    key_type: z.enum(PIX_KEY_TYPES),
    key: z.string().describe('A chave no formato do DICT'),
    name: z.string(),
    document: z.string().describe('CPF mascarado (***.456.789-**) ou CNPJ'),
    institution: z.object({ ispb: z.string(), name: z.string() }),
    account_type: z.enum(['checking', 'savings', 'payment']),
  })
  .meta({ id: 'PixRecipient' });

/**
 * POST /v1/bank/accounts/{sub}/pix/keys/lookup: who a Pix key pays (the DICT's answer), for the
 * payer to confirm before paying. A POST, so the key stays out of URLs and access logs.
 */
export const pixRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/bank/accounts/:sub/pix/keys/lookup',
    {
      onRequest: [guards.authenticate, guards.ownAccount],
      preHandler: () => ctx.health.assertAvailable('pix'),
      schema: {
        tags: ['pix'],
        operationId: 'lookUpPixKey',
        summary: 'Quem recebe por uma chave Pix (consulta ao DICT)',
        headers: bankCallHeaders,
        params: accountParams,
        body: z.object({ key: pixKeyField }).meta({ id: 'PixKeyLookupRequest' }),
        response: {
          200: z.object({ data: recipient }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const { type, key } = request.body.key;
      const found = await lookUpPixKey(ctx, type, key);
      return {
        data: {
          key_type: found.keyType,
          key: found.key,
          name: found.name,
          document: found.document,
          institution: found.institution,
          account_type: found.accountType,
        },
      };
    },
  );
};
