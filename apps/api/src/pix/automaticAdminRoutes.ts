import {
  addDays,
  formatBrCodeAmount,
  isCalendarDate,
  PIX_AUTOMATIC_CHARGE_STATUSES,
  PIX_AUTOMATIC_PERIODICITIES,
  PIX_AUTOMATIC_REQUEST_DAYS,
  PIX_AUTOMATIC_RETRY_POLICIES,
  PIX_AUTOMATIC_STATUSES,
  readBrCodeAmount,
  saoPauloInstant,
  toSaoPauloDate,
} from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { BankError, errorBody } from '../errors';
import { IPE_PARTICIPANT, SIMULATED_HOLDERS } from '../interbank';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { createPixAutomatic, type PixAutomatic, type PixAutomaticRequest } from './automatic';
import { reais } from './pixApi';

/*
 * The receiver's side of Pix Automático, for a company the simulated interbank world holds (or an
 * account of this bank), called by the operator as `/admin/pix/incoming` is
 * (docs/architecture/pix-automatic.md). Bodies and answers carry the central bank's Pix API names
 * (`solicrec`, `rec`, `cobr`), so the public `/pix/v2` can expose the same service later.
 */

const day = z.string().refine(isCalendarDate, 'DATE_INVALID');
/** An amount the API writes ('49.90'), more than zero. */
const amount = reais.refine((value) => (readBrCodeAmount(value) ?? 0) > 0, 'AMOUNT_INVALID');

/** The simulated companies that can ask: those with a key (their debits pay it). */
const SIMULATED_COMPANIES = SIMULATED_HOLDERS.filter(
  (holder) => holder.holder.kind === 'company' && !holder.closed && holder.keys.length > 0,
);

const solicrecRequest = z
  .object({
    recebedor: z
      .object({
        simulado: z
          .number()
          .int()
          .min(0)
          .max(SIMULATED_COMPANIES.length - 1)
          .optional()
          .describe('Uma empresa simulada de outro banco (índice); o padrão é a primeira'),
        agencia: z
          .string()
          .regex(/^\d{4}$/, 'BRANCH_INVALID')
          .optional(),
        conta: z.string().min(1).max(20).optional().describe('Ou uma conta deste banco'),
      })
      .default({}),
    vinculo: z.object({
      contrato: z.string().trim().min(1, 'REQUIRED').max(35, 'TOO_LONG'),
      objeto: z.string().trim().max(140, 'TOO_LONG').optional(),
    }),
    calendario: z.object({
      dataInicial: day,
      dataFinal: day.optional(),
      periodicidade: z.enum(PIX_AUTOMATIC_PERIODICITIES),
    }),
    valor: z
      .object({ valorRec: amount.optional(), valorMinimoRecebedor: amount.optional() })
      .refine((valor) => !(valor.valorRec && valor.valorMinimoRecebedor), {
        message: 'INVALID',
        path: ['valorRec'],
      }),
    politicaRetentativa: z.enum(PIX_AUTOMATIC_RETRY_POLICIES).default('NAO_PERMITE'),
    destinatario: z
      .object({
        agencia: z.string().regex(/^\d{4}$/, 'BRANCH_INVALID'),
        conta: z.string().min(1).max(20),
        cpf: z
          .string()
          .regex(/^\d{11}$/, 'DOCUMENT_INVALID')
          .optional(),
        cnpj: z
          .string()
          .regex(/^[0-9A-Z]{14}$/, 'DOCUMENT_INVALID')
          .optional(),
      })
      .refine((to) => (to.cpf === undefined) !== (to.cnpj === undefined), {
        message: 'REQUIRED',
        path: ['cpf'],
      }),
    dataExpiracaoSolicitacao: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'PixAutomaticSolicrec' });

const cobrRequest = z
  .object({
    idRec: z.string().min(1).max(64),
    calendario: z.object({ dataDeVencimento: day }),
    valor: z.object({ original: amount }),
    infoAdicional: z.string().trim().max(140, 'TOO_LONG').optional(),
  })
  .meta({ id: 'PixAutomaticCobr' });

