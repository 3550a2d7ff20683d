import { brCodeField, isEndToEndId } from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { BankError, errorBody } from '../errors';
import { SIMULATED_HOLDERS } from '../interbank';
import { amountCents } from '../schemas/shared';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { readBrCodeTerms } from './brCodes';
import { receiveIncomingPix } from './incoming';

const incomingPix = z
  .object({
    branch: z
      .string()
      .regex(/^\d{4}$/, 'INVALID')
      .optional()
      .describe('Agência da conta que recebe (ou br_code)'),
    number: z
      .string()
      .min(1)
      .max(20)
      .optional()
      .describe('Número da conta que recebe, com dígito (ou br_code)'),
    br_code: z
      .string()
      .max(512)
      .optional()
      .describe('Um Pix Copia e Cola deste banco: o pagador lê o que ele cobra e paga'),
    amount: amountCents.optional().describe('Obrigatório, salvo quando o código já diz'),
    txid: z
      .string()
      .regex(/^[0-9A-Za-z]{26,35}$/, 'INVALID')
      .optional()
      .describe('Com agência e conta: a cobrança que a mensagem do SPI diz pagar'),
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
  .superRefine((body, context) => {
    const byAccount = body.branch !== undefined || body.number !== undefined;
    if (byAccount === (body.br_code !== undefined) || (body.txid && !byAccount)) {
      context.addIssue({ code: 'custom', message: 'INVALID', path: ['br_code'] });
    } else if (byAccount && (body.branch === undefined || body.number === undefined)) {
      context.addIssue({
        code: 'custom',
        message: 'REQUIRED',
        path: [body.branch === undefined ? 'branch' : 'number'],
      });
    }
  })
  .meta({ id: 'IncomingPixRequest' });

const incomingPixAnswer = z
  .object({
    data: z.object({
      end_to_end_id: z.string(),
      amount: z.number().int(),
      branch: z.string(),
      number: z.string(),
      txid: z.string().nullable().describe('A cobrança paga, quando o código era dinâmico'),
      replayed: z.boolean(),
    }),
  })
  .meta({ id: 'IncomingPixAnswer' });

/**
 * POST /admin/pix/incoming (operator): a Pix from a simulated customer of another bank arrives
 * (docs/decisions/0008-interbank-adapters.md), to an account by its number or paying a code of
 * this bank as the payer's bank would: it reads the code's charge where its location says and
 * checks this bank's signature, then the SPI's message names the charge (txid), which concludes
 * with the credit. The command `pnpm --filter @ipe/api pix:incoming`.
 */
export const pixIncomingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Where the money goes and what it pays: the account named, or the code's payee and charge. */
  async function destinationOf(body: z.infer<typeof incomingPix>) {
    if (body.br_code === undefined) {
      if (body.amount === undefined) {
        throw new BankError('VALIDATION_ERROR', { fields: { amount: 'REQUIRED' } });
      }
      return {
        to: { branch: body.branch!, number: body.number! },
        amount: body.amount,
        txid: body.txid ?? null,
      };
    }
    const code = brCodeField.safeParse(body.br_code);
    if (!code.success) {
      throw new BankError('VALIDATION_ERROR', { fields: { br_code: 'BR_CODE_INVALID' } });
    }
    const terms = await readBrCodeTerms(ctx, code.data.brCode);
    // A code of another participant is paid there, not here.
    if (!terms.payee.accountId) throw new BankError('DESTINATION_NOT_FOUND');
    const amount = terms.amountEditable ? (body.amount ?? terms.amount) : terms.amount;
    if (amount === null) {
      throw new BankError('VALIDATION_ERROR', { fields: { amount: 'REQUIRED' } });
    }
    return {
      to: { branch: terms.payee.branch, number: terms.payee.account },
      amount,
      txid: terms.kind === 'dynamic' ? terms.txid : null,
    };
  }

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
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { payer, description, end_to_end_id } = request.body;
      const destination = await destinationOf(request.body);
      const received = await receiveIncomingPix(ctx, {
        ...destination,
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
          txid: destination.txid,
          replayed: received.replayed,
        },
      });
    },
  );
};
