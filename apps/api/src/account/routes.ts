import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountParams } from '../schemas/shared';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/caller';
import { bankCallHeaders } from '../auth/headers';
import { BankError, errorBody, lockedBody } from '../errors';
import { accountBalance } from './balance';
import { changeBillingAddress, changeDisplayName } from './accountRepository';
import { incomeTaxYears } from '../statement';
import { changeAddressBody, changeNameBody } from './requests';
import { accountInformationSchema, balanceSchema } from './schemas';
import { accountInformation } from './views';

const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * The account routes of SPEC §7. `/phoenix/...` routes answer for the token's account with the
 * answer as the body; `/v1/bank/accounts/{sub}/...` routes answer in `data` and refuse any {sub}
 * but the caller's own (404, nothing shown).
 */
export const accountRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const signedIn = [guards.authenticate];
  const ownAccount = [guards.authenticate, guards.ownAccount];
  const balanceAvailable = async () => ctx.health.assertAvailable('balance');

  routes.get(
    '/phoenix/bank/v1/account',
    {
      onRequest: signedIn,
      schema: {
        tags: ['account'],
        operationId: 'getAccount',
        summary: 'Dados da conta da sessão (ACCOUNT_INFORMATION)',
        headers: bankCallHeaders,
        response: { 200: accountInformationSchema, ...readErrors },
      },
    },
    async (request) => {
      const { account, membership } = callerOf(request);
      return accountInformation(account, membership);
    },
  );

  routes.get(
    '/phoenix/bank/v1/account/IR/years-available',
    {
      onRequest: signedIn,
      schema: {
        tags: ['account'],
        operationId: 'getIncomeTaxYears',
        summary: 'Anos com informe de rendimentos (Imposto de Renda)',
        headers: bankCallHeaders,
        response: {
          200: z.object({ years: z.array(z.number().int()).describe('Mais recente primeiro') }),
          ...readErrors,
        },
      },
    },
    async (request) => ({
      years: incomeTaxYears(callerOf(request).account.opened_at, ctx.clock.now()),
    }),
  );

  routes.get(
    '/phoenix/bank/v1/account/balance',
    {
      onRequest: signedIn,
      preHandler: balanceAvailable,
      schema: {
        tags: ['account'],
        operationId: 'getAccountBalance',
        summary: 'Saldo da conta da sessão (a resposta é o próprio corpo)',
        headers: bankCallHeaders,
        response: { 200: balanceSchema, ...readErrors, 503: errorBody },
      },
    },
    async (request) => accountBalance(ctx.ledger, callerOf(request).account, ctx.clock.now()),
  );

  routes.get(
    '/v1/bank/accounts/:sub/balance',
    {
      onRequest: ownAccount,
      preHandler: balanceAvailable,
      schema: {
        tags: ['account'],
        operationId: 'getBankAccountBalance',
        summary: 'Saldo da conta {sub} (em data)',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: balanceSchema }), ...readErrors, 503: errorBody },
      },
    },
    async (request) => ({
      data: await accountBalance(ctx.ledger, callerOf(request).account, ctx.clock.now()),
    }),
  );

  routes.get(
    '/v1/bank/accounts/:sub',
    {
      onRequest: ownAccount,
      schema: {
        tags: ['account'],
        operationId: 'getBankAccount',
        summary: 'Dados da conta {sub}',
        headers: bankCallHeaders,
        params: accountParams,
        response: { 200: z.object({ data: accountInformationSchema }), ...readErrors },
      },
    },
    async (request) => {
      const { account, membership } = callerOf(request);
      return { data: accountInformation(account, membership) };
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/changename',
    {
      onRequest: [...ownAccount, guards.requireOperator],
      schema: {
        tags: ['account'],
        operationId: 'changeAccountName',
        summary: 'Troca o nome de exibição da conta',
        headers: bankCallHeaders,
        params: accountParams,
        body: changeNameBody,
        response: {
          200: z.object({ data: accountInformationSchema }),
          ...readErrors,
          423: lockedBody,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const account = await changeDisplayName(ctx.db, caller.accountId, request.body.name);
      ctx.guards.forget({ accountId: caller.accountId });
      request.log.info({ account: caller.accountId }, 'account name changed');
      return { data: accountInformation(account, caller.membership) };
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/changeaddress',
    {
      onRequest: [...ownAccount, guards.requireOperator],
      schema: {
        tags: ['account'],
        operationId: 'changeAccountAddress',
        summary: 'Troca o endereço de cobrança (campos billing_address_*)',
        headers: bankCallHeaders,
        params: accountParams,
        body: changeAddressBody,
        response: {
          200: z.object({ data: accountInformationSchema }),
          ...readErrors,
          423: lockedBody,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const address = request.body;
      // A CEP the postal table places in another state is a typo in one of the two fields.
      const known = await ctx.postalCodes.lookup(address.billing_address_cep);
      if (known && known.estado !== address.billing_address_estado) {
        throw new BankError('VALIDATION_ERROR', {
          fields: { billing_address_estado: 'CEP_OTHER_STATE' },
        });
      }
      const account = await changeBillingAddress(ctx.db, caller.accountId, address);
      ctx.guards.forget({ accountId: caller.accountId });
      request.log.info({ account: caller.accountId }, 'billing address changed');
      return { data: accountInformation(account, caller.membership) };
    },
  );
};