const recAnswer = z
  .object({
    data: z.object({
      idRec: z.string(),
      idSolicRec: z.string(),
      status: z.enum(PIX_AUTOMATIC_STATUSES),
      cobr: z.array(
        z.object({
          txid: z.string(),
          status: z.enum(PIX_AUTOMATIC_CHARGE_STATUSES),
          calendario: z.object({ dataDeVencimento: z.string() }),
          valor: z.object({ original: z.string() }),
          tentativas: z.number().int(),
        }),
      ),
    }),
  })
  .meta({ id: 'PixAutomaticRec' });

const recView = (found: PixAutomatic) => ({
  data: {
    idRec: found.recId,
    idSolicRec: found.requestId,
    status: found.status,
    cobr: found.charges.map((charge) => ({
      txid: charge.txid,
      status: charge.status,
      calendario: { dataDeVencimento: charge.dueDate },
      valor: { original: formatBrCodeAmount(charge.amount) },
      tentativas: charge.attempt,
    })),
  },
});

const amountOf = (value: string | undefined) =>
  value === undefined ? null : readBrCodeAmount(value);

export const pixAutomaticAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const automatic = createPixAutomatic(ctx);
  const refusals = {
    400: errorBody,
    401: errorBody,
    404: errorBody,
    409: errorBody,
    422: errorBody,
  };

  /** Who asks, and whom its debits pay. */
  async function receiverOf(
    body: z.infer<typeof solicrecRequest>['recebedor'],
  ): Promise<Pick<PixAutomaticRequest, 'receiver' | 'recipient'>> {
    if (body.agencia !== undefined || body.conta !== undefined) {
      const account =
        body.agencia && body.conta
          ? await ctx.accounts.byBranchAndNumber(ctx.db, body.agencia, body.conta)
          : null;
      if (!account) throw new BankError('DESTINATION_NOT_FOUND');
      return {
        receiver: {
          name: account.holderName,
          document: account.document,
          ispb: IPE_PARTICIPANT.ispb,
        },
        recipient: { account: { branch: account.branch, account: account.number } },
      };
    }
    const company = SIMULATED_COMPANIES[body.simulado ?? 0]!;
    return {
      receiver: {
        name: company.holder.name,
        document: company.holder.document,
        ispb: company.ispb,
      },
      recipient: { key: company.keys[0]! },
    };
  }

  routes.post(
    '/admin/pix/solicrec',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'requestPixAutomatic',
        summary: 'Uma empresa (simulada) pede ao pagador uma autorização de Pix Automático',
        headers: adminHeaders,
        body: solicrecRequest,
        response: { 201: recAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const now = ctx.clock.now();
      const created = await automatic.request({
        ...(await receiverOf(body.recebedor)),
        payer: {
          branch: body.destinatario.agencia,
          number: body.destinatario.conta,
          document: body.destinatario.cpf ?? body.destinatario.cnpj!,
        },
        contract: body.vinculo.contrato,
        object: body.vinculo.objeto,
        periodicity: body.calendario.periodicidade,
        startDate: body.calendario.dataInicial,
        endDate: body.calendario.dataFinal ?? null,
        fixedAmount: amountOf(body.valor.valorRec),
        receiverMinimum: amountOf(body.valor.valorMinimoRecebedor),
        retryPolicy: body.politicaRetentativa,
        requestExpiresAt: body.dataExpiracaoSolicitacao
          ? new Date(body.dataExpiracaoSolicitacao)
          : saoPauloInstant(addDays(toSaoPauloDate(now), PIX_AUTOMATIC_REQUEST_DAYS), '23:59'),
      });
      return reply.status(201).send(recView(created));
    },
  );

  routes.post(
    '/admin/pix/cobr',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'chargePixAutomatic',
        summary: 'A empresa envia uma cobrança de Pix Automático (2 a 10 dias antes do débito)',
        headers: adminHeaders,
        body: cobrRequest,
        response: { 201: recAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const { automatic: found } = await automatic.charge(body.idRec, {
        dueDate: body.calendario.dataDeVencimento,
        amount: readBrCodeAmount(body.valor.original)!,
        description: body.infoAdicional,
      });
      return reply.status(201).send(recView(found));
    },
  );

  routes.get(
    '/admin/pix/rec/:idRec',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'getPixAutomaticRec',
        summary: 'Uma autorização de Pix Automático e as suas cobranças, como o recebedor as vê',
        headers: adminHeaders,
        params: z.object({ idRec: z.string().min(1).max(64) }),
        response: { 200: recAnswer, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => recView(await automatic.byRecId(request.params.idRec)),
  );
};
