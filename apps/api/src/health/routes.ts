import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { errorBody } from '../errors';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { readSwitches, setSwitch, SWITCHABLE_SERVICES } from './serviceSwitches';

const healthFlags = z
  .object({
    service_statement: z.boolean(),
    service_balance: z.boolean(),
    service_pay: z.boolean(),
    service_receive: z.boolean(),
    service_pix: z.boolean(),
    service_security: z.boolean(),
    service_transfer: z.boolean(),
    general_failure: z.boolean(),
  })
  .meta({ id: 'HealthFlags' });

const serviceSwitch = z
  .object({
    service: z.enum(SWITCHABLE_SERVICES),
    enabled: z.boolean(),
    reason: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'ServiceSwitch' });

/**
 * GET /service/checkhealth (public): the eight flags of SPEC §3.
 * GET/PUT /admin/services[/{service}]: the operator's switches behind those flags.
 */
export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireAdmin(ctx.adminToken);

  routes.get(
    '/service/checkhealth',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkHealth',
        summary: 'Saúde dos serviços (a guarda de rotas do app lê estes campos)',
        response: { 200: healthFlags },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.health.flags();
    },
  );

  routes.get(
    '/admin/services',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'listServiceSwitches',
        summary: 'Chaves de serviço do operador',
        headers: adminHeaders,
        response: { 200: z.object({ data: z.array(serviceSwitch) }), 401: errorBody },
      },
    },
    async () => ({ data: await readSwitches(ctx.db) }),
  );

  routes.put(
    '/admin/services/:service',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'setServiceSwitch',
        summary: 'Liga ou desliga um serviço (o health check passa a refletir)',
        headers: adminHeaders,
        params: z.object({ service: z.enum(SWITCHABLE_SERVICES) }),
        body: z.object({
          enabled: z.boolean(),
          reason: z.string().trim().max(200).optional(),
        }),
        response: { 200: z.object({ data: serviceSwitch }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const { service } = request.params;
      await setSwitch(ctx.db, service, request.body.enabled, request.body.reason || null);
      ctx.health.forget();
      request.log.info({ service, enabled: request.body.enabled }, 'service switch changed');
      const all = await readSwitches(ctx.db);
      return { data: all.find((s) => s.service === service)! };
    },
  );
};
