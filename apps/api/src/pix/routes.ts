import {
  ACCOUNT_TYPES,
  PIX_KEY_TYPES,
  pixBankDataRecipient,
  pixBrCodeRecipient,
  pixKeyField,
  pixKeyRecipient,
  pixPaymentDetails,
} from '@ipe/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { BankError, errorBody } from '../errors';
import { accountParams, encodedPin, idempotencyHeaders } from '../schemas/shared';
import { readBrCodeTerms } from './brCodes';
import { createFavorites, recipientOfFavorite } from './favorites';
import { payeeByKey } from './payees';
import { createPixPayments, type PixPaymentRequest } from './payments';
import { institution, paymentAnswers, pixPayment } from './schemas';
import { keyRecipientView, paymentView, replyWithPayment } from './views';

const recipient = z
  .object({
    key_type: z.enum(PIX_KEY_TYPES),
    key: z.string().describe('A chave no formato do DICT'),
    name: z.string(),
    document: z.string().describe('CPF mascarado (***.456.789-**) ou CNPJ'),
    institution,
    account_type: z.enum(ACCOUNT_TYPES),
  })
  .meta({ id: 'PixRecipient' });

const brCodeReading = z
  .object({
    kind: z.enum(['static', 'dynamic']),
    recipient,
    amount_cents: z.number().int().nullable().describe('Sem valor: quem paga escolhe'),
    amount_editable: z.boolean(),
    txid: z.string().nullable(),
    description: z.string().nullable().describe('A mensagem de quem cobra'),
    expires_at: z.string().nullable().describe('Fim da validade de uma cobrança'),
  })
  .meta({ id: 'PixBrCodeReading' });

/**
 * The Pix routes of an account: who a key or a code pays, paying by key, code, bank data or
 * favourite, and a payment's receipt (docs/architecture/pix-payments.md).
 */
