import { MERCHANT_CATEGORIES, maskedCardNumber } from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { errorBody } from '../errors';
import { accountParams } from '../schemas/shared';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { type CardPurchase, type DebitCard, createCards } from './cards';

const cardSchema = z
  .object({
    id: z.string(),
    masked_number: z.string().describe('Só os quatro últimos dígitos'),
    last4: z.string(),
    brand: z.string(),
    expires: z.string().describe('MM/AA'),
    status: z.enum(['active', 'blocked']),
  })
  .meta({ id: 'DebitCard' });

const purchaseSchema = z
  .object({
    id: z.string(),
    merchant: z.string(),
    city: z.string(),
    mcc: z.string(),
    category: z.enum(MERCHANT_CATEGORIES),
    amount_cents: z.number().int(),
    status: z.enum(['authorized', 'settled', 'reversed', 'declined']),
    decline_reason: z.string().nullable(),
    authorized_at: z.string(),
    resolved_at: z.string().nullable(),
  })
  .meta({ id: 'CardPurchase' });

const cardView = (card: DebitCard) => ({
  id: card.id,
  masked_number: maskedCardNumber(card.last4),
  last4: card.last4,
  brand: card.brand,
  expires: card.expires,
  status: card.status,
});

const purchaseView = (purchase: CardPurchase) => ({
  id: purchase.id,
  merchant: purchase.merchant,
  city: purchase.city,
  mcc: purchase.mcc,
  category: purchase.category,
  amount_cents: purchase.amount,
  status: purchase.status,
  decline_reason: purchase.declineReason,
  authorized_at: purchase.authorizedAt.toISOString(),
  resolved_at: purchase.resolvedAt?.toISOString() ?? null,
});

const readErrors = { 401: errorBody, 403: errorBody, 404: errorBody, 423: errorBody };

/**
 * The account's debit card (docs/architecture/cards.md): see it, block and unblock it, list its
 * purchases; and the card network's side (operator token), which the interbank simulator plays.
 */
export const cardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cards = createCards(ctx);
  const { guards } = ctx;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const own = [guards.authenticate, guards.ownAccount];

  routes.get(
    '/v1/bank/accounts/:sub/card',
    {
      onRequest: own,
      schema: {
        tags: ['card'],
        operationId: 'getDebitCard',
        summary: 'O cartão de débito da conta',
        params: accountParams,
        headers: bankCallHeaders,
        response: { 200: z.object({ data: cardSchema }), ...readErrors },
      },
    },
    async (request) => ({ data: cardView(await cards.card(request.params.sub)) }),
  );

  // Blocking protects the holder: any signed-in user of the account may do it, at once.
  routes.post(
    '/v1/bank/accounts/:sub/card/block',
    {
      onRequest: own,
      schema: {
        tags: ['card'],
        operationId: 'blockDebitCard',
        summary: 'Bloquear o cartão temporariamente: novas compras são recusadas',
        params: accountParams,
        headers: bankCallHeaders,
        response: { 200: z.object({ data: cardSchema }), ...readErrors },
      },
    },
    async (request) => ({ data: cardView(await cards.setBlocked(request.params.sub, true)) }),
  );

  // Unblocking lets money move again: only from an enabled device of someone who may move it.
  routes.post(
    '/v1/bank/accounts/:sub/card/unblock',
    {
      onRequest: own,
      preHandler: guards.requireMoneyMovement,
      schema: {
        tags: ['card'],
        operationId: 'unblockDebitCard',
        summary: 'Desbloquear o cartão',
        params: accountParams,
        headers: bankCallHeaders,
        response: { 200: z.object({ data: cardSchema }), ...readErrors },
      },
    },
    async (request) => ({ data: cardView(await cards.setBlocked(request.params.sub, false)) }),
  );

  routes.get(
    '/v1/bank/accounts/:sub/card/purchases',
    {
      onRequest: own,
      schema: {
        tags: ['card'],
        operationId: 'listCardPurchases',
        summary: 'Compras no cartão de débito, mais recentes primeiro, com a situação de cada uma',
        params: accountParams,
        headers: bankCallHeaders,
        response: { 200: z.object({ data: z.array(purchaseSchema) }), ...readErrors },
      },
    },
    async (request) => ({
      data: (await cards.purchases(request.params.sub)).map(purchaseView),
    }),
  );

  // The card network (simulated): authorization, settlement and reversal.
  const admin = requireAdmin(ctx.adminToken);
  routes.post(
    '/admin/interbank/card-purchases',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'authorizeCardPurchase',
        summary: 'Rede de cartões (simulada): pedir a autorização de uma compra',
        headers: adminHeaders,
        body: z.object({
          card_id: z.string().uuid(),
          authorization_code: z.string().min(1).max(64),
          merchant: z.string().trim().min(1).max(80),
          city: z.string().trim().min(1).max(60),
          mcc: z.string().regex(/^\d{4}$/),
          amount_cents: z.number().int().positive(),
        }),
        response: {
          200: z.object({ data: purchaseSchema }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const purchase = await cards.authorize({
        cardId: body.card_id,
        authorizationCode: body.authorization_code,
        merchant: body.merchant,
        city: body.city,
        mcc: body.mcc,
        amount: body.amount_cents,
      });
      return { data: purchaseView(purchase) };
    },
  );

  for (const [action, resolve] of [
    ['settle', cards.settle],
    ['reverse', cards.reverse],
  ] as const) {
    routes.post(
      `/admin/interbank/card-purchases/:id/${action}`,
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          operationId: action === 'settle' ? 'settleCardPurchase' : 'reverseCardPurchase',
          summary:
            action === 'settle'
              ? 'Rede de cartões (simulada): liquidar a compra'
              : 'Rede de cartões (simulada): estornar a compra',
          headers: adminHeaders,
          params: z.object({ id: z.string().uuid() }),
          response: {
            200: z.object({ data: purchaseSchema }),
            401: errorBody,
            404: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) => ({ data: purchaseView(await resolve(request.params.id)) }),
    );
  }
};
