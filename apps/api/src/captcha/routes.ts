import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { errorBody } from '../errors';

const challengeSchema = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().int().optional(),
      // Signed with the rest: the service's clock reads issuedAt (captchaService.ts).
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string().optional(),
  })
  .meta({ id: 'CaptchaChallenge' });

/**
 * Captcha API: GET /captcha/challenge gives an ALTCHA proof-of-work challenge (the widget's
 * `challengeurl`); its solution goes with the sign-in as `altcha`.
 */
export const captchaRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/captcha/challenge',
    {
      config: {
        rateLimit: {
          max: ctx.config.rateLimits.captchaPerIp.max,
          timeWindow: ctx.config.rateLimits.captchaPerIp.windowMs,
        },
      },
      schema: {
        tags: ['captcha'],
        operationId: 'getCaptchaChallenge',
        summary: 'Desafio anti-robô (ALTCHA, prova de trabalho)',
        response: { 200: challengeSchema, 429: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const { parameters, signature } = await ctx.captcha.challenge();
      return { parameters: { ...parameters }, signature };
    },
  );
};