export const pixRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { guards } = ctx;
  const payments = createPixPayments(ctx);
  const favorites = createFavorites(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authorize = [guards.authenticate, guards.ownAccount];
  // A payment's hash and PIN are spent in its own transaction (ctx.money, docs/decisions/0013).
  const authorizeMoney = [guards.authenticateForMoney, guards.ownAccount];
  const pixAvailable = () => ctx.health.assertAvailable('pix');
  // After validation: Pix on, and this caller may move money.
  const authorizePayment = [pixAvailable, guards.requireMoneyMovement];

  const pay = async (http: FastifyRequest, request: PixPaymentRequest, reply: FastifyReply) =>
    replyWithPayment(
      reply,
      await ctx.money.authorize(http, (checks) => payments.pay(request, checks)),
      ctx.interbank.participants,
    );

  // A POST, so the key stays out of URLs and access logs.
  routes.post(
    '/v1/bank/accounts/:sub/pix/keys/lookup',
    {
      onRequest: authorize,
      preHandler: pixAvailable,
      schema: {
        tags: ['pix'],
        operationId: 'lookUpPixKey',
        summary: 'Quem recebe por uma chave Pix (consulta ao DICT)',
        headers: bankCallHeaders,
        params: accountParams,
        body: z.object({ key: pixKeyField }).meta({ id: 'PixKeyLookupRequest' }),
        response: {
          200: z.object({ data: recipient }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          422: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const { type, key } = request.body.key;
      const payee = await payeeByKey(ctx, type, key);
      if (payee.accountId === request.params.sub) throw new BankError('SAME_ACCOUNT');
      return { data: keyRecipientView(payee, ctx.interbank.participants) };
    },
  );

  // A POST: a code can be long, and stays out of URLs and logs.
  routes.post(
    '/v1/bank/accounts/:sub/pix/br-codes/read',
    {
      onRequest: authorize,
      preHandler: pixAvailable,
      schema: {
        tags: ['pix'],
        operationId: 'readPixBrCode',
        summary: 'O que um Pix Copia e Cola (ou QR Code) cobra, e de quem',
        headers: bankCallHeaders,
        params: accountParams,
        body: z.object(pixBrCodeRecipient.shape).meta({ id: 'PixBrCodeReadRequest' }),
        response: {
          200: z.object({ data: brCodeReading }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const terms = await readBrCodeTerms(ctx, request.body.code.brCode);
      if (terms.payee.accountId === request.params.sub) throw new BankError('SAME_ACCOUNT');
      return {
        data: {
          kind: terms.kind,
          recipient: keyRecipientView(terms.payee, ctx.interbank.participants),
          amount_cents: terms.amount,
          amount_editable: terms.amountEditable,
          txid: terms.txid,
          description: terms.description,
          expires_at: terms.expiresAt?.toISOString() ?? null,
        },
      };
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/payments/key',
    {
      onRequest: authorizeMoney,
      preHandler: authorizePayment,
      schema: {
        tags: ['pix'],
        operationId: 'payPixByKey',
        summary: 'Pagar um Pix por chave',
        params: accountParams,
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        body: z
          .object({ ...pixKeyRecipient.shape, ...pixPaymentDetails.shape, pin: encodedPin })
          .meta({ id: 'PixKeyPaymentRequest' }),
        response: paymentAnswers,
      },
    },
    (request, reply) =>
      pay(
        request,
        {
          accountId: request.params.sub,
          recipient: { key: request.body.key },
          amount: request.body.amount_cents,
          description: request.body.description,
          idempotencyKey: request.headers['idempotency-key'] as string,
        },
        reply,
      ),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/payments/br-code',
    {
      onRequest: authorizeMoney,
      preHandler: authorizePayment,
      schema: {
        tags: ['pix'],
        operationId: 'payPixByBrCode',
        summary: 'Pagar um Pix Copia e Cola ou QR Code',
        params: accountParams,
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        body: z
          .object({ ...pixBrCodeRecipient.shape, ...pixPaymentDetails.shape, pin: encodedPin })
          .meta({ id: 'PixBrCodePaymentRequest' }),
        response: paymentAnswers,
      },
    },
    (request, reply) =>
      pay(
        request,
        {
          accountId: request.params.sub,
          recipient: {
            brCode: { text: request.body.code.text, code: request.body.code.brCode },
          },
          amount: request.body.amount_cents,
          description: request.body.description,
          idempotencyKey: request.headers['idempotency-key'] as string,
        },
        reply,
      ),
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/payments/favorite',
    {
      onRequest: authorizeMoney,
      preHandler: authorizePayment,
      schema: {
        tags: ['pix'],
        operationId: 'payPixFavorite',
        summary: 'Pagar de novo um favorito (pela chave, ou pelos dados bancários salvos)',
        params: accountParams,
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        body: z
          .object({
            favorite_id: z.string().min(1).max(64),
            ...pixPaymentDetails.shape,
            pin: encodedPin,
          })
          .meta({ id: 'PixFavoritePaymentRequest' }),
        response: paymentAnswers,
      },
    },
    async (request, reply) => {
      const favorite = await favorites.get(request.params.sub, request.body.favorite_id);
      return pay(
        request,
        {
          accountId: request.params.sub,
          recipient: recipientOfFavorite(favorite),
          amount: request.body.amount_cents,
          description: request.body.description,
          idempotencyKey: request.headers['idempotency-key'] as string,
        },
        reply,
      );
    },
  );

  routes.post(
    '/v1/bank/accounts/:sub/pix/payments/bank-data',
    {
      onRequest: authorizeMoney,
      preHandler: authorizePayment,
      schema: {
        tags: ['pix'],
        operationId: 'payPixByBankData',
        summary: 'Pagar um Pix por dados bancários (instituição, agência e conta)',
        params: accountParams,
        headers: bankCallHeaders.extend(idempotencyHeaders.shape),
        body: z
          .object({ ...pixBankDataRecipient.shape, ...pixPaymentDetails.shape, pin: encodedPin })
          .meta({ id: 'PixBankDataPaymentRequest' }),
        response: paymentAnswers,
      },
    },
    (request, reply) => {
      const { amount_cents, description, pin: _pin, account_type, ...bankData } = request.body;
      return pay(
        request,
        {
          accountId: request.params.sub,
          recipient: { bankData: { ...bankData, accountType: account_type } },
          amount: amount_cents,
          description,
          idempotencyKey: request.headers['idempotency-key'] as string,
        },
        reply,
      );
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/pix/payments/:paymentId',
    {
      onRequest: authorize,
      schema: {
        tags: ['pix'],
        operationId: 'getPixPayment',
        summary: 'Um Pix enviado: o comprovante',
        params: accountParams.extend({ paymentId: z.string().min(1).max(64) }),
        headers: bankCallHeaders,
        response: { 200: z.object({ data: pixPayment }), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const payment = await payments.get(request.params.sub, request.params.paymentId);
      const payer = (await ctx.accounts.byId(ctx.db, payment.accountId))!;
      return { data: paymentView(payment, payer, ctx.interbank.participants) };
    },
  );
};
