import {
  checkPixScheduleRequest,
  PIX_SCHEDULE_FREQUENCIES,
  PIX_SCHEDULE_RUN_STATUSES,
  PIX_SCHEDULE_STATUSES,
  pixBankDataRecipient,
  pixKeyField,
  pixPaymentDetails,
  pixScheduleFields,
  pixScheduleOccurrences,
  sameBankRecipient,
} from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { callerOf } from '../auth/caller';
import { errorBody, errorCode, moneyMovementRefusals } from '../errors';
import { verifyPin } from '../pin/verifyPin';
import { accountParams, encodedPin, idempotencyHeaders } from '../schemas/shared';
import type { NamedRecipient } from './payees';
import { createPixSchedules, type PixSchedule } from './schedules';
import { pixPayment } from './schemas';
import { payeeView } from './views';

const pixSchedule = z
  .object({
    id: z.string(),
    status: z.enum(PIX_SCHEDULE_STATUSES),
    channel: z
      .enum(['key', 'bank_data', 'account'])
      .describe('account: transferência para outra conta do Ipê'),
    amount_cents: z.number().int(),
    description: z.string().nullable(),
    frequency: z.enum(PIX_SCHEDULE_FREQUENCIES),
    first_date: z.string().describe('O dia do primeiro pagamento (aaaa-mm-dd)'),
    occurrences: z.number().int().describe('Quantos pagamentos (1 num agendamento único)'),
    next_date: z.string().nullable().describe('O dia do próximo pagamento ainda por vir'),
    created_at: z.string(),
    payee: pixPayment.shape.payee,
    runs: z
      .array(
        z.object({
          id: z.string(),
          occurrence: z.number().int().describe('0 é o primeiro pagamento'),
          due_date: z.string(),
          amount_cents: z.number().int(),
          status: z.enum(PIX_SCHEDULE_RUN_STATUSES),
          attempt: z.number().int(),
          next_attempt_at: z.string().nullable().describe('A próxima tentativa, se pendente'),
          payment_id: z.string().nullable().describe('O Pix feito (o comprovante) ou recusado'),
          reason: errorCode.nullable(),
        }),
      )
      .describe('Os pagamentos que já chegaram ao dia, o mais recente primeiro'),
  })
  .meta({ id: 'PixSchedule' });

const channelOf = (recipient: NamedRecipient): 'key' | 'bank_data' | 'account' =>
  'key' in recipient ? 'key' : 'bankData' in recipient ? 'bank_data' : 'account';

/**
 * One way to name whom a schedule pays: exactly one of a key, bank data or an account of this
 * bank (the three money-out screens that offer "agendar").
 */
const scheduleRecipient = {
  key: z.optional(pixKeyField),
  bank_data: z.object(pixBankDataRecipient.shape).optional(),
  account: z.object(sameBankRecipient.shape).optional(),
};

const scheduleParams = accountParams.extend({ scheduleId: z.string().min(1).max(64) });

/**
 * pix/scheduling (docs/architecture/pix-scheduling.md): schedules of an account, creating one
 * with the PIN, changing what is still to come, cancelling. The scheduler pays them.
 */
