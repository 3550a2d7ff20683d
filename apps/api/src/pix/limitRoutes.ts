import {
  checkPixLimitsRequest,
  PIX_LIMIT_PERIODS,
  PIX_NIGHT_STARTS,
  pixLimitsRequest,
} from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { accountChangeRefusals, errorBody } from '../errors';
import { verifyPin } from '../pin/verifyPin';
import { accountParams, encodedPin } from '../schemas/shared';
import { createPixLimits, type AccountLimits, type LimitUse } from './limits';

const periodLimits = z.object({
  per_payment_cents: z.number().int(),
  per_period_cents: z.number().int(),
});
const limitSet = {
  daytime: periodLimits,
  nighttime: periodLimits,
  night_start: z.enum(PIX_NIGHT_STARTS).describe('Quando começa a noite (termina às 06:00)'),
};

const pixLimits = z
  .object({
    ...limitSet,
    pending: z
      .object({ ...limitSet, requested_at: z.string(), effective_at: z.string() })
      .nullable()
      .describe('Um aumento pedido, que vale a partir de effective_at (24 h depois)'),
    window: z.object({
      period: z.enum(PIX_LIMIT_PERIODS),
      start: z.string(),
      end: z.string(),
      used_cents: z.number().int(),
      available_cents: z.number().int().describe('O que ainda cabe num Pix agora'),
    }),
  })
  .meta({ id: 'PixLimits' });

type Limits = AccountLimits['limits'];

const setView = (limits: Limits) => ({
  daytime: {
    per_payment_cents: limits.daytime.perPayment,
    per_period_cents: limits.daytime.perPeriod,
  },
  nighttime: {
    per_payment_cents: limits.nighttime.perPayment,
    per_period_cents: limits.nighttime.perPeriod,
  },
  night_start: limits.nightStart,
});

const limitsView = (account: AccountLimits & LimitUse) => ({
  ...setView(account.limits),
  pending: account.pending && {
    ...setView(account.pending.limits),
    requested_at: account.pending.requestedAt.toISOString(),
    effective_at: account.pending.effectiveAt.toISOString(),
  },
  window: {
    period: account.window.period,
    start: account.window.start.toISOString(),
    end: account.window.end.toISOString(),
    used_cents: account.used,
    available_cents: account.available,
  },
});

/**
 * pix/limit (docs/architecture/pix-limits.md): the account's day and night limits, what is used
 * and left now, changing them (with the PIN: lower at once, higher in 24 hours) and taking back a
 * raise still waiting. Every Pix out is checked against them in payments.ts.
 */
export const pixLimitRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  const limits = createPixLimits(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  const authorizeChange = [...authorize, guards.requireOperator];
  const answer = async (accountId: string) => ({
    data: limitsView(await limits.read(accountId)),
  });

  routes.get(
    '/v1/bank/accounts/:sub/pix/limits',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'getPixLimits',
        summary: 'Os limites Pix da conta, o que já foi usado e o que resta agora',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: pixLimits }), 401: errorBody },
      },
    },
    async (request) => answer(request.params.sub),
  );

  routes.put(
    '/v1/bank/accounts/:sub/pix/limits',
    {
      onRequest: authorizeChange,
      preHandler: [guards.requireEnabledDevice, verifyPin(ctx.pins)],
      schema: {
        tags: ['pix'],
        operationId: 'changePixLimits',
        summary: 'Mudar os limites Pix: reduzir vale na hora, aumentar vale em 24 horas',
        headers: bankCallHeaders,
        params: accountParams,
        body: z
          .object({ ...pixLimitsRequest.shape, pin: encodedPin })
          .superRefine(checkPixLimitsRequest)
          .meta({ id: 'PixLimitsRequest' }),
        response: { 200: z.object({ data: pixLimits }), ...accountChangeRefusals },
      },
    },
    async (request) => {
      const body = request.body;
      await limits.change(request.params.sub, {
        daytime: {
          perPayment: body.daytime_per_payment_cents,
          perPeriod: body.daytime_per_period_cents,
        },
        nighttime: {
          perPayment: body.nighttime_per_payment_cents,
          perPeriod: body.nighttime_per_period_cents,
        },
        nightStart: body.night_start,
      });
      return answer(request.params.sub);
    },
  );

  routes.delete(
    '/v1/bank/accounts/:sub/pix/limits/pending',
    {
      onRequest: authorizeChange,
      preHandler: guards.requireEnabledDevice,
      schema: {
        tags: ['pix'],
        operationId: 'cancelPixLimitRaise',
        summary: 'Desistir de um aumento de limite que ainda não vale',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: pixLimits }), ...accountChangeRefusals },
      },
    },
    async (request) => {
      await limits.cancelPending(request.params.sub);
      return answer(request.params.sub);
    },
  );
};
