import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SettableClock } from './clock';
import { errorBody } from './errors';
import { adminHeaders, requireAdmin } from './security/adminToken';

/**
 * PUT /admin/clock: sets the server's clock (docs/architecture/pix-scheduling.md, "Testing").
 * Registered only with IPE_TEST_CLOCK outside production; the operator's token guards it.
 */
export const clockRoutes: FastifyPluginAsync<{ clock: SettableClock; adminToken: string }> = async (
  app,
  { clock, adminToken },
) => {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/admin/clock',
    {
      onRequest: requireAdmin(adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'setServerClock',
        summary: 'Acertar o relógio do servidor (só em testes, IPE_TEST_CLOCK)',
        headers: adminHeaders,
        body: z.object({ now: z.iso.datetime({ offset: true }) }),
        response: { 200: z.object({ now: z.string() }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      clock.set(new Date(request.body.now));
      return { now: clock.now().toISOString() };
    },
  );
};
