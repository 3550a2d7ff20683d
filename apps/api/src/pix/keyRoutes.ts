import {
  CONFIRMED_PIX_KEY_TYPES,
  PIX_KEY_TYPES,
  pixKeyConfirmationRequest,
  pixKeyRequest,
} from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/caller';
import { bankCallHeaders } from '../auth/headers';
import { accountChangeRefusals, errorBody } from '../errors';
import { rateLimitExceeded } from '../rateLimit';
import { accountParams } from '../schemas/shared';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { createPixKeys, type KeyRequest, type PixKeyClaim, type PixKeyRecord } from './keys';

const pixKey = z
  .object({ key_type: z.enum(PIX_KEY_TYPES), key: z.string(), created_at: z.string() })
  .meta({ id: 'PixKey' });

const pixKeyClaim = z
  .object({
    id: z.string(),
    key_type: z.enum(PIX_KEY_TYPES),
    key: z.string(),
    claim_type: z
      .enum(['portability', 'ownership'])
      .describe('portability: a chave é do mesmo titular; ownership: e-mail ou celular de outro'),
    role: z
      .enum(['claimer', 'donor'])
      .describe('claimer: esta conta pediu a chave; donor: a chave é desta conta e foi pedida'),
    donor_ispb: z.string().describe('Instituição que tinha a chave quando o pedido foi aberto'),
    status: z.enum(['OPEN', 'COMPLETED', 'CANCELLED']),
    resolution: z
      .enum(['DONOR_CONFIRMED', 'DONOR_CANCELLED', 'CLAIMER_CANCELLED', 'DEADLINE'])
      .nullable(),
    opened_at: z.string(),
    resolve_by: z.string().describe('Prazo de 7 dias para quem tem a chave responder'),
    resolved_at: z.string().nullable(),
  })
  .meta({ id: 'PixKeyClaim' });

const keyConfirmation = z
  .object({
    id: z.string(),
    key_type: z.enum(CONFIRMED_PIX_KEY_TYPES),
    key: z.string().describe('A chave como será cadastrada (formato do DICT)'),
    expires_at: z.string(),
  })
  .meta({ id: 'PixKeyConfirmation' });

const keyRequestBody = z.object(pixKeyRequest.shape).meta({ id: 'PixKeyRequest' });
const claimParams = accountParams.extend({ claimId: z.uuid() });
const claimAnswer = z
  .object({ release: z.boolean().describe('true entrega a chave; false a mantém nesta conta') })
  .meta({ id: 'PixKeyClaimAnswer' });

const keyView = (key: PixKeyRecord) => ({
  key_type: key.keyType,
  key: key.key,
  created_at: key.createdAt.toISOString(),
});

const claimView = (claim: PixKeyClaim) => ({
  id: claim.id,
  key_type: claim.keyType,
  key: claim.key,
  claim_type: claim.claimType,
  role: claim.role,
  donor_ispb: claim.donorIspb,
  status: claim.status,
  resolution: claim.resolution,
  opened_at: claim.openedAt.toISOString(),
  resolve_by: claim.resolveBy.toISOString(),
  resolved_at: claim.resolvedAt?.toISOString() ?? null,
});

/** The body of a registration or a claim, as the service names it. */
const keyRequestOf = (body: z.infer<typeof keyRequestBody>): KeyRequest => ({
  keyType: body.key_type,
  key: body.key,
  confirmationId: body.confirmation_id,
  code: body.code,
});

/**
 * pix/keys (docs/architecture/pix-keys.md): the account's keys, registering and deleting them,
 * and the claims (portability, ownership) on keys held by another account. Changing keys changes
 * where money arrives, so it takes an enabled device and a user who may operate the account.
 */
