import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailAddress } from '../schemas/shared';
import { accountStatusSchema, accountSummarySchema } from '../account/schemas';
import type { AppContext } from '../appContext';
import { errorBody } from '../errors';
import { rateLimitExceeded } from '../rateLimit';
import { sha256Hex } from '../security';
import { authErrors } from './authErrors';
import { callerOf } from './caller';
import { sessionHeaders } from './headers';
import { openSession, signIn } from './login';
import { revokeSession } from './sessions';

const loginBody = z
  .object({
    email: emailAddress,
    password: z.string('REQUIRED').min(1, 'REQUIRED').max(200, 'TOO_LONG'),
    altcha: z
      .string()
      .min(1, 'CAPTCHA_REQUIRED')
      .max(8_000)
      .describe(
        'Payload do widget ALTCHA (base64 de {challenge, solution}); desafio em GET /captcha/challenge',
      ),
    account_id: z.uuid().optional().describe('Conta a abrir; a primeira vinculada se omitido'),
  })
  .meta({ id: 'LoginRequest' });

const loginAnswer = z
  .object({
    token: z.string().describe('JWT; o claim sub é a identidade da conta'),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().describe('Validade do token em segundos'),
    expires_at: z.string(),
    account_status: accountStatusSchema,
    accounts: z.array(accountSummarySchema),
  })
  .meta({ id: 'LoginAnswer' });

/**
 * POST /v3/public/bank/login (public): e-mail, password and a solved ALTCHA challenge → token,
 * account status and accounts. Limited per IP (before anything) and per e-mail (after the
 * captcha is verified).
 * POST /v3/bank/session/switch: the same person opens another of their accounts, without the
 * password and captcha again (docs/product/session.md); this session ends.
 * POST /v3/bank/logout: revokes the session behind the token.
 */
export const loginRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { config } = ctx;
  const perEmail = app.createRateLimit({
    max: config.rateLimits.loginPerEmail.max,
    timeWindow: config.rateLimits.loginPerEmail.windowMs,
    keyGenerator: (request) => {
      const email = String((request.body as { email?: unknown } | undefined)?.email ?? '');
      return `login-email:${sha256Hex(email)}`;
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/v3/public/bank/login',
    {
      config: {
        rateLimit: {
          max: config.rateLimits.loginPerIp.max,
          timeWindow: config.rateLimits.loginPerIp.windowMs,
        },
      },
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Entrar com e-mail, senha e verificação anti-robô',
        body: loginBody,
        response: {
          200: loginAnswer,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      if (!(await ctx.captcha.verify(request.body.altcha))) throw authErrors.captchaInvalid();
      // Counted only once the proof of work is verified: junk captchas cannot lock a holder out
      // of sign-in by burning the e-mail's attempts (the per-IP limit applies before anything).
      const limit = await perEmail(request);
      if (!limit.isAllowed && limit.isExceeded) throw rateLimitExceeded(limit.ttl);
      return signIn(ctx, {
        email: request.body.email,
        password: request.body.password,
        accountId: request.body.account_id,
      });
    },
  );

  routes.post(
    '/v3/bank/session/switch',
    {
      onRequest: ctx.guards.authenticateSession,
      schema: {
        tags: ['auth'],
        operationId: 'switchAccount',
        summary: 'Trocar de conta: abre outra conta da mesma pessoa e encerra esta sessão',
        headers: sessionHeaders.partial({ device_key: true }),
        body: z
          .object({ account_id: z.uuid().describe('Uma das contas de `accounts` do login') })
          .meta({ id: 'SwitchAccountRequest' }),
        response: { 200: loginAnswer, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const opened = await openSession(ctx, caller.userId, request.body.account_id);
      // Only once the other account opened: a refused switch leaves this session as it was.
      await revokeSession(ctx.db, caller.sessionId, ctx.clock.now());
      ctx.guards.forget({ sessionId: caller.sessionId });
      return opened;
    },
  );

  routes.post(
    '/v3/bank/logout',
    {
      onRequest: ctx.guards.authenticateSession,
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Sair: revoga a sessão do token',
        headers: sessionHeaders.partial({ device_key: true }),
        response: { 204: z.undefined().describe('Sessão encerrada'), 401: errorBody },
      },
    },
    async (request, reply) => {
      const { sessionId } = callerOf(request);
      await revokeSession(ctx.db, sessionId, ctx.clock.now());
      ctx.guards.forget({ sessionId });
      return reply.status(204).send();
    },
  );
};
