import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { barcodeToLine } from '@ipe/domain';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { BankError, errorBody } from '../errors';
import { amountCents } from '../schemas/shared';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { SIMULATED_HOLDERS } from './simulator';

const participant = z
  .object({
    ispb: z.string().describe('ISPB de 8 dígitos: identifica a instituição no SPI'),
    code: z.string().nullable().describe('Código COMPE de 3 dígitos, quando a instituição tem'),
    name: z.string(),
    shortName: z.string(),
  })
  .meta({ id: 'PixParticipant' });

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

const simulatedBoleto = z
  .object({
    kind: z.enum(['bank', 'collection']).describe('collection: conta de consumo ou tributo'),
    beneficiary: z.object({
      name: z.string().trim().min(1).max(100),
      document: z.string().regex(/^(\d{11}|[0-9A-Z]{14})$/),
    }),
    payer: z
      .object({
        name: z.string().trim().min(1).max(100),
        document: z.string().regex(/^(\d{11}|[0-9A-Z]{14})$/),
      })
      .optional()
      .describe('A quem o boleto é dirigido: aparece no DDA desse CPF/CNPJ'),
    amount: amountCents,
    due_date: z.iso.date().optional().describe('Boleto bancário: vencimento (sem ele, 30 dias)'),
    validity_after_due_days: z.number().int().min(0).max(365).default(30),
    fine_bps: z.number().int().min(0).max(200).optional(),
    monthly_interest_bps: z.number().int().min(0).max(1_000).optional(),
  })
  .meta({ id: 'SimulatedBoletoRequest' });

/**
 * GET /v3/public/bank/pix/participants: the Pix participants (SPEC §3 `pspList`: the list and its
 * `updateAt`). Public, the same for everyone, and cacheable for a day.
 * POST /admin/pix/charges (operator): a simulated customer of another bank issues a dynamic charge
 * and gets its copy-and-paste code; the command `pnpm --filter @ipe/api pix:charge`.
 * POST /admin/boletos (operator): another bank registers a boleto or a utility bill in the
 * simulated registry, to be paid here (docs/architecture/boletos.md).
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

  routes.post(
    '/admin/boletos',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'registerSimulatedBoleto',
        summary: 'Outro banco registra um boleto ou conta de consumo (simulador)',
        headers: adminHeaders,
        body: simulatedBoleto,
        response: {
          201: z
            .object({ data: z.object({ barcode: z.string(), line: z.string() }) })
            .meta({ id: 'SimulatedBoletoAnswer' }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { simulator } = ctx.interbank;
      if (!simulator) throw new BankError('NOT_FOUND');
      const { kind, beneficiary, payer, amount, due_date, ...terms } = request.body;
      const { barcode } = await simulator.registerBoleto({
        kind,
        beneficiary,
        ...(payer ? { payer } : {}),
        amount,
        ...(kind === 'bank' && due_date
          ? {
              terms: {
                dueDate: due_date,
                validityAfterDue: terms.validity_after_due_days,
                fineBps: terms.fine_bps,
                monthlyInterestBps: terms.monthly_interest_bps,
              },
            }
          : {}),
      });
      return reply.status(201).send({ data: { barcode, line: barcodeToLine(barcode)! } });
    },
  );
};
