import { PIX_DISPUTE_REASONS, pixDisputeAnswerRequest, pixDisputeRequest } from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { errorBody } from '../errors';
import { accountParams } from '../schemas/shared';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { createPixDisputes, type PixDispute } from './disputes';

const pixDispute = z
  .object({
    id: z.uuid(),
    role: z.enum(['payer', 'payee']).describe('payer: esta conta contestou; payee: recebeu o Pix'),
    payment_id: z.uuid(),
    end_to_end_id: z.string(),
    reason: z.enum(PIX_DISPUTE_REASONS),
    details: z.string(),
    status: z.enum(['OPEN', 'REFUNDED', 'REJECTED']),
    contested_cents: z.number().int(),
    blocked_cents: z.number().int().describe('O que estava na conta que recebeu e foi bloqueado'),
    answer: z.string().nullable().describe('O que a conta que recebeu respondeu'),
    opened_at: z.string(),
    analyse_by: z.string().describe('Prazo da análise (7 dias)'),
    refund_by: z.string().describe('Prazo da devolução (11 dias)'),
    resolved_at: z.string().nullable(),
  })
  .meta({ id: 'PixDispute' });

const disputeView = (dispute: PixDispute, accountId: string) => ({
  id: dispute.id,
  role: dispute.payerAccountId === accountId ? ('payer' as const) : ('payee' as const),
  payment_id: dispute.paymentId,
  end_to_end_id: dispute.endToEndId,
  reason: dispute.reason,
  details: dispute.details,
  status: dispute.status,
  contested_cents: dispute.contested,
  blocked_cents: dispute.blocked,
  answer: dispute.answer,
  opened_at: dispute.openedAt.toISOString(),
  analyse_by: dispute.analyseBy.toISOString(),
  refund_by: dispute.refundBy.toISOString(),
  resolved_at: dispute.resolvedAt?.toISOString() ?? null,
});

/**
 * Disputes of a Pix (MED 2.0; docs/architecture/pix-disputes.md): the payer contests from the
 * receipt, the receiving account sees what is blocked and answers (receive/security), and the
 * bank's analysis decides through the operator route.
 */
export const pixDisputeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  const disputes = createPixDisputes(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  const disputeParams = accountParams.extend({ disputeId: z.uuid() });

  routes.post(
    '/v1/bank/accounts/:sub/pix/payments/:paymentId/disputes',
    {
      onRequest: [...authorize, guards.requireOperator],
      schema: {
        tags: ['pix'],
        operationId: 'disputePixPayment',
        summary: 'Contestar um Pix enviado (MED): golpe, fraude ou coação',
        headers: bankCallHeaders,
        params: accountParams.extend({ paymentId: z.uuid() }),
        body: z.object(pixDisputeRequest.shape).meta({ id: 'PixDisputeRequest' }),
        response: {
          201: z.object({ data: pixDispute }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const dispute = await disputes.open({
        payerAccountId: request.params.sub,
        paymentId: request.params.paymentId,
        reason: request.body.reason,
        details: request.body.details,
      });
      return reply.status(201).send({ data: disputeView(dispute, request.params.sub) });
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/pix/disputes',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'listPixDisputes',
        summary: 'As contestações de Pix da conta: as que abriu ou as contra o que recebeu',
        headers: bankCallHeaders,
        params: accountParams,
        querystring: z.object({ role: z.enum(['payer', 'payee']).default('payee') }),
        response: { 200: z.object({ data: z.array(pixDispute) }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({
      data: (await disputes.list(request.params.sub, request.query.role)).map((dispute) =>
        disputeView(dispute, request.params.sub),
      ),
    }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/disputes/:disputeId/answer',
    {
      onRequest: [...authorize, guards.requireOperator],
      schema: {
        tags: ['pix'],
        operationId: 'answerPixDispute',
        summary: 'Responder a uma contestação contra um Pix recebido',
        headers: bankCallHeaders,
        params: disputeParams,
        body: z.object(pixDisputeAnswerRequest.shape).meta({ id: 'PixDisputeAnswerRequest' }),
        response: {
          200: z.object({ data: pixDispute }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const { sub, disputeId } = request.params;
      const dispute = await disputes.answer(sub, disputeId, request.body.answer);
      return { data: disputeView(dispute, sub) };
    },
  );

  routes.get(
    '/admin/pix/disputes',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'listOpenPixDisputes',
        summary: 'A fila da análise: as contestações de Pix ainda abertas',
        headers: adminHeaders,
        response: { 200: z.object({ data: z.array(pixDispute) }), 401: errorBody },
      },
    },
    async () => ({
      data: (await disputes.pending()).map((dispute) =>
        disputeView(dispute, dispute.payeeAccountId),
      ),
    }),
  );

  routes.post(
    '/admin/pix/disputes/:disputeId',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'decidePixDispute',
        summary: 'A análise do banco decide uma contestação: devolver ou liberar o bloqueio',
        headers: adminHeaders,
        params: z.object({ disputeId: z.uuid() }),
        body: z.object({ refund: z.boolean() }),
        response: {
          200: z.object({ data: pixDispute }),
          401: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const dispute = await disputes.decide(request.params.disputeId, request.body.refund);
      return { data: disputeView(dispute, dispute.payeeAccountId) };
    },
  );
};
