import {
  pixAutomaticAcceptanceFields,
  pixAutomaticChargeCancellable,
  PIX_AUTOMATIC_CHARGE_STATUSES,
  PIX_AUTOMATIC_PERIODICITIES,
  PIX_AUTOMATIC_RETRY_POLICIES,
  PIX_AUTOMATIC_STATUSES,
  toSaoPauloDate,
} from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/caller';
import { bankCallHeaders } from '../auth/headers';
import { errorBody, errorCode, moneyMovementRefusals } from '../errors';
import { verifyPin } from '../pin/verifyPin';
import { accountParams, encodedPin } from '../schemas/shared';
import { createPixAutomatic, type PixAutomatic } from './automatic';
import { maskDocument } from './payees';
import { institutionOf } from './views';

const pixAutomaticView = z
  .object({
    id: z.string(),
    rec_id: z.string().describe('idRec: a autorização, como o recebedor a chama'),
    request_id: z.string().describe('idSolicRec: o pedido de autorização'),
    status: z.enum(PIX_AUTOMATIC_STATUSES),
    receiver: z.object({
      name: z.string(),
      document: z.string().describe('CNPJ inteiro; CPF mascarado'),
      institution: z.object({ ispb: z.string(), name: z.string() }),
    }),
    contract: z.string().describe('vinculo.contrato'),
    object: z.string().nullable().describe('vinculo.objeto: o que é pago'),
    periodicity: z.enum(PIX_AUTOMATIC_PERIODICITIES),
    start_date: z.string(),
    end_date: z.string().nullable().describe('O fim pedido pelo recebedor (null: sem fim)'),
    fixed_amount_cents: z.number().int().nullable().describe('Valor fixo; null se varia'),
    receiver_minimum_cents: z
      .number()
      .int()
      .nullable()
      .describe('Com valor variável: o menor máximo que o recebedor aceita'),
    retry_policy: z.enum(PIX_AUTOMATIC_RETRY_POLICIES),
    payer_maximum_cents: z.number().int().nullable().describe('O máximo que o pagador aceitou'),
    payer_end_date: z.string().nullable().describe('O fim escolhido pelo pagador'),
    request_expires_at: z.string(),
    answered_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    created_at: z.string(),
    charges: z
      .array(
        z.object({
          id: z.string(),
          txid: z.string(),
          due_date: z.string(),
          amount_cents: z.number().int(),
          description: z.string().nullable(),
          status: z.enum(PIX_AUTOMATIC_CHARGE_STATUSES),
          attempt: z.number().int(),
          next_attempt_at: z.string().nullable(),
          payment_id: z.string().nullable().describe('O Pix do débito (o comprovante)'),
          reason: errorCode.nullable(),
          cancellable: z.boolean().describe('Ainda pode ser cancelada (até a véspera do débito)'),
        }),
      )
      .describe('As cobranças, a de vencimento mais recente primeiro'),
  })
  .meta({ id: 'PixAutomatic' });

export type PixAutomaticView = z.infer<typeof pixAutomaticView>;

/** An authorisation as its payer sees it, with what the server's clock allows today. */
export function pixAutomaticViewOf(
  automatic: PixAutomatic,
  ctx: Pick<AppContext, 'clock' | 'interbank'>,
): PixAutomaticView {
  const today = toSaoPauloDate(ctx.clock.now());
  const { receiver } = automatic;
  return {
    id: automatic.id,
    rec_id: automatic.recId,
    request_id: automatic.requestId,
    status: automatic.status,
    receiver: {
      name: receiver.name,
      document: maskDocument(
        receiver.document.length === 11 ? 'person' : 'company',
        receiver.document,
      ),
      institution: institutionOf(ctx.interbank.participants, receiver.ispb),
    },
    contract: automatic.contract,
    object: automatic.object,
    periodicity: automatic.periodicity,
    start_date: automatic.startDate,
    end_date: automatic.endDate,
    fixed_amount_cents: automatic.fixedAmount,
    receiver_minimum_cents: automatic.receiverMinimum,
    retry_policy: automatic.retryPolicy,
    payer_maximum_cents: automatic.payerMaximum,
    payer_end_date: automatic.payerEndDate,
    request_expires_at: automatic.requestExpiresAt.toISOString(),
    answered_at: automatic.answeredAt?.toISOString() ?? null,
    cancelled_at: automatic.cancelledAt?.toISOString() ?? null,
    created_at: automatic.createdAt.toISOString(),
    charges: automatic.charges.map((charge) => ({
      id: charge.id,
      txid: charge.txid,
      due_date: charge.dueDate,
      amount_cents: charge.amount,
      description: charge.description,
      status: charge.status,
      attempt: charge.attempt,
      next_attempt_at: charge.nextAttemptAt?.toISOString() ?? null,
      payment_id: charge.paymentId,
      reason: charge.reason,
      cancellable:
        charge.status === 'ATIVA' && pixAutomaticChargeCancellable(charge.dueDate, today),
    })),
  };
}

