import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db';
import { type Ledger, createLedger } from '../ledger';
import type { AccountDirectory } from './accountDirectory';
import { type Destination, createInternalTransfers } from './internalTransfer';
import { errorBody, lockedBody, pinExceededBody } from '../errors/schemas';
import {
  accountParams,
  idempotencyHeaders,
  internalTransferBody,
  statementPage,
  statementQuery,
  transferReceipt,
} from './schemas';
import { createStatements } from './statement';

/** The body's destination, in the service's terms. */
function toDestination(body: z.infer<typeof internalTransferBody>['destination']): Destination {
  return 'account_id' in body ? { accountId: body.account_id } : body;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface TransferRoutesOptions {
  db: Database;
  accounts: AccountDirectory;
  ledger?: Ledger;
  /**
   * onRequest hooks of every route, before the body is read: the caller is signed in and may see
   * the account {sub}.
   */
  authorize: Guard[];
  /**
   * preHandlers of money movement, after validation (they may read the body's `pin`): service
   * on, device enabled, permission to transact, correct PIN.
   */
  authorizeMoneyMovement: Guard[];
  /** Headers the guards read (token, account id…), merged into the OpenAPI contract. */
  headers?: z.ZodObject;
}

/**
 * Internal transfers (between two accounts of this bank) and the account statement.
 *
 * POST /v1/bank/accounts/{sub}/transfers/internal  — Idempotency-Key required; the same key
 *      answers the first result again (header Idempotent-Replayed: true) and never moves twice.
 * GET  /v1/bank/accounts/{sub}/statement           — movements newest first, keyset-paged.
 */
export const transferRoutes: FastifyPluginAsync<TransferRoutesOptions> = async (app, options) => {
  const ledger = options.ledger ?? createLedger(options.db);
  const deps = { db: options.db, ledger, accounts: options.accounts };
  const transfers = createInternalTransfers(deps);
  const statements = createStatements(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const callHeaders = options.headers ?? z.looseObject({});

  routes.post(
    '/v1/bank/accounts/:sub/transfers/internal',
    {
      onRequest: options.authorize,
      preHandler: options.authorizeMoneyMovement,
      schema: {
        tags: ['transfer'],
        operationId: 'createInternalTransfer',
        summary: 'Transferência entre contas do Ipê',
        params: accountParams,
        headers: callHeaders.extend(idempotencyHeaders.shape),
        body: internalTransferBody,
        response: {
          201: z.object({ data: transferReceipt }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          423: lockedBody,
          429: z.union([pinExceededBody, errorBody]),
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      const receipt = await transfers.transfer({
        sourceAccountId: request.params.sub,
        destination: toDestination(request.body.destination),
        amountCents: request.body.amount_cents,
        description: request.body.description || undefined,
        idempotencyKey: request.headers['idempotency-key'] as string,
      });
      if (receipt.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ data: receipt });
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/statement',
    {
      onRequest: options.authorize,
      schema: {
        tags: ['statement'],
        operationId: 'getStatement',
        summary: 'Extrato da conta: movimentações, mais recentes primeiro',
        params: accountParams,
        headers: callHeaders,
        querystring: statementQuery,
        response: {
          200: z.object({ data: statementPage }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const { limit, cursor, from, to } = request.query;
      const page = await statements.page(request.params.sub, {
        limit,
        cursor,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
      });
      return { data: page };
    },
  );
};
