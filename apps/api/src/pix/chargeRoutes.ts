import {
  checkDueChargeRequest,
  pixChargeRequest,
  pixDueChargeRequest,
  pixRefundRequest,
} from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { BankError, errorBody } from '../errors';
import { accountParams, encodedPin, idempotencyHeaders } from '../schemas/shared';
import { dueChargeOf, IPE_LOCATION_BASE, type PixCharge } from './charges';
import { createPixPayments } from './payments';
import { createReceivedPix, type ReceivedPix } from './received';
import { chargeStatus, institution, paymentAnswers } from './schemas';
import { chargeViewsOf, pixCharge } from './chargeViews';
import { institutionOf, replyWithPayment } from './views';

const receivedPix = z
  .object({
    end_to_end_id: z.string(),
    amount_cents: z.number().int(),
    received_at: z.string(),
    description: z.string().nullable(),
    payer_name: z.string().nullable(),
    payer_institution: institution,
    refunded_cents: z.number().int().describe('Já devolvido (ou a caminho)'),
    refundable_until: z.string().describe('Último momento para pedir uma devolução (90 dias)'),
  })
  .meta({ id: 'PixReceived' });

const txidParams = accountParams.extend({ txid: z.string().regex(/^[0-9A-Za-z]{26,35}$/) });

/**
 * Money in by Pix (docs/architecture/pix-receiving.md): the charges an account issues
 * (pix/receive/qrcode, pix/requests), what it received and its refunds (pix/refund), and the
 * public locations and key set payers' banks read. Its keys: keyRoutes.ts.
 */
