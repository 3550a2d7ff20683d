import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isEndToEndId } from '@ipe/domain';
import type { AppContext } from '../appContext';
import { BankError, errorBody } from '../errors';
import { amountCents } from '../schemas/shared';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { receiveIncomingPix } from './incomingPix';
import { SIMULATED_HOLDERS } from './simulator';

const participant = z
  .object({
    ispb: z.string().describe('ISPB de 8 dígitos: identifica a instituição no SPI'),
    code: z.string().nullable().describe('Código COMPE de 3 dígitos, quando a instituição tem'),
    name: z.string(),
    shortName: z.string(),
  })
  .meta({ id: 'PixParticipant' });

const incomingPix = z
  .object({
    branch: z
      .string()
      .regex(/^\d{4}$/, 'INVALID')
      .describe('Agência da conta que recebe'),
    number: z.string().min(1).max(20).describe('Número da conta que recebe, com dígito'),
    amount: amountCents,
    payer: z
      .number()
      .int()
      .min(0)
      .max(SIMULATED_HOLDERS.length - 1)
      .default(0)
      .describe('Qual cliente simulado de outro banco paga (índice de SIMULATED_HOLDERS)'),
    description: z.string().trim().max(140, 'TOO_LONG').optional(),
    end_to_end_id: z
      .string()
      .refine(isEndToEndId, 'INVALID')
      .optional()
      .describe('O mesmo id credita uma vez só; sem ele, um id novo'),
  })
  .meta({ id: 'IncomingPixRequest' });

const incomingPixAnswer = z
  .object({
    data: z.object({
      end_to_end_id: z.string(),
      amount: z.number().int(),
      branch: z.string(),
      number: z.string(),
      replayed: z.boolean(),
    }),
  })
  .meta({ id: 'IncomingPixAnswer' });

const simulatedCharge = z
  .object({
    payee: z
      .number()
      .int()
      .min(0)
      .max(SIMULATED_HOLDERS.length - 1)
      .default(0)
      .describe('Qual cliente simulado de outro banco cobra (índice de SIMULATED_HOLDERS)'),
    amount: amountCents,
    expires_in: z.number().int().min(1).max(86_400).default(3600).describe('Validade em segundos'),
    description: z.string().trim().max(140, 'TOO_LONG').optional(),
    tampered: z
      .boolean()
      .default(false)
      .describe('Servir a cobrança adulterada depois de assinada, como faria um fraudador'),
  })
  .meta({ id: 'SimulatedChargeRequest' });

/**
 * GET /v3/public/bank/pix/participants: the Pix participants (SPEC §3 `pspList`: the list and its
 * `updateAt`). Public, the same for everyone, and cacheable for a day.
 * POST /admin/pix/incoming (operator): a Pix from a simulated customer of another bank arrives
 * (docs/decisions/0008-interbank-adapters.md); the command `pnpm --filter @ipe/api pix:incoming`.
 * POST /admin/pix/charges (operator): a simulated customer of another bank issues a dynamic charge
 * and gets its copy-and-paste code; the command `pnpm --filter @ipe/api pix:charge`.
 */
export const participantRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { participants, updatedAt } = ctx.interbank.participants;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/v3/public/bank/pix/participants',
    {
      schema: {
        tags: ['pix'],
        operationId: 'listPixParticipants',
        summary: 'Instituições participantes do Pix (pspList)',
        response: {
          200: z.object({
            data: z.object({
              data: z.array(participant),
              updateAt: z.string().describe('Quando a lista mudou pela última vez na origem'),
            }),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { data: { data: [...participants], updateAt: updatedAt } };
    },
  );

  routes.post(
    '/admin/pix/incoming',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'receiveIncomingPix',
        summary: 'Chega um Pix de outro banco (simulador): credita a conta uma vez por id',
        headers: adminHeaders,
        body: incomingPix,
        response: {
          201: incomingPixAnswer,
          // The same end_to_end_id again: nothing more is credited.
          200: incomingPixAnswer,
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { branch, number, amount, payer, description, end_to_end_id } = request.body;
      const received = await receiveIncomingPix(ctx, {
        to: { branch, number },
        amount,
        payer: SIMULATED_HOLDERS[payer]!,
        description,
        endToEndId: end_to_end_id,
      });
      request.log.info(
        { endToEndId: received.endToEndId, replayed: received.replayed },
        'incoming Pix received',
      );
      return reply.status(received.replayed ? 200 : 201).send({
        data: {
          end_to_end_id: received.endToEndId,
          amount: received.transfer.amount,
          branch: received.account.branch,
          number: received.account.number,
          replayed: received.replayed,
        },
      });
    },
  );

  routes.post(
    '/admin/pix/charges',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'issueSimulatedCharge',
        summary: 'Um cliente de outro banco emite uma cobrança Pix dinâmica (simulador)',
        headers: adminHeaders,
        body: simulatedCharge,
        response: {
          201: z
            .object({
              data: z.object({ br_code: z.string(), location: z.string(), txid: z.string() }),
            })
            .meta({ id: 'SimulatedChargeAnswer' }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { simulator } = ctx.interbank;
      if (!simulator) throw new BankError('NOT_FOUND');
      const { payee, amount, expires_in, description, tampered } = request.body;
      const holder = SIMULATED_HOLDERS[payee]!;
      const charge = await simulator.issueCharge({
        payee: { ispb: holder.ispb, name: holder.holder.name, key: holder.keys[0]!.key },
        amount,
        expiresInSeconds: expires_in,
        description,
        tampered,
      });
      return reply.status(201).send({
        data: { br_code: charge.brCode, location: charge.location, txid: charge.txid },
      });
    },
  );
};