export const pixScheduleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  const schedules = createPixSchedules(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  const view = (schedule: PixSchedule) => ({
    id: schedule.id,
    status: schedule.status,
    channel: channelOf(schedule.recipient),
    amount_cents: schedule.amount,
    description: schedule.description,
    frequency: schedule.frequency,
    first_date: schedule.firstDate,
    occurrences: schedule.occurrences,
    next_date: schedule.nextDate,
    created_at: schedule.createdAt.toISOString(),
    payee: payeeView(schedule.payee, !('key' in schedule.recipient), ctx.interbank.participants),
    runs: schedule.runs.map((run) => ({
      id: run.id,
      occurrence: run.occurrence,
      due_date: run.dueDate,
      amount_cents: run.amount,
      status: run.status,
      attempt: run.attempt,
      next_attempt_at: run.nextAttemptAt?.toISOString() ?? null,
      payment_id: run.paymentId,
      reason: run.reason,
    })),
  });

  routes.get(
    '/v1/bank/accounts/:sub/pix/schedules',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'listPixSchedules',
        summary: 'Os Pix e transferências agendados da conta, com os pagamentos já feitos',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: z.array(pixSchedule) }), 401: errorBody },
      },
    },
    async (request) => ({
      data: (await schedules.list(request.params.sub)).map(view),
    }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/schedules',
    {
      onRequest: authorize,
      preHandler: [
        async (request) =>
          ctx.health.assertAvailable(
            (request.body as { account?: unknown }).account ? 'transfer' : 'pix',
          ),
        guards.requireMoneyMovement,
        verifyPin(ctx.pins),
      ],
      schema: {
        tags: ['pix'],
        operationId: 'createPixSchedule',
        summary: 'Agendar um Pix (ou transferência) para um dia, uma vez ou toda semana/mês',
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        params: accountParams,
        body: z
          .object({
            ...scheduleRecipient,
            ...pixPaymentDetails.shape,
            ...pixScheduleFields.shape,
            pin: encodedPin,
          })
          .superRefine(checkPixScheduleRequest)
          .refine(
            (body) =>
              [body.key, body.bank_data, body.account].filter((named) => named !== undefined)
                .length === 1,
            { message: 'REQUIRED', path: ['key'] },
          )
          .meta({ id: 'PixScheduleRequest' }),
        response: { 201: z.object({ data: pixSchedule }), ...moneyMovementRefusals },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const recipient: NamedRecipient = body.key
        ? { key: body.key }
        : body.bank_data
          ? {
              bankData: {
                ispb: body.bank_data.ispb,
                branch: body.bank_data.branch,
                account: body.bank_data.account,
                document: body.bank_data.document,
                accountType: body.bank_data.account_type,
              },
            }
          : { account: body.account! };
      const { schedule, replayed } = await schedules.create({
        accountId: request.params.sub,
        userId: callerOf(request).userId,
        idempotencyKey: request.headers['idempotency-key'] as string,
        recipient,
        amount: body.amount_cents,
        description: body.description,
        scheduledFor: body.scheduled_for,
        frequency: body.frequency,
        occurrences: pixScheduleOccurrences(body.frequency, body.occurrences),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ data: view(schedule) });
    },
  );

  routes.put(
    '/v1/bank/accounts/:sub/pix/schedules/:scheduleId',
    {
      onRequest: authorize,
      preHandler: [guards.requireMoneyMovement, verifyPin(ctx.pins)],
      schema: {
        tags: ['pix'],
        operationId: 'changePixSchedule',
        summary: 'Mudar o valor, a mensagem ou (num agendamento único) o dia, antes do dia',
        headers: bankCallHeaders,
        params: scheduleParams,
        body: z
          .object({
            ...pixPaymentDetails.shape,
            scheduled_for: z.optional(pixScheduleFields.shape.scheduled_for),
            pin: encodedPin,
          })
          .meta({ id: 'PixScheduleChange' }),
        response: { 200: z.object({ data: pixSchedule }), ...moneyMovementRefusals },
      },
    },
    async (request) => {
      const { body, params } = request;
      const schedule = await schedules.update(params.sub, params.scheduleId, {
        amount: body.amount_cents,
        description: body.description,
        ...(body.scheduled_for ? { scheduledFor: body.scheduled_for } : {}),
      });
      return { data: view(schedule) };
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/schedules/:scheduleId/cancel',
    {
      onRequest: authorize,
      preHandler: guards.requireMoneyMovement,
      schema: {
        tags: ['pix'],
        operationId: 'cancelPixSchedule',
        summary: 'Cancelar um agendamento: nada mais dele é pago',
        headers: bankCallHeaders,
        params: scheduleParams,
        response: { 200: z.object({ data: pixSchedule }), ...moneyMovementRefusals },
      },
    },
    async (request) => ({
      data: view(await schedules.cancel(request.params.sub, request.params.scheduleId)),
    }),
  );
};
