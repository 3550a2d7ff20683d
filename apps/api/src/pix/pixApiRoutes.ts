import fastifyFormbody from '@fastify/formbody';
import { formatBrCodeAmount, toSaoPauloDate } from '@ipe/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { BankError, errorBody } from '../errors';
import { createPixApiClients, type PixApiCaller } from './apiClients';
import { chargePayload, type PixCharge } from './charges';
import { chargeViewsOf, pixCharge } from './chargeViews';
import {
  cobPatch,
  cobRequest,
  cobvPatch,
  cobvRequest,
  inApiFieldNames,
  patched,
  readCob,
  readCobv,
  requestOf,
  type CobRequest,
  type CobvRequest,
} from './pixApi';
import { createReceivedPix, refundsOf } from './received';

declare module 'fastify' {
  interface FastifyRequest {
    pixApiCaller: PixApiCaller | null;
  }
}

const txidParams = z.object({ txid: z.string().regex(/^[0-9A-Za-z]{26,35}$/, 'INVALID') });
const bearer = z.looseObject({ authorization: z.string().describe('Bearer {access_token}') });

const tokenAnswer = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  })
  .meta({ id: 'PixApiToken' });

/** A Pix received, as the central bank's API answers `GET /pix/{e2eid}`. */
const pixReceived = z
  .object({
    endToEndId: z.string(),
    txid: z.string().optional().describe('A cobrança que este Pix pagou'),
    valor: z.string(),
    chave: z.string().optional(),
    horario: z.string(),
    infoPagador: z.string().optional(),
    pagador: z.object({ nome: z.string().nullable(), ispb: z.string() }),
    devolucoes: z.array(
      z.object({
        id: z.string(),
        rtrId: z.string(),
        valor: z.string(),
        natureza: z.enum(['ORIGINAL', 'RETIRADA']),
        horario: z.object({ solicitacao: z.string(), liquidacao: z.string().optional() }),
        status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
      }),
    ),
  })
  .meta({ id: 'PixApiPix' });

const SCOPES = 'cob.write cob.read cobv.write cobv.read pix.read';

/** The caller of a route behind the bearer check (a programming error otherwise). */
function apiCallerOf(request: FastifyRequest): PixApiCaller {
  if (!request.pixApiCaller) throw new Error(`${request.url} is not behind the Pix API's token`);
  return request.pixApiCaller;
}

/** `Basic base64(client_id:client_secret)`, as OAuth 2.0 clients send their credentials. */
function basicCredentials(header: string | undefined) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * The Pix API (docs/architecture/pix-api.md): a shop's system issues and reads its charges and
 * the Pix it received, in the central bank's shapes, with credentials its holder created in the
 * app (apiClientRoutes.ts). Every charge it makes is one the app lists, and pays the same way.
 */
