import {
  namesSameBankRecipient,
  pixPaymentDetails,
  sameBankLookupRequest,
  sameBankRecipient,
} from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { BankError, errorBody } from '../errors';
import { accountParams, encodedPin, idempotencyHeaders } from '../schemas/shared';
import type { BankAccountRecord } from '../transfer';
import { maskDocument } from './payees';
import { createPixPayments } from './payments';
import { paymentAnswers } from './schemas';
import { replyWithPayment } from './views';

const sameBankAccount = z
  .object({
    name: z.string(),
    document: z.string().describe('CPF mascarado ou CNPJ'),
    branch: z.string(),
    account: z.string(),
  })
  .meta({ id: 'SameBankAccount' });

/**
 * Transfers to another account of this bank (transfer/contaQyon): finding the account, and paying
 * it through the one outgoing flow as channel `account` (docs/architecture/pix-payments.md,
 * "Transfers").
 */
export const sameBankTransferRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { guards } = ctx;
  const payments = createPixPayments(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  const transferAvailable = () => ctx.health.assertAvailable('transfer');

  // A POST, so a document stays out of URLs and access logs.
  routes.post(
    '/v1/bank/accounts/:sub/transfers/same-bank/recipients',
    {
      onRequest: authorize,
      preHandler: transferAvailable,
      schema: {
        tags: ['transfer'],
        operationId: 'findSameBankRecipients',
        summary: 'Contas do Ipê para transferir: por agência e conta, ou pelo CPF/CNPJ do titular',
        headers: bankCallHeaders,
        params: accountParams,
        body: z
          .object(sameBankLookupRequest.shape)
          .refine(namesSameBankRecipient, { message: 'REQUIRED', path: ['document'] })
          .meta({ id: 'SameBankLookupRequest' }),
        response: {
          200: z.object({ data: z.array(sameBankAccount) }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const { body } = request;
      const found = body.document
        ? await ctx.accounts.byDocument(ctx.db, body.document)
        : [await ctx.accounts.byBranchAndNumber(ctx.db, body.branch!, body.account!)];
      const accounts = found.filter(
        (account) => account !== null && account.canReceive && account.id !== request.params.sub,
      ) as BankAccountRecord[];
      // Nothing more said (no "closed", no "that is you"): the same answer as no account at all.
      if (accounts.length === 0) throw new BankError('DESTINATION_NOT_FOUND');
      return {
        data: accounts.map((account) => ({
          name: account.holderName,
          document: maskDocument(account.holderKind, account.document),
          branch: account.branch,
          account: account.number,
        })),
      };
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/transfers/same-bank',
    {
      // The hash and the PIN are spent in the payment's transaction (docs/decisions/0013).
      onRequest: [guards.authenticateForMoney, guards.ownAccount],
      preHandler: [transferAvailable, guards.requireMoneyMovement],
      schema: {
        tags: ['transfer'],
        operationId: 'transferToSameBank',
        summary: 'Transferir para outra conta do Ipê: na hora, a qualquer hora',
        params: accountParams,
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        body: z
          .object({ ...sameBankRecipient.shape, ...pixPaymentDetails.shape, pin: encodedPin })
          .meta({ id: 'SameBankTransferRequest' }),
        response: paymentAnswers,
      },
    },
    async (request, reply) =>
      replyWithPayment(
        reply,
        await ctx.money.authorize(request, (checks) =>
          payments.pay(
            {
              accountId: request.params.sub,
              recipient: {
                account: { branch: request.body.branch, account: request.body.account },
              },
              amount: request.body.amount_cents,
              description: request.body.description,
              idempotencyKey: request.headers['idempotency-key'] as string,
            },
            checks,
          ),
        ),
        ctx.interbank.participants,
      ),
  );
};