export const pixChargeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards, pixCharges } = ctx;
  const payments = createPixPayments(ctx);
  const received = createReceivedPix(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  const pixAvailable = () => ctx.health.assertAvailable('pix');

  const chargeViews = (sub: string, charges: PixCharge[]) => chargeViewsOf(ctx, sub, charges);

  const receivedView = (pix: ReceivedPix) => ({
    end_to_end_id: pix.endToEndId,
    amount_cents: pix.amount,
    received_at: pix.receivedAt.toISOString(),
    description: pix.description,
    payer_name: pix.payerName,
    payer_institution: institutionOf(ctx.interbank.participants, pix.payerIspb),
    refunded_cents: pix.refunded,
    refundable_until: pix.refundableUntil.toISOString(),
  });

  routes.post(
    '/v1/bank/accounts/:sub/pix/charges',
    {
      onRequest: authorize,
      preHandler: pixAvailable,
      schema: {
        tags: ['pix'],
        operationId: 'createPixCharge',
        summary: 'Criar uma cobrança Pix imediata (QR Code dinâmico)',
        headers: bankCallHeaders,
        params: accountParams,
        body: z.object(pixChargeRequest.shape).meta({ id: 'PixChargeRequest' }),
        response: {
          201: z.object({ data: pixCharge }),
          400: errorBody,
          401: errorBody,
          409: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { key, amount_cents, amount_editable, expires_in, description } = request.body;
      const charge = await pixCharges.create({
        accountId: request.params.sub,
        key,
        amount: amount_cents,
        amountEditable: amount_editable,
        expiresIn: expires_in,
        description,
      });
      const [view] = await chargeViews(request.params.sub, [charge]);
      return reply.status(201).send({ data: view! });
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/due-charges',
    {
      onRequest: authorize,
      preHandler: pixAvailable,
      schema: {
        tags: ['pix'],
        operationId: 'createPixDueCharge',
        summary: 'Criar uma cobrança Pix com vencimento (boleto com Pix)',
        headers: bankCallHeaders,
        params: accountParams,
        body: z
          .object(pixDueChargeRequest.shape)
          .superRefine(checkDueChargeRequest)
          .meta({ id: 'PixDueChargeRequest' }),
        response: {
          201: z.object({ data: pixCharge }),
          400: errorBody,
          401: errorBody,
          409: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      const charge = await pixCharges.createDue(
        dueChargeOf(request.body, { accountId: request.params.sub }),
      );
      const [view] = await chargeViews(request.params.sub, [charge]);
      return reply.status(201).send({ data: view! });
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/pix/charges',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'listPixCharges',
        summary: 'As cobranças Pix emitidas pela conta, das mais novas às mais antigas',
        headers: bankCallHeaders,
        params: accountParams,
        querystring: z.object({
          status: chargeStatus.optional(),
          inicio: z.iso.datetime({ offset: true }).optional().describe('Criadas a partir de'),
          fim: z.iso.datetime({ offset: true }).optional().describe('Criadas antes de'),
        }),
        response: { 200: z.object({ data: z.array(pixCharge) }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const { status, inicio, fim } = request.query;
      const charges = await pixCharges.list(request.params.sub, {
        status,
        from: inicio ? new Date(inicio) : undefined,
        to: fim ? new Date(fim) : undefined,
      });
      return { data: await chargeViews(request.params.sub, charges) };
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/pix/charges/:txid',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'getPixCharge',
        summary: 'Uma cobrança Pix emitida pela conta',
        headers: bankCallHeaders,
        params: txidParams,
        response: { 200: z.object({ data: pixCharge }), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const charge = await pixCharges.get(request.params.sub, request.params.txid);
      return { data: (await chargeViews(request.params.sub, [charge]))[0]! };
    },
  );

  routes.delete(
    '/v1/bank/accounts/:sub/pix/charges/:txid',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'cancelPixCharge',
        summary: 'Cancelar uma cobrança Pix ativa (REMOVIDA_PELO_USUARIO_RECEBEDOR)',
        headers: bankCallHeaders,
        params: txidParams,
        response: {
          200: z.object({ data: pixCharge }),
          401: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const charge = await pixCharges.cancel(request.params.sub, request.params.txid);
      return { data: (await chargeViews(request.params.sub, [charge]))[0]! };
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/pix/received',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'listReceivedPix',
        summary: 'Os Pix recebidos nos últimos 90 dias (os que ainda podem ser devolvidos)',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: z.array(receivedPix) }), 401: errorBody },
      },
    },
    async (request) => ({
      data: (await received.list(request.params.sub, ctx.clock.now())).map(receivedView),
    }),
  );

  routes.get(
    '/v1/bank/accounts/:sub/pix/received/:endToEndId',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'getReceivedPix',
        summary: 'Um Pix recebido, com o que já foi devolvido dele',
        headers: bankCallHeaders,
        params: accountParams.extend({ endToEndId: z.string().regex(/^E[0-9A-Za-z]{31}$/) }),
        response: { 200: z.object({ data: receivedPix }), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const found = await received.get(ctx.db, request.params.sub, request.params.endToEndId);
      return { data: receivedView(found.received) };
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/received/:endToEndId/refunds',
    {
      // The hash and the PIN are spent in the refund's transaction (docs/decisions/0013).
      onRequest: [guards.authenticateForMoney, guards.ownAccount],
      // After validation: Pix on, and this caller may move money.
      preHandler: [pixAvailable, guards.requireMoneyMovement],
      schema: {
        tags: ['pix'],
        operationId: 'refundPix',
        summary: 'Devolver um Pix recebido, inteiro ou em parte (até 90 dias)',
        params: accountParams.extend({ endToEndId: z.string().regex(/^E[0-9A-Za-z]{31}$/) }),
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        body: z
          .object({ ...pixRefundRequest.shape, pin: encodedPin })
          .meta({ id: 'PixRefundRequest' }),
        response: paymentAnswers,
      },
    },
    async (request, reply) =>
      replyWithPayment(
        reply,
        await ctx.money.authorize(request, (checks) =>
          payments.pay(
            {
              accountId: request.params.sub,
              recipient: {
                refund: {
                  endToEndId: request.params.endToEndId,
                  nature: request.body.nature ?? 'ORIGINAL',
                },
              },
              amount: request.body.amount_cents,
              description: request.body.description,
              idempotencyKey: request.headers['idempotency-key'] as string,
            },
            checks,
          ),
        ),
        ctx.interbank.participants,
      ),
  );

  // What a payer's bank reads: the charge at its location, signed, and the key to check it with.
  routes.get(
    '/qr/v2/:locationId',
    {
      schema: {
        tags: ['pix'],
        operationId: 'getPixChargeLocation',
        summary: 'O payload de uma cobrança (JWS assinado por este banco), como o pagador o lê',
        params: z.object({ locationId: z.string().regex(/^[0-9a-f]{32}$/) }),
        querystring: z.object({
          DPP: z.iso.date().optional().describe('cobv: a data do pagamento (hoje, se ausente)'),
        }),
        response: { 200: z.string().describe('JWS compacto'), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const jws = await pixCharges.locations.fetch(
        `${IPE_LOCATION_BASE}${request.params.locationId}`,
        request.query.DPP,
      );
      if (!jws) throw new BankError('PIX_CHARGE_NOT_FOUND');
      return reply.type('application/jose').send(jws);
    },
  );

  routes.get(
    '/pix/v2/jwks',
    {
      schema: {
        tags: ['pix'],
        operationId: 'getPixSigningKeys',
        summary: 'As chaves públicas com que este banco assina suas cobranças (JWKS)',
        response: {
          200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
        },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').send(pixCharges.jwks),
  );
};
