import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db';
import type { AuthGuards } from '../auth/guards';
import { bankCallHeaders } from '../auth/headers';
import type { MoneyAuthorization } from '../auth/moneyAuthorization';
import type { HealthService } from '../health/healthService';
import type { Ledger } from '../ledger';
import type { AccountDirectory } from './accountDirectory';
import { type Destination, createInternalTransfers } from './internalTransfer';
import { moneyMovementRefusals } from '../errors/schemas';
import {
  accountParams,
  idempotencyHeaders,
  internalTransferBody,
  transferReceipt,
} from './schemas';

/** The body's destination, in the service's terms. */
function toDestination(body: z.infer<typeof internalTransferBody>['destination']): Destination {
  return 'account_id' in body ? { accountId: body.account_id } : body;
}

/**
 * What the transfer routes use of the app's context (AppContext has it all). Narrow, so the route
 * can be tested and benchmarked alone with stand-in guards.
 */
export interface TransferContext {
  db: Database;
  ledger: Ledger;
  accounts: AccountDirectory;
  guards: Pick<AuthGuards, 'authenticateForMoney' | 'ownAccount' | 'requireMoneyMovement'>;
  health: Pick<HealthService, 'assertAvailable'>;
  money: MoneyAuthorization;
}

export const transferRoutes: FastifyPluginAsync<{ ctx: TransferContext }> = async (
  app,
  { ctx },
) => {
  const { db, ledger, accounts, guards } = ctx;
  const deps = { db, ledger, accounts };
  // Before the body is read: signed in, and the account {sub} is the caller's. The hash and the
  // body's PIN are spent in the money's own transaction (ctx.money).
  const authorize = [guards.authenticateForMoney, guards.ownAccount];
  // After validation: service on, and this caller may move money.
  const authorizeMoneyMovement = [
    () => ctx.health.assertAvailable('transfer'),
    guards.requireMoneyMovement,
  ];
  const transfers = createInternalTransfers(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/v1/bank/accounts/:sub/transfers/internal',
    {
      onRequest: authorize,
      preHandler: authorizeMoneyMovement,
      schema: {
        tags: ['transfer'],
        operationId: 'createInternalTransfer',
        summary: 'Transferência entre contas do Ipê',
        params: accountParams,
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        body: internalTransferBody,
        response: { 201: z.object({ data: transferReceipt }), ...moneyMovementRefusals },
      },
    },
    async (request, reply) => {
      const receipt = await ctx.money.authorize(request, (checks) =>
        transfers.transfer(
          {
            sourceAccountId: request.params.sub,
            destination: toDestination(request.body.destination),
            amountCents: request.body.amount_cents,
            description: request.body.description || undefined,
            idempotencyKey: request.headers['idempotency-key'] as string,
          },
          checks,
        ),
      );
      if (receipt.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ data: receipt });
    },
  );
};
