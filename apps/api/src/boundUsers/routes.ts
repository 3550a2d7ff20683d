import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountParams, encodedPin } from '../schemas/shared';
import { USER_TYPES, personNameField } from '@ipe/domain';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/caller';
import { bankCallHeaders } from '../auth/headers';
import { errorBody } from '../errors';
import { emailedCode, emailField, newPasswordField, perEmailKey } from '../password/requestFields';
import { rateLimitExceeded } from '../rateLimit';
import { boundUserErrors } from './boundUserErrors';
import { createBoundUsers } from './boundUsers';

const userTypeDescription = '1 titular, 2 operador, 3 consulta (acima de 2 só consulta)';

const boundUser = z
  .object({
    user_id: z.string().describe('Id do usuário; num convite ainda não aceito, o id do convite'),
    name: z.string(),
    email: z.string(),
    user_type: z.number().int().describe(userTypeDescription),
    can_transact: z.boolean().describe('Pode movimentar dinheiro (nunca para consulta)'),
    status: z.enum(['active', 'invited']).describe('invited: convite enviado, ainda não aceito'),
    is_you: z.boolean().describe('É quem está chamando'),
    created_at: z.string(),
  })
  .meta({ id: 'BoundUser' });

const invitedUserType = z
  .union([z.literal(USER_TYPES.OPERATOR), z.literal(USER_TYPES.VIEWER)], {
    error: 'USER_TYPE_INVALID',
  })
  .describe('2 operador, 3 consulta');

const inviteBody = z
  .object({
    name: personNameField,
    email: emailField,
    user_type: invitedUserType,
    can_transact: z.boolean({ error: 'CAN_TRANSACT_REQUIRED' }),
  })
  .meta({ id: 'InviteBoundUserRequest' });

const updateBody = z
  .object({
    user_type: invitedUserType.optional(),
    can_transact: z.boolean({ error: 'CAN_TRANSACT_REQUIRED' }).optional(),
  })
  .meta({ id: 'UpdateBoundUserRequest' });

const acceptBody = z
  .object({
    email: emailField,
    code: emailedCode,
    name: personNameField,
    password: newPasswordField,
    pin: encodedPin
      .optional()
      .describe('Opcional: encodePin do PIN de transações (4 números, não todos iguais)'),
  })
  .meta({ id: 'AcceptInvitationRequest' });

const userParams = accountParams.extend({
  user_id: z.uuid('INVALID').describe('user_id de BoundUser (usuário ou convite)'),
});

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Users bound to an account (settings/binduser):
 * GET    /v1/bank/accounts/{sub}/users            — members and pending invitations (any member)
 * POST   /v1/bank/accounts/{sub}/users            — invite (holder only)
 * PATCH  /v1/bank/accounts/{sub}/users/{user_id}  — change user_type / can_transact (holder only)
 * DELETE /v1/bank/accounts/{sub}/users/{user_id}  — remove, or cancel an invitation (holder only)
 * POST   /v3/public/bank/invitations/accept       — public: the e-mailed code creates the sign-in
 */
export const boundUserRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { config, guards } = ctx;
  const users = createBoundUsers(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = [guards.authenticate, guards.ownAccount];
  const holder = [
    ...member,
    async (request: FastifyRequest) => {
      if (callerOf(request).membership.user_type !== USER_TYPES.HOLDER) {
        throw boundUserErrors.notAccountHolder();
      }
    },
  ];
  const perAccount = app.createRateLimit({
    max: config.rateLimits.invitesPerAccount.max,
    timeWindow: config.rateLimits.invitesPerAccount.windowMs,
    keyGenerator: (request) => `invite:${callerOf(request).accountId}`,
  });
  const perEmail = app.createRateLimit({
    max: config.rateLimits.recoveryPerEmail.max,
    timeWindow: config.rateLimits.recoveryPerEmail.windowMs,
    keyGenerator: perEmailKey('invitation-accept-email'),
  });

  routes.get(
    '/v1/bank/accounts/:sub/users',
    {
      onRequest: member,
      schema: {
        tags: ['bound-users'],
        operationId: 'listBoundUsers',
        summary: 'Usuários vinculados à conta e convites pendentes',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: z.array(boundUser) }), ...refusals },
      },
    },
    async (request) => ({ data: await users.list(callerOf(request)) }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/users',
    {
      onRequest: holder,
      preHandler: async (request) => {
        const limit = await perAccount(request);
        if (!limit.isAllowed && limit.isExceeded) throw rateLimitExceeded(limit.ttl);
      },
      schema: {
        tags: ['bound-users'],
        operationId: 'inviteBoundUser',
        summary:
          'Convida um usuário (só o titular): quem já usa o Ipê é vinculado na hora, os demais recebem um código por e-mail',
        headers: bankCallHeaders,
        params: accountParams,
        body: inviteBody,
        response: {
          201: z.object({ data: boundUser }),
          ...refusals,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const data = await users.invite(caller, {
        name: request.body.name,
        email: request.body.email,
        userType: request.body.user_type,
        canTransact: request.body.can_transact,
      });
      request.log.info({ account: caller.accountId, status: data.status }, 'user invited');
      return reply.status(201).send({ data });
    },
  );

  routes.patch(
    '/v1/bank/accounts/:sub/users/:user_id',
    {
      onRequest: holder,
      schema: {
        tags: ['bound-users'],
        operationId: 'updateBoundUser',
        summary: 'Muda o tipo ou a permissão de transação de um usuário ou convite (só o titular)',
        headers: bankCallHeaders,
        params: userParams,
        body: updateBody,
        response: { 200: z.object({ data: boundUser }), ...refusals },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const data = await users.update(caller, request.params.user_id, {
        userType: request.body.user_type,
        canTransact: request.body.can_transact,
      });
      request.log.info({ account: caller.accountId }, 'bound user changed');
      return { data };
    },
  );

  routes.delete(
    '/v1/bank/accounts/:sub/users/:user_id',
    {
      onRequest: holder,
      schema: {
        tags: ['bound-users'],
        operationId: 'removeBoundUser',
        summary: 'Remove um usuário da conta ou cancela um convite (só o titular)',
        headers: bankCallHeaders,
        params: userParams,
        response: { 204: z.undefined().describe('Removido'), ...refusals },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await users.remove(caller, request.params.user_id);
      request.log.info({ account: caller.accountId }, 'bound user removed');
      return reply.status(204).send();
    },
  );

  routes.post(
    '/v3/public/bank/invitations/accept',
    {
      config: {
        rateLimit: {
          max: config.rateLimits.recoveryPerIp.max,
          timeWindow: config.rateLimits.recoveryPerIp.windowMs,
        },
      },
      preHandler: async (request) => {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) throw rateLimitExceeded(limit.ttl);
      },
      schema: {
        tags: ['bound-users'],
        operationId: 'acceptInvitation',
        summary:
          'Aceita um convite com o código do e-mail: cria o acesso (depois, entrar normalmente)',
        body: acceptBody,
        response: {
          204: z.undefined().describe('Acesso criado'),
          400: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      await users.accept(request.body);
      request.log.info('invitation accepted');
      return reply.status(204).send();
    },
  );
};