export const pixApiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const clients = createPixApiClients(ctx);
  const received = createReceivedPix(ctx);
  const { pixCharges } = ctx;
  // OAuth 2.0 token requests are forms (RFC 6749 §4.4); only in this plugin.
  await app.register(fastifyFormbody);
  app.decorateRequest('pixApiCaller', null);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function authenticate(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw new BankError('PIX_API_TOKEN_INVALID');
    request.pixApiCaller = await clients.authenticate(match[1]!);
  }
  const pixAvailable = () => ctx.health.assertAvailable('pix');

  const viewOf = async (accountId: string, charge: PixCharge) =>
    (await chargeViewsOf(ctx, accountId, [charge]))[0]!;

  /** A charge of the caller's account, of the kind the path names (a cobv is no cob). */
  async function chargeOf(request: FastifyRequest, kind: 'cob' | 'cobv', txid: string) {
    const charge = await pixCharges.get(apiCallerOf(request).accountId, txid);
    if (charge.kind !== kind) throw new BankError('PIX_CHARGE_NOT_FOUND');
    return charge;
  }

  routes.post(
    '/pix/v2/oauth/token',
    {
      schema: {
        tags: ['pix-api'],
        operationId: 'issuePixApiToken',
        summary: 'Trocar as credenciais (client_id e client_secret, em Basic) por um token',
        body: z.object({ grant_type: z.literal('client_credentials') }),
        response: { 200: tokenAnswer, 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw new BankError('PIX_API_CLIENT_INVALID');
      const token = await clients.issueToken(credentials.clientId, credentials.secret);
      return reply.header('cache-control', 'no-store').send({
        access_token: token.accessToken,
        token_type: 'Bearer' as const,
        expires_in: token.expiresIn,
        scope: SCOPES,
      });
    },
  );

  const charged = {
    200: pixCharge,
    400: errorBody,
    401: errorBody,
    404: errorBody,
    409: errorBody,
  };

  for (const kind of ['cob', 'cobv'] as const) {
    const issue = (accountId: string, txid: string, body: CobRequest | CobvRequest) =>
      inApiFieldNames(kind, () =>
        kind === 'cob'
          ? pixCharges.create(readCob(body as CobRequest, { accountId, txid }))
          : pixCharges.createDue(readCobv(body as CobvRequest, { accountId, txid })),
      );

    routes.put(
      `/pix/v2/${kind}/:txid`,
      {
        onRequest: authenticate,
        preHandler: pixAvailable,
        schema: {
          tags: ['pix-api'],
          operationId: kind === 'cob' ? 'putPixApiCob' : 'putPixApiCobv',
          summary:
            kind === 'cob'
              ? 'Criar uma cobrança imediata com o txid dado'
              : 'Criar uma cobrança com vencimento com o txid dado',
          headers: bearer,
          params: txidParams,
          body: kind === 'cob' ? cobRequest : cobvRequest,
          response: { ...charged, 201: pixCharge, 503: errorBody },
        },
      },
      async (request, reply) => {
        const { accountId } = apiCallerOf(request);
        const charge = await issue(accountId, request.params.txid, request.body);
        return reply.status(201).send(await viewOf(accountId, charge));
      },
    );

    routes.get(
      `/pix/v2/${kind}/:txid`,
      {
        onRequest: authenticate,
        schema: {
          tags: ['pix-api'],
          operationId: kind === 'cob' ? 'getPixApiCob' : 'getPixApiCobv',
          summary: 'Consultar uma cobrança, com o Pix que a pagou',
          headers: bearer,
          params: txidParams,
          response: charged,
        },
      },
      async (request) => {
        const charge = await chargeOf(request, kind, request.params.txid);
        return viewOf(apiCallerOf(request).accountId, charge);
      },
    );

    routes.patch(
      `/pix/v2/${kind}/:txid`,
      {
        onRequest: authenticate,
        schema: {
          tags: ['pix-api'],
          operationId: kind === 'cob' ? 'patchPixApiCob' : 'patchPixApiCobv',
          summary: 'Revisar uma cobrança ativa (revisao + 1) ou removê-la',
          headers: bearer,
          params: txidParams,
          body: kind === 'cob' ? cobPatch : cobvPatch,
          response: charged,
        },
      },
      async (request) => {
        const { accountId } = apiCallerOf(request);
        const { txid } = request.params;
        const charge = await chargeOf(request, kind, txid);
        if (request.body.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR') {
          return viewOf(accountId, await pixCharges.cancel(accountId, txid));
        }
        const today = toSaoPauloDate(ctx.clock.now());
        const body = patched(requestOf(chargePayload(charge, today)), request.body);
        // What the merge gives is checked as a new charge would be, then replaces the old.
        const shape = (kind === 'cob' ? cobRequest : cobvRequest).safeParse(body);
        if (!shape.success)
          throw new BankError('VALIDATION_ERROR', { fields: { body: 'INVALID' } });
        const revised =
          kind === 'cob'
            ? readCob(shape.data as CobRequest, { accountId, txid })
            : readCobv(shape.data as CobvRequest, { accountId, txid });
        return viewOf(
          accountId,
          await inApiFieldNames(kind, () => pixCharges.revise({ ...revised, txid })),
        );
      },
    );
  }

  routes.get(
    '/pix/v2/pix/:e2eid',
    {
      onRequest: authenticate,
      schema: {
        tags: ['pix-api'],
        operationId: 'getPixApiPix',
        summary: 'Consultar um Pix recebido, com suas devoluções',
        headers: bearer,
        params: z.object({ e2eid: z.string().regex(/^E[0-9A-Za-z]{31}$/, 'INVALID') }),
        response: { 200: pixReceived, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { accountId } = apiCallerOf(request);
      const { e2eid } = request.params;
      const { received: pix } = await received.get(ctx.db, accountId, e2eid);
      const charge = await pixCharges.paidBy(accountId, e2eid);
      const refunds = await refundsOf(ctx.db, accountId, e2eid);
      return {
        endToEndId: pix.endToEndId,
        ...(charge ? { txid: charge.txid, chave: charge.key ?? undefined } : {}),
        valor: formatBrCodeAmount(pix.amount),
        horario: pix.receivedAt.toISOString(),
        ...(pix.description ? { infoPagador: pix.description } : {}),
        pagador: { nome: pix.payerName, ispb: pix.payerIspb },
        devolucoes: refunds.map((refund) => ({
          id: refund.id,
          rtrId: refund.returnId,
          valor: formatBrCodeAmount(refund.amount),
          natureza: refund.nature,
          horario: {
            solicitacao: refund.requestedAt.toISOString(),
            ...(refund.settledAt ? { liquidacao: refund.settledAt.toISOString() } : {}),
          },
          status:
            refund.status === 'completed'
              ? ('DEVOLVIDO' as const)
              : refund.status === 'settling'
                ? ('EM_PROCESSAMENTO' as const)
                : ('NAO_REALIZADO' as const),
        })),
      };
    },
  );
};
