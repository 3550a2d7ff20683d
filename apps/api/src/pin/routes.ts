import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountParams, emailAddress, encodedPin } from '../schemas/shared';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/caller';
import { bankCallHeaders } from '../auth/headers';
import { BankError, errorBody, lockedBody, pinExceededBody } from '../errors';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { changePin } from './changePin';

const changePinBody = z
  .object({ current_pin: encodedPin, new_pin: encodedPin })
  .meta({ id: 'ChangePinRequest' });

/**
 * POST /admin/users/pin-unlock (operator): ends a PIN lockout (docs/decisions/0001-pin-attempts.md).
 * POST /v1/bank/accounts/{sub}/security/pin: changes the PIN from an enabled device. A wrong
 * current PIN counts like one on a transfer: 403 with remaining_attempts, the last 429
 * exceeded_attempts with the user's PIN locked (REMAKE_KYC for that user, on every account).
 */
export const pinRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/bank/accounts/:sub/security/pin',
    {
      onRequest: [guards.authenticate, guards.ownAccount, guards.requireEnabledDevice],
      schema: {
        tags: ['security'],
        operationId: 'changePin',
        summary: 'Troca o PIN (com o atual), de um aparelho habilitado',
        headers: bankCallHeaders,
        params: accountParams,
        body: changePinBody,
        response: {
          204: z.undefined().describe('PIN trocado'),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          423: lockedBody,
          429: z.union([pinExceededBody, errorBody]),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await changePin(ctx, caller, {
        currentPin: request.body.current_pin,
        newPin: request.body.new_pin,
      });
      request.log.info({ account: caller.accountId }, 'PIN changed');
      return reply.status(204).send();
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/admin/users/pin-unlock',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['admin'],
        operationId: 'unlockUserPin',
        summary: 'Desbloqueia o PIN de um usuário (operador, após confirmar a identidade)',
        headers: adminHeaders,
        body: z
          .object({
            email: emailAddress,
          })
          .meta({ id: 'UnlockPinRequest' }),
        response: {
          204: z.undefined().describe('PIN desbloqueado'),
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      if (!(await ctx.pins.unlock(request.body.email))) {
        throw new BankError('USER_NOT_FOUND');
      }
      request.log.info('PIN unlocked by the operator');
      return reply.status(204).send();
    },
  );
};
