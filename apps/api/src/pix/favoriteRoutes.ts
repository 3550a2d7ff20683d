import {
  ACCOUNT_TYPES,
  PIX_KEY_TYPES,
  renameFavoriteRequest,
  saveFavoriteRequest,
} from '@ipe/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { errorBody } from '../errors';
import { accountParams } from '../schemas/shared';
import { type Favorite, createFavorites } from './favorites';
import { institution } from './schemas';
import { payeeView } from './views';

const favorite = z
  .object({
    id: z.string(),
    nickname: z.string(),
    channel: z.enum(['key', 'bank_data']).describe('Como é pago de novo'),
    name: z.string().nullable().describe('Desconhecido num Pix por dados bancários a outro banco'),
    document: z.string().describe('CPF mascarado ou CNPJ'),
    institution,
    key_type: z.enum(PIX_KEY_TYPES).nullable(),
    key: z.string().nullable(),
    branch: z.string().nullable().describe('Só para favoritos por dados bancários'),
    account: z.string().nullable(),
    account_type: z.enum(ACCOUNT_TYPES),
    same_bank: z.boolean().describe('Cliente do Ipê: o pagamento cai na hora'),
    created_at: z.string(),
  })
  .meta({ id: 'PixFavorite' });

const favoriteParams = accountParams.extend({ favoriteId: z.string().min(1).max(64) });

/**
 * A payer's saved recipients (docs/architecture/pix-payments.md, "Favourites"): list and search,
 * save from a completed payment, rename, remove. Paying one is `POST …/pix/payments/favorite`.
 */
export const pixFavoriteRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const favorites = createFavorites(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [ctx.guards.authenticate, ctx.guards.ownAccount];

  const view = (saved: Favorite) => ({
    id: saved.id,
    nickname: saved.nickname,
    channel: saved.channel,
    // As on the receipt: a key's account stays unknown to the payer.
    ...payeeView(saved.payee, saved.channel === 'bank_data', ctx.interbank.participants),
    same_bank: saved.payee.accountId !== undefined,
    created_at: saved.createdAt.toISOString(),
  });

  routes.get(
    '/v1/bank/accounts/:sub/pix/favorites',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'listPixFavorites',
        summary: 'Favoritos: quem você já pagou e salvou, por nome',
        params: accountParams,
        headers: bankCallHeaders,
        querystring: z.object({
          q: z.string().max(60).optional().describe('Parte do apelido ou do nome, sem acentos'),
        }),
        response: { 200: z.object({ data: z.array(favorite) }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({
      data: (await favorites.list(request.params.sub, request.query.q)).map(view),
    }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/favorites',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'savePixFavorite',
        summary: 'Salvar quem recebeu um pagamento concluído como favorito',
        params: accountParams,
        headers: bankCallHeaders,
        body: z.object(saveFavoriteRequest.shape).meta({ id: 'SavePixFavoriteRequest' }),
        response: {
          201: z.object({ data: favorite }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const saved = await favorites.save(
        request.params.sub,
        request.body.payment_id,
        request.body.nickname,
      );
      return reply.status(201).send({ data: view(saved) });
    },
  );

  routes.patch(
    '/v1/bank/accounts/:sub/pix/favorites/:favoriteId',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'renamePixFavorite',
        summary: 'Dar outro nome a um favorito',
        params: favoriteParams,
        headers: bankCallHeaders,
        body: z.object(renameFavoriteRequest.shape).meta({ id: 'RenamePixFavoriteRequest' }),
        response: {
          200: z.object({ data: favorite }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => ({
      data: view(
        await favorites.rename(
          request.params.sub,
          request.params.favoriteId,
          request.body.nickname,
        ),
      ),
    }),
  );

  routes.delete(
    '/v1/bank/accounts/:sub/pix/favorites/:favoriteId',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'removePixFavorite',
        summary: 'Tirar um favorito da lista',
        params: favoriteParams,
        headers: bankCallHeaders,
        response: {
          204: z.undefined().describe('Favorito removido'),
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      await favorites.remove(request.params.sub, request.params.favoriteId);
      return reply.status(204).send();
    },
  );
};
