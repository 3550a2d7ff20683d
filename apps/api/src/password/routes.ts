import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentPasswordField } from '@ipe/domain';
import { z } from 'zod';
import { accountParams } from '../schemas/shared';
import type { AppContext } from '../appContext';
import { authErrors } from '../auth/authErrors';
import { callerOf } from '../auth/caller';
import { bankCallHeaders } from '../auth/headers';
import { errorBody } from '../errors';
import { rateLimitExceeded } from '../rateLimit';
import { changePassword } from './changePassword';
import { createPasswordResets } from './passwordResets';
import { emailedCode, emailField, newPasswordField, perEmailKey } from './requestFields';

const forgotBody = z
  .object({
    email: emailField,
    altcha: z
      .string()
      .min(1, 'CAPTCHA_REQUIRED')
      .max(8_000)
      .describe('Payload do widget ALTCHA; desafio em GET /captcha/challenge'),
  })
  .meta({ id: 'ForgotPasswordRequest' });

const forgotAnswer = z
  .object({
    data: z.object({
      sent: z
        .literal(true)
        .describe('Sempre true: não revela se o e-mail tem conta (o código só vai se tiver)'),
    }),
  })
  .meta({ id: 'ForgotPasswordAnswer' });

const resetBody = z
  .object({ email: emailField, code: emailedCode, new_password: newPasswordField })
  .meta({ id: 'ResetPasswordRequest' });

const changeBody = z
  .object({
    current_password: currentPasswordField,
    new_password: newPasswordField,
  })
  .meta({ id: 'ChangePasswordRequest' });

/**
 * Passwords. Public, limited per IP and per e-mail like sign-in:
 * POST /v3/public/bank/password/forgot — e-mails a 6-digit code; always 202.
 * POST /v3/public/bank/password/reset  — code + new password; every session is revoked.
 * Signed in: POST /v1/bank/accounts/{sub}/security/password — current + new password; the other
 * sessions are revoked.
 */
export const passwordRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { config, guards } = ctx;
  const resets = createPasswordResets(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perIp = {
    rateLimit: {
      max: config.rateLimits.recoveryPerIp.max,
      timeWindow: config.rateLimits.recoveryPerIp.windowMs,
    },
  };
  const limitedBy =
    (limiter: ReturnType<typeof app.createRateLimit>) => async (request: FastifyRequest) => {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) throw rateLimitExceeded(limit.ttl);
    };
  const perEmail = (prefix: string) =>
    limitedBy(
      app.createRateLimit({
        max: config.rateLimits.recoveryPerEmail.max,
        timeWindow: config.rateLimits.recoveryPerEmail.windowMs,
        keyGenerator: perEmailKey(prefix),
      }),
    );
  const perUser = limitedBy(
    app.createRateLimit({
      max: config.rateLimits.passwordChangePerUser.max,
      timeWindow: config.rateLimits.passwordChangePerUser.windowMs,
      keyGenerator: (request) => `password-change:${callerOf(request).userId}`,
    }),
  );

  // Counted after the captcha, like sign-in: junk captchas cannot use up a holder's requests.
  const forgotPerEmail = perEmail('password-forgot-email');
  routes.post(
    '/v3/public/bank/password/forgot',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        operationId: 'forgotPassword',
        summary: 'Esqueci a senha: envia um código por e-mail (a resposta não revela se há conta)',
        body: forgotBody,
        response: { 202: forgotAnswer, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await ctx.captcha.verify(request.body.altcha))) throw authErrors.captchaInvalid();
      await forgotPerEmail(request);
      await resets.request(request.body.email);
      return reply.status(202).send({ data: { sent: true as const } });
    },
  );

  routes.post(
    '/v3/public/bank/password/reset',
    {
      config: perIp,
      preHandler: perEmail('password-reset-email'),
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: 'Cria uma nova senha com o código recebido por e-mail; encerra todas as sessões',
        body: resetBody,
        response: { 204: z.undefined().describe('Senha trocada'), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await resets.reset({
        email: request.body.email,
        code: request.body.code,
        newPassword: request.body.new_password,
      });
      request.log.info('password reset with an e-mailed code');
      return reply.status(204).send();
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/security/password',
    {
      onRequest: [guards.authenticate, guards.ownAccount],
      preHandler: perUser,
      schema: {
        tags: ['security'],
        operationId: 'changePassword',
        summary: 'Troca a senha (com a atual); encerra as outras sessões',
        headers: bankCallHeaders,
        params: accountParams,
        body: changeBody,
        response: {
          204: z.undefined().describe('Senha trocada'),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await changePassword(ctx, caller, {
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      request.log.info({ account: caller.accountId }, 'password changed');
      return reply.status(204).send();
    },
  );
};
