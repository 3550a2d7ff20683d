import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailedCodeField } from '@ipe/domain';
import { z } from 'zod';
import { accountStatusSchema } from '../account/schemas';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/caller';
import { sessionHeaders } from '../auth/headers';
import { errorBody, lockedBody } from '../errors';
import { rateLimitExceeded } from '../rateLimit';
import { listDevices, revokeDevice } from './devices';
import { createOtpChallenges } from './otpChallenges';
import { confirmTotp, enrollTotp } from './totpEnrollment';

const otpCode = emailedCodeField;

const challengeAnswer = z
  .object({
    challenge_id: z.string(),
    channel: z.enum(['email', 'totp']),
    expires_at: z.string(),
    destination: z.string().describe('Para onde foi o código (e-mail mascarado) ou o aplicativo'),
  })
  .meta({ id: 'OtpChallenge' });

const enabledAnswer = z
  .object({
    id_session: z.string().describe('Guardar em ID_SESSION: este aparelho está habilitado'),
    unique_id_key_hash: z.string().describe('SHA-256 da chave deste aparelho'),
    account_status: accountStatusSchema,
  })
  .meta({ id: 'DeviceEnabled' });

const device = z
  .object({
    id_session: z.string(),
    label: z.string().nullable(),
    enabled_with: z.enum(['email', 'totp']),
    enabled_at: z.string(),
    current: z.boolean().describe('É o aparelho desta chamada'),
  })
  .meta({ id: 'Device' });

/**
 * OTP/MFA API: enable this device with a one-time code (e-mail or authenticator app), list and
 * disable devices, set up an authenticator. Calls carry the session and this device's key.
 */
export const deviceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const challenges = createOtpChallenges(ctx);
  const perAccount = app.createRateLimit({
    max: ctx.config.rateLimits.otpPerAccount.max,
    timeWindow: ctx.config.rateLimits.otpPerAccount.windowMs,
    keyGenerator: (request) => `otp:${callerOf(request).accountId}:${callerOf(request).userId}`,
  });
  const limited = async (request: Parameters<typeof perAccount>[0]) => {
    const limit = await perAccount(request);
    if (!limit.isAllowed && limit.isExceeded) throw rateLimitExceeded(limit.ttl);
  };
  const onRequest = ctx.guards.authenticateSession;

  routes.post(
    '/otp/v1/devices/challenges',
    {
      onRequest,
      preHandler: limited,
      schema: {
        tags: ['otp'],
        operationId: 'startDeviceChallenge',
        summary: 'Pede um código para habilitar este aparelho (e-mail ou aplicativo autenticador)',
        headers: sessionHeaders,
        body: z.object({ channel: z.enum(['email', 'totp']).default('email') }),
        response: {
          201: z.object({ data: challengeAnswer }),
          400: errorBody,
          401: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await challenges.start(callerOf(request), request.body.channel) }),
  );

  routes.post(
    '/otp/v1/devices/enable',
    {
      onRequest,
      preHandler: limited,
      schema: {
        tags: ['otp'],
        operationId: 'enableDevice',
        summary: 'Habilita este aparelho com o código recebido; devolve o ID_SESSION',
        headers: sessionHeaders,
        body: z.object({
          challenge_id: z.uuid('INVALID'),
          code: otpCode,
          label: z
            .string()
            .trim()
            .min(1)
            .max(80)
            .optional()
            .describe('Nome do aparelho, ex. "Notebook"'),
        }),
        response: {
          200: z.object({ data: enabledAnswer }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => ({
      data: await challenges.enable(callerOf(request), {
        challengeId: request.body.challenge_id,
        code: request.body.code,
        label: request.body.label,
      }),
    }),
  );

  routes.get(
    '/otp/v1/devices',
    {
      onRequest,
      schema: {
        tags: ['otp'],
        operationId: 'listDevices',
        summary: 'Aparelhos habilitados por você nesta conta',
        headers: sessionHeaders,
        response: { 200: z.object({ data: z.array(device) }), 401: errorBody },
      },
    },
    async (request) => ({ data: await listDevices(ctx.db, callerOf(request)) }),
  );

  routes.delete(
    '/otp/v1/devices/:id',
    {
      onRequest,
      schema: {
        tags: ['otp'],
        operationId: 'disableDevice',
        summary: 'Desabilita um aparelho',
        headers: sessionHeaders,
        params: z.object({ id: z.uuid() }),
        response: { 204: z.undefined(), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await revokeDevice(ctx.db, caller, request.params.id, ctx.clock.now());
      ctx.guards.forget({ accountId: caller.accountId });
      return reply.status(204).send();
    },
  );

  routes.post(
    '/otp/v1/totp/enroll',
    {
      onRequest,
      schema: {
        tags: ['otp'],
        operationId: 'enrollTotp',
        summary: 'Gera o segredo do aplicativo autenticador (só de um aparelho habilitado)',
        headers: sessionHeaders,
        response: {
          200: z.object({
            data: z.object({
              secret: z.string().describe('Base32, para digitar no aplicativo'),
              otpauth_uri: z.string().describe('otpauth://totp/… para o QR code'),
            }),
          }),
          401: errorBody,
          423: lockedBody,
        },
      },
    },
    async (request) => ({ data: await enrollTotp(ctx.db, callerOf(request)) }),
  );

  routes.post(
    '/otp/v1/totp/confirm',
    {
      onRequest,
      preHandler: limited,
      schema: {
        tags: ['otp'],
        operationId: 'confirmTotp',
        summary: 'Confirma o aplicativo autenticador com um código dele',
        headers: sessionHeaders,
        body: z.object({ code: otpCode }),
        response: {
          204: z.undefined(),
          400: errorBody,
          401: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      await confirmTotp(ctx.db, callerOf(request), request.body.code, ctx.clock.now());
      return reply.status(204).send();
    },
  );
};
