import { pixApiClientRequest } from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { callerOf } from '../auth/caller';
import { accountChangeRefusals, errorBody } from '../errors';
import { verifyPin } from '../pin/verifyPin';
import { accountParams, encodedPin } from '../schemas/shared';
import { createPixApiClients, type PixApiClient } from './apiClients';

const apiClient = z
  .object({
    client_id: z.string(),
    name: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable().describe('Quando pediu um token pela última vez'),
  })
  .meta({ id: 'PixApiClient' });

const clientView = (client: PixApiClient) => ({
  client_id: client.clientId,
  name: client.name,
  created_at: client.createdAt.toISOString(),
  last_used_at: client.lastUsedAt?.toISOString() ?? null,
});

/**
 * pix/api (docs/architecture/pix-api.md): the credentials a holder gives a shop's system to call
 * the Pix API. Creating them takes the PIN, as it lets another system read what the account
 * receives; the secret is answered once and never again.
 */
export const pixApiClientRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  const clients = createPixApiClients(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  const authorizeChange = [...authorize, guards.requireOperator];

  routes.get(
    '/v1/bank/accounts/:sub/pix/api-clients',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'listPixApiClients',
        summary: 'As credenciais da API Pix da conta, em uso',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: z.array(apiClient) }), 401: errorBody },
      },
    },
    async (request) => ({ data: (await clients.list(request.params.sub)).map(clientView) }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/api-clients',
    {
      onRequest: authorizeChange,
      // After validation (it reads the body's pin): an enabled device, then the right PIN.
      preHandler: [guards.requireEnabledDevice, verifyPin(ctx.pins)],
      schema: {
        tags: ['pix'],
        operationId: 'createPixApiClient',
        summary: 'Criar credenciais da API Pix (o client_secret só aparece nesta resposta)',
        headers: bankCallHeaders,
        params: accountParams,
        body: z
          .object({ ...pixApiClientRequest.shape, pin: encodedPin })
          .meta({ id: 'PixApiClientRequest' }),
        response: {
          201: z.object({
            data: apiClient.extend({
              client_secret: z.string().describe('Guarde agora: não será mostrado de novo'),
            }),
          }),
          ...accountChangeRefusals,
        },
      },
    },
    async (request, reply) => {
      const { client, secret } = await clients.create({
        accountId: request.params.sub,
        userId: callerOf(request).userId,
        name: request.body.name,
      });
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ data: { ...clientView(client), client_secret: secret } });
    },
  );

  routes.delete(
    '/v1/bank/accounts/:sub/pix/api-clients/:clientId',
    {
      onRequest: authorizeChange,
      preHandler: guards.requireEnabledDevice,
      schema: {
        tags: ['pix'],
        operationId: 'revokePixApiClient',
        summary: 'Revogar credenciais da API Pix (param na hora, com seus tokens)',
        headers: bankCallHeaders,
        params: accountParams.extend({ clientId: z.string().max(40) }),
        response: { 204: z.null(), ...accountChangeRefusals },
      },
    },
    async (request, reply) => {
      await clients.revoke(request.params.sub, request.params.clientId);
      return reply.status(204).send(null);
    },
  );
};