export const pixKeyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  const keys = createPixKeys(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  const authorizeChange = [...authorize, guards.requireOperator];
  const changeAvailable = [() => ctx.health.assertAvailable('pix'), guards.requireEnabledDevice];
  // Each code is an e-mail or a text to an address the caller chose: as scarce as device codes.
  const perAccount = app.createRateLimit({
    max: ctx.config.rateLimits.otpPerAccount.max,
    timeWindow: ctx.config.rateLimits.otpPerAccount.windowMs,
    keyGenerator: (request) => `pix-key-code:${callerOf(request).accountId}`,
  });

  routes.get(
    '/v1/bank/accounts/:sub/pix/keys',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'listPixKeys',
        summary: 'As chaves Pix da conta',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: z.array(pixKey) }), 401: errorBody },
      },
    },
    async (request) => ({ data: (await keys.list(request.params.sub)).map(keyView) }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/keys/confirmations',
    {
      onRequest: authorizeChange,
      preHandler: [
        ...changeAvailable,
        async (request) => {
          const limit = await perAccount(request);
          if (!limit.isAllowed && limit.isExceeded) throw rateLimitExceeded(limit.ttl);
        },
      ],
      schema: {
        tags: ['pix'],
        operationId: 'startPixKeyConfirmation',
        summary: 'Enviar o código que confirma um e-mail ou celular como chave Pix',
        headers: bankCallHeaders,
        params: accountParams,
        body: z.object(pixKeyConfirmationRequest.shape).meta({ id: 'PixKeyConfirmationRequest' }),
        response: { 201: z.object({ data: keyConfirmation }), ...accountChangeRefusals },
      },
    },
    async (request, reply) => {
      const { key_type, key } = request.body;
      const sent = await keys.startConfirmation(callerOf(request), { keyType: key_type, key });
      return reply.status(201).send({
        data: {
          id: sent.id,
          key_type: sent.keyType,
          key: sent.key,
          expires_at: sent.expiresAt.toISOString(),
        },
      });
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/keys',
    {
      onRequest: authorizeChange,
      preHandler: changeAvailable,
      schema: {
        tags: ['pix'],
        operationId: 'registerPixKey',
        summary: 'Cadastrar uma chave Pix (CPF/CNPJ do titular, e-mail, celular ou aleatória)',
        description:
          'Chave de outra conta (aqui ou em outra instituição): 409 PIX_KEY_HELD_ELSEWHERE com claim_type, o pedido que a traria.',
        headers: bankCallHeaders,
        params: accountParams,
        body: keyRequestBody,
        response: { 201: z.object({ data: pixKey }), ...accountChangeRefusals },
      },
    },
    async (request, reply) => {
      const registered = await keys.register(callerOf(request), keyRequestOf(request.body));
      return reply.status(201).send({ data: keyView(registered) });
    },
  );

  routes.delete(
    '/v1/bank/accounts/:sub/pix/keys/:key',
    {
      onRequest: authorizeChange,
      preHandler: changeAvailable,
      schema: {
        tags: ['pix'],
        operationId: 'deletePixKey',
        summary: 'Excluir uma chave Pix da conta (fica livre na hora)',
        headers: bankCallHeaders,
        params: accountParams.extend({ key: z.string().min(1).max(77) }),
        response: { 204: z.null(), ...accountChangeRefusals },
      },
    },
    async (request, reply) => {
      await keys.remove(request.params.sub, request.params.key);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/pix/keys/claims',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'listPixKeyClaims',
        summary: 'Pedidos de portabilidade e reivindicação: os desta conta e os sobre suas chaves',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: z.array(pixKeyClaim) }), 401: errorBody },
      },
    },
    async (request) => ({ data: (await keys.claims(request.params.sub)).map(claimView) }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/keys/claims',
    {
      onRequest: authorizeChange,
      preHandler: changeAvailable,
      schema: {
        tags: ['pix'],
        operationId: 'openPixKeyClaim',
        summary: 'Pedir a portabilidade ou reivindicar uma chave cadastrada em outra conta',
        headers: bankCallHeaders,
        params: accountParams,
        body: keyRequestBody,
        response: { 201: z.object({ data: pixKeyClaim }), ...accountChangeRefusals },
      },
    },
    async (request, reply) => {
      const claim = await keys.openClaim(callerOf(request), keyRequestOf(request.body));
      return reply.status(201).send({ data: claimView(claim) });
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/keys/claims/:claimId/cancel',
    {
      onRequest: authorizeChange,
      preHandler: changeAvailable,
      schema: {
        tags: ['pix'],
        operationId: 'cancelPixKeyClaim',
        summary: 'Desistir de um pedido de chave ainda em aberto',
        headers: bankCallHeaders,
        params: claimParams,
        response: { 200: z.object({ data: pixKeyClaim }), ...accountChangeRefusals },
      },
    },
    async (request) => ({
      data: claimView(await keys.cancelClaim(request.params.sub, request.params.claimId)),
    }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/keys/claims/:claimId/answer',
    {
      onRequest: authorizeChange,
      preHandler: changeAvailable,
      schema: {
        tags: ['pix'],
        operationId: 'answerPixKeyClaim',
        summary: 'Responder a um pedido sobre uma chave desta conta: entregar ou manter',
        headers: bankCallHeaders,
        params: claimParams,
        body: claimAnswer,
        response: { 200: z.object({ data: pixKeyClaim }), ...accountChangeRefusals },
      },
    },
    async (request) => ({
      data: claimView(
        await keys.answerClaim(request.params.sub, request.params.claimId, request.body.release),
      ),
    }),
  );

  routes.post(
    '/admin/pix/claims/:claimId',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'answerClaimAsOtherParticipant',
        summary: 'A outra instituição responde a um pedido de chave pelo seu cliente (simulador)',
        headers: adminHeaders,
        params: z.object({ claimId: z.uuid() }),
        body: claimAnswer,
        response: { 200: z.object({ data: pixKeyClaim }), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => ({
      data: claimView(
        await keys.answerAsOtherParticipant(request.params.claimId, request.body.release),
      ),
    }),
  );
};