const automaticParams = accountParams.extend({ automaticId: z.string().min(1).max(64) });
const chargeParams = accountParams.extend({ chargeId: z.string().min(1).max(64) });
const answer = z.object({ data: pixAutomaticView });

/**
 * pix/automatic (docs/architecture/pix-automatic.md): the payer's requests, authorisations and
 * charges; accepting (with the PIN), refusing, revoking, cancelling a charge before its day.
 */
export const pixAutomaticRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  const automatic = createPixAutomatic(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  const view = (found: PixAutomatic) => ({ data: pixAutomaticViewOf(found, ctx) });

  routes.get(
    '/v1/bank/accounts/:sub/pix/automatic',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'listPixAutomatic',
        summary: 'Pix Automático: os pedidos de autorização e as autorizações da conta',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: z.array(pixAutomaticView) }), 401: errorBody },
      },
    },
    async (request) => ({
      data: (await automatic.list(request.params.sub)).map((found) =>
        pixAutomaticViewOf(found, ctx),
      ),
    }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/automatic/:automaticId/accept',
    {
      onRequest: authorize,
      preHandler: [guards.requireMoneyMovement, verifyPin(ctx.pins)],
      schema: {
        tags: ['pix'],
        operationId: 'acceptPixAutomatic',
        summary: 'Aceitar um pedido de Pix Automático, com um valor máximo e um fim, se quiser',
        headers: bankCallHeaders,
        params: automaticParams,
        body: z
          .object({ ...pixAutomaticAcceptanceFields.shape, pin: encodedPin })
          .meta({ id: 'PixAutomaticAcceptance' }),
        response: { 200: answer, ...moneyMovementRefusals },
      },
    },
    async (request) => {
      const { body, params } = request;
      return view(
        await automatic.accept(params.sub, callerOf(request).userId, params.automaticId, {
          maxAmount: body.max_amount_cents ?? null,
          endDate: body.end_date || null,
        }),
      );
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/automatic/:automaticId/refuse',
    {
      onRequest: authorize,
      preHandler: guards.requireMoneyMovement,
      schema: {
        tags: ['pix'],
        operationId: 'refusePixAutomatic',
        summary: 'Recusar um pedido de Pix Automático: nada será debitado',
        headers: bankCallHeaders,
        params: automaticParams,
        response: { 200: answer, ...moneyMovementRefusals },
      },
    },
    async (request) =>
      view(
        await automatic.refuse(
          request.params.sub,
          callerOf(request).userId,
          request.params.automaticId,
        ),
      ),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/automatic/:automaticId/revoke',
    {
      onRequest: authorize,
      preHandler: guards.requireMoneyMovement,
      schema: {
        tags: ['pix'],
        operationId: 'revokePixAutomatic',
        summary: 'Cancelar uma autorização de Pix Automático e as cobranças ainda por debitar',
        headers: bankCallHeaders,
        params: automaticParams,
        response: { 200: answer, ...moneyMovementRefusals },
      },
    },
    async (request) => view(await automatic.revoke(request.params.sub, request.params.automaticId)),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/automatic/charges/:chargeId/cancel',
    {
      onRequest: authorize,
      preHandler: guards.requireMoneyMovement,
      schema: {
        tags: ['pix'],
        operationId: 'cancelPixAutomaticCharge',
        summary: 'Cancelar uma cobrança de Pix Automático, até a véspera do débito',
        headers: bankCallHeaders,
        params: chargeParams,
        response: { 200: answer, ...moneyMovementRefusals },
      },
    },
    async (request) =>
      view(await automatic.cancelCharge(request.params.sub, request.params.chargeId)),
  );
};
