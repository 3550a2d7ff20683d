import { boletoLookupRequest, boletoPaymentDetails } from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { callerOf } from '../auth/caller';
import { BankError, errorBody, moneyMovementRefusals } from '../errors';
import { verifyPin } from '../pin/verifyPin';
import { accountParams, encodedPin, idempotencyHeaders } from '../schemas/shared';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { createIssuedBoletos } from './issued';
import { createBoletoPayments } from './payments';
import { createBoletoSchedules } from './schedules';
import {
  boletoBill,
  boletoPayment,
  billView,
  issuedBoleto,
  issuedView,
  paymentView,
  boletoSchedule,
  publicBoleto,
  publicView,
  scheduleView,
} from './views';

/**
 * Paying boletos and utility bills (payment): look a bill up, pay it with the PIN, its receipt,
 * and the bills addressed to the holder (DDA). docs/architecture/boletos.md.
 */
export const boletoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  const payments = createBoletoPayments(ctx);
  const issued = createIssuedBoletos(ctx);
  const schedules = createBoletoSchedules(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  const payAvailable = () => ctx.health.assertAvailable('pay');

  // A POST: the line stays out of URLs and access logs.
  routes.post(
    '/v1/bank/accounts/:sub/boletos/lookup',
    {
      onRequest: authorize,
      preHandler: payAvailable,
      schema: {
        tags: ['boleto'],
        operationId: 'lookUpBoleto',
        summary: 'O que um boleto cobra hoje, e de quem (registro dos bancos)',
        headers: bankCallHeaders,
        params: accountParams,
        body: z.object(boletoLookupRequest.shape).meta({ id: 'BoletoLookupRequest' }),
        response: {
          200: z.object({ data: boletoBill }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => ({
      data: billView(await payments.lookup(request.params.sub, request.body.line)),
    }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/boletos/payments',
    {
      // The hash and the PIN are spent in the payment's transaction (docs/decisions/0013).
      onRequest: [guards.authenticateForMoney, guards.ownAccount],
      // After validation: payments on, and this caller may move money.
      preHandler: [payAvailable, guards.requireMoneyMovement],
      schema: {
        tags: ['boleto'],
        operationId: 'payBoleto',
        summary: 'Pagar um boleto ou conta de consumo',
        params: accountParams,
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        body: z
          .object({ ...boletoLookupRequest.shape, ...boletoPaymentDetails.shape, pin: encodedPin })
          .meta({ id: 'BoletoPaymentRequest' }),
        response: { 201: z.object({ data: boletoPayment }), ...moneyMovementRefusals },
      },
    },
    async (request, reply) => {
      const { payment, payer, replayed } = await ctx.money.authorize(request, (checks) =>
        payments.pay(
          {
            accountId: request.params.sub,
            barcode: request.body.line,
            amount: request.body.amount_cents,
            description: request.body.description,
            idempotencyKey: request.headers['idempotency-key'] as string,
          },
          checks,
        ),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ data: paymentView(payment, payer) });
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/boletos/schedules',
    {
      onRequest: authorize,
      preHandler: [payAvailable, guards.requireMoneyMovement, verifyPin(ctx.pins)],
      schema: {
        tags: ['boleto'],
        operationId: 'scheduleBoleto',
        summary: 'Agendar o pagamento de um boleto para o vencimento',
        params: accountParams,
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        body: z
          .object({ ...boletoLookupRequest.shape, ...boletoPaymentDetails.shape, pin: encodedPin })
          .meta({ id: 'BoletoScheduleRequest' }),
        response: { 201: z.object({ data: boletoSchedule }), ...moneyMovementRefusals },
      },
    },
    async (request, reply) => {
      const { schedule, replayed } = await schedules.schedule({
        accountId: request.params.sub,
        userId: callerOf(request).userId,
        barcode: request.body.line,
        amount: request.body.amount_cents,
        description: request.body.description,
        idempotencyKey: request.headers['idempotency-key'] as string,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ data: scheduleView(schedule) });
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/boletos/schedules',
    {
      onRequest: authorize,
      schema: {
        tags: ['boleto'],
        operationId: 'listBoletoSchedules',
        summary: 'Os boletos agendados da conta: os que virão primeiro, depois os já decididos',
        params: accountParams,
        headers: bankCallHeaders,
        response: { 200: z.object({ data: z.array(boletoSchedule) }), 401: errorBody },
      },
    },
    async (request) => ({ data: (await schedules.list(request.params.sub)).map(scheduleView) }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/boletos/schedules/:scheduleId/cancel',
    {
      onRequest: authorize,
      preHandler: guards.requireMoneyMovement,
      schema: {
        tags: ['boleto'],
        operationId: 'cancelBoletoSchedule',
        summary: 'Cancelar um boleto agendado que ainda não foi pago',
        params: accountParams.extend({ scheduleId: z.string().min(1).max(64) }),
        headers: bankCallHeaders,
        response: { 200: z.object({ data: boletoSchedule }), ...moneyMovementRefusals },
      },
    },
    async (request) => ({
      data: scheduleView(await schedules.cancel(request.params.sub, request.params.scheduleId)),
    }),
  );

  routes.get(
    '/v1/bank/accounts/:sub/boletos/payments/:paymentId',
    {
      onRequest: authorize,
      schema: {
        tags: ['boleto'],
        operationId: 'getBoletoPayment',
        summary: 'Um boleto pago: o comprovante',
        params: accountParams.extend({ paymentId: z.string().min(1).max(64) }),
        headers: bankCallHeaders,
        response: { 200: z.object({ data: boletoPayment }), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const payment = await payments.get(request.params.sub, request.params.paymentId);
      const payer = (await ctx.accounts.byId(ctx.db, payment.accountId))!;
      return { data: paymentView(payment, payer) };
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/boletos/dda',
    {
      onRequest: authorize,
      preHandler: payAvailable,
      schema: {
        tags: ['boleto'],
        operationId: 'listDdaBoletos',
        summary: 'Boletos em aberto no CPF/CNPJ do titular (DDA)',
        params: accountParams,
        headers: bankCallHeaders,
        response: {
          200: z.object({ data: z.array(boletoBill) }),
          401: errorBody,
          404: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => ({ data: (await payments.billsOf(request.params.sub)).map(billView) }),
  );

  // Public: anyone with the link sees the boleto, as printed. The identifier is random (not the
  // txid nor the number), and the route is rate limited per address.
  routes.get(
    '/v3/public/bank/boletos/:identifier',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['boleto'],
        operationId: 'getPublicBoleto',
        summary: 'A página pública de um boleto emitido no Ipê',
        params: z.object({ identifier: z.string().regex(/^[0-9a-f]{32}$/) }),
        response: {
          200: z.object({ data: publicBoleto }),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: publicView(await issued.publicView(request.params.identifier)) };
    },
  );

  routes.post(
    '/admin/boletos/paid',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'payBoletoElsewhere',
        summary: 'Um boleto do Ipê é pago em outro banco e chega pela compensação (simulador)',
        headers: adminHeaders,
        body: z.object(boletoLookupRequest.shape).meta({ id: 'BoletoPaidElsewhereRequest' }),
        response: {
          201: z
            .object({ data: z.object({ amount_cents: z.number().int() }) })
            .meta({ id: 'BoletoPaidElsewhereAnswer' }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { amount } = await issued.paidElsewhere(request.body.line);
      return reply.status(201).send({ data: { amount_cents: amount } });
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/boletos/issued',
    {
      onRequest: authorize,
      schema: {
        tags: ['boleto'],
        operationId: 'listIssuedBoletos',
        summary: 'Os boletos que a conta emitiu, com a situação de hoje',
        params: accountParams,
        headers: bankCallHeaders,
        response: {
          200: z.object({ data: z.array(issuedBoleto) }),
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => ({
      data: (await issued.listIssued(request.params.sub)).map(issuedView),
    }),
  );

  routes.get(
    '/v1/bank/accounts/:sub/boletos/payments',
    {
      onRequest: authorize,
      schema: {
        tags: ['boleto'],
        operationId: 'listBoletoPayments',
        summary: 'Os boletos e contas que a conta pagou',
        params: accountParams,
        headers: bankCallHeaders,
        response: {
          200: z.object({ data: z.array(boletoPayment) }),
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const payer = await ctx.accounts.byId(ctx.db, request.params.sub);
      if (!payer) throw new BankError('ACCOUNT_NOT_FOUND');
      return {
        data: (await payments.list(payer.id)).map((payment) => paymentView(payment, payer)),
      };
    },
  );
};
