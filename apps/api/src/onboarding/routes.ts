import {
  ONBOARDING_STEPS,
  invitedRepresentativeRequest,
  onboardingCompanyInviteRequest,
  onboardingCompanyRequest,
  onboardingCredentialsRequest,
  onboardingEmailCodeRequest,
  onboardingIdentityRequest,
  onboardingPersonRequest,
  onboardingPhoneCodeRequest,
  onboardingPhoneRequest,
  onboardingStartRequest,
  changeAddressRequest,
} from '@ipe/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountStatusSchema } from '../account/schemas';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/caller';
import { bankCallHeaders, headerValue } from '../auth/headers';
import { errorBody, lockedBody } from '../errors';
import { perEmailKey } from '../password/requestFields';
import { rateLimitExceeded } from '../rateLimit';
import { accountParams, encodedPin } from '../schemas/shared';
import { adminHeaders, requireAdmin } from '../security/adminToken';
import { createAccountApplications } from './applications';
import { createIdentityChecks } from './identityChecks';

/** The header the steps carry: the token the e-mailed code gave. */
const TOKEN_HEADER = 'onboarding-token';
const tokenHeaders = z.looseObject({
  [TOKEN_HEADER]: z.string().describe('Token de confirmOnboardingEmail'),
});
const tokenOf = (request: FastifyRequest) => headerValue(request.headers[TOKEN_HEADER]);

const personData = z.object(onboardingPersonRequest.shape);
/** A person as the answers show it (the request's fields read, not re-checked). */
const personView = z.object({
  name: z.string(),
  cpf: z.string(),
  birth_date: z.string(),
  mother_name: z.string(),
});
const address = z.object(changeAddressRequest.shape).meta({ id: 'OnboardingAddress' });
const invitedView = z.object({ name: z.string(), email: z.string() });
const step = z.enum(ONBOARDING_STEPS).meta({ id: 'OnboardingStep' });

const application = z
  .object({
    kind: z
      .enum(['person', 'company', 'representative'])
      .describe('representative: a legal representative invited by whoever opens the company'),
    email: z.string(),
    steps: z.array(step).describe('As etapas desta abertura, em ordem'),
    next_step: step.describe(
      'A etapa a preencher agora (representative: esperando o representante; done: enviada)',
    ),
    holder: z
      .union([
        personView.extend({ kind: z.literal('person') }),
        z.object({
          kind: z.literal('company'),
          legal_name: z.string(),
          cnpj: z.string(),
          representative: personView.nullable().describe('Quando quem abre é o representante'),
          invited_representative: invitedView
            .nullable()
            .describe('Quando quem abre convida o representante'),
        }),
      ])
      .nullable(),
    representing: z
      .object({ legal_name: z.string(), cnpj: z.string(), invited_by: z.string() })
      .nullable()
      .describe('De um representante convidado: a empresa e quem o convidou'),
    invitation: invitedView
      .extend({
        sent_at: z.string().nullable(),
        representative_step: step
          .nullable()
          .describe('Onde o representante está, depois que ele confirma o e-mail'),
      })
      .nullable()
      .describe('De quem convidou o representante: o convite e o andamento dele'),
    phone: z.string().nullable(),
    phone_confirmed: z.boolean(),
    address: z
      .object({
        billing_address_logradouro: z.string(),
        billing_address_numero: z.string(),
        billing_address_complemento: z.string().nullable(),
        billing_address_bairro: z.string(),
        billing_address_cidade: z.string(),
        billing_address_estado: z.string(),
        billing_address_cep: z.string(),
      })
      .nullable(),
    account_status: z
      .string()
      .nullable()
      .describe('Status da conta aberta (PENDING_ACTIVATION até a etapa de identidade)'),
    kyc_simulated: z
      .boolean()
      .describe('O provedor de identidade é o simulado: a etapa oferece escolher a resposta'),
  })
  .meta({ id: 'AccountApplication' });

const applicationAnswer = z.object({ data: application });
const stepRefusals = { 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody };

/**
 * Opening an account (docs/architecture/account-opening.md), public, in order:
 * POST /v3/public/onboarding/start            — e-mails a code (new application or resume)
 * POST /v3/public/onboarding/confirm-email    — the code gives the token the steps carry
 * GET  /v3/public/onboarding                  — where the application stands
 * PUT  /v3/public/onboarding/person|company   — the holder's data
 * PUT  /v3/public/onboarding/company-invite    — or the company's, inviting its representative
 * POST /v3/public/onboarding/representative-invitation — e-mails them (their own application)
 * POST /v3/public/onboarding/phone[/confirm]  — a texted code proves the phone
 * PUT  /v3/public/onboarding/address
 * POST /v3/public/onboarding/credentials      — password and PIN: opens the account
 * POST /v3/public/onboarding/identity         — document photo and selfie, through the KYC provider
 * The analyst: GET /admin/identity-checks, POST /admin/identity-checks/{id}/decision.
 * REMAKE_KYC: POST /v1/bank/accounts/{sub}/identity-verification.
 */
export const onboardingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { config, guards, kyc } = ctx;
  const applications = createAccountApplications(ctx);
  const checks = createIdentityChecks(ctx);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perIp = {
    rateLimit: {
      max: config.rateLimits.recoveryPerIp.max,
      timeWindow: config.rateLimits.recoveryPerIp.windowMs,
    },
  };
  const perEmail = app.createRateLimit({
    max: config.rateLimits.recoveryPerEmail.max,
    timeWindow: config.rateLimits.recoveryPerEmail.windowMs,
    keyGenerator: perEmailKey('onboarding-email'),
  });
  const limitPerEmail = async (request: FastifyRequest) => {
    const limit = await perEmail(request);
    if (!limit.isAllowed && limit.isExceeded) throw rateLimitExceeded(limit.ttl);
  };

  routes.post(
    '/v3/public/onboarding/start',
    {
      config: perIp,
      preHandler: limitPerEmail,
      schema: {
        tags: ['onboarding'],
        operationId: 'startOnboarding',
        summary: 'Começa (ou retoma) a abertura de conta: envia um código ao e-mail',
        body: z.object(onboardingStartRequest.shape).meta({ id: 'StartOnboardingRequest' }),
        response: {
          202: z.object({ data: z.object({ expires_in: z.number().int() }) }),
          400: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await applications.start(request.body) }),
  );

  routes.post(
    '/v3/public/onboarding/confirm-email',
    {
      config: perIp,
      preHandler: limitPerEmail,
      schema: {
        tags: ['onboarding'],
        operationId: 'confirmOnboardingEmail',
        summary: 'Confirma o e-mail com o código; devolve o token das etapas e onde parou',
        body: z
          .object(onboardingEmailCodeRequest.shape)
          .meta({ id: 'ConfirmOnboardingEmailRequest' }),
        response: {
          200: z.object({ data: z.object({ token: z.string(), application }) }),
          ...stepRefusals,
        },
      },
    },
    async (request) => ({ data: await applications.confirmEmail(request.body) }),
  );

  routes.get(
    '/v3/public/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        operationId: 'getOnboarding',
        summary: 'A abertura de conta deste token',
        headers: tokenHeaders,
        response: { 200: applicationAnswer, 401: errorBody },
      },
    },
    async (request) => ({ data: await applications.read(tokenOf(request)) }),
  );

  routes.put(
    '/v3/public/onboarding/person',
    {
      config: perIp,
      schema: {
        tags: ['onboarding'],
        operationId: 'saveOnboardingPerson',
        summary: 'Dados da pessoa: nome, CPF, nascimento (18 anos ou mais), nome da mãe',
        headers: tokenHeaders,
        body: personData.meta({ id: 'OnboardingPersonRequest' }),
        response: { 200: applicationAnswer, ...stepRefusals },
      },
    },
    async (request) => ({
      data: await applications.saveHolder(tokenOf(request), { kind: 'person', ...request.body }),
    }),
  );

  routes.put(
    '/v3/public/onboarding/company',
    {
      config: perIp,
      schema: {
        tags: ['onboarding'],
        operationId: 'saveOnboardingCompany',
        summary: 'Dados da empresa (CNPJ numérico ou alfanumérico) e do representante legal',
        headers: tokenHeaders,
        body: z
          .object({ ...onboardingCompanyRequest.shape, representative: personData })
          .meta({ id: 'OnboardingCompanyRequest' }),
        response: { 200: applicationAnswer, ...stepRefusals },
      },
    },
    async (request) => ({
      data: await applications.saveHolder(tokenOf(request), { kind: 'company', ...request.body }),
    }),
  );

  routes.put(
    '/v3/public/onboarding/company-invite',
    {
      config: perIp,
      schema: {
        tags: ['onboarding'],
        operationId: 'saveOnboardingCompanyInvite',
        summary: 'Dados da empresa e o representante legal a convidar (quem abre não é ele)',
        headers: tokenHeaders,
        body: z
          .object({
            ...onboardingCompanyInviteRequest.shape,
            invited_representative: z.object(invitedRepresentativeRequest.shape),
          })
          .meta({ id: 'OnboardingCompanyInviteRequest' }),
        response: { 200: applicationAnswer, ...stepRefusals },
      },
    },
    async (request) => ({
      data: await applications.saveHolder(tokenOf(request), { kind: 'company', ...request.body }),
    }),
  );

  routes.post(
    '/v3/public/onboarding/representative-invitation',
    {
      config: perIp,
      schema: {
        tags: ['onboarding'],
        operationId: 'inviteOnboardingRepresentative',
        summary: 'Envia (ou reenvia) ao representante legal o convite com um código',
        headers: tokenHeaders,
        response: { 200: applicationAnswer, ...stepRefusals },
      },
    },
    async (request) => ({
      data: await applications.inviteRepresentative(tokenOf(request)),
    }),
  );

  routes.post(
    '/v3/public/onboarding/phone',
    {
      config: perIp,
      schema: {
        tags: ['onboarding'],
        operationId: 'sendOnboardingPhoneCode',
        summary: 'Envia um código por SMS ao celular',
        headers: tokenHeaders,
        body: z.object(onboardingPhoneRequest.shape).meta({ id: 'OnboardingPhoneRequest' }),
        response: { 200: applicationAnswer, ...stepRefusals },
      },
    },
    async (request) => ({
      data: await applications.sendPhoneCode(tokenOf(request), request.body.phone),
    }),
  );

  routes.post(
    '/v3/public/onboarding/phone/confirm',
    {
      config: perIp,
      schema: {
        tags: ['onboarding'],
        operationId: 'confirmOnboardingPhone',
        summary: 'Confirma o celular com o código do SMS',
        headers: tokenHeaders,
        body: z.object(onboardingPhoneCodeRequest.shape).meta({ id: 'OnboardingPhoneCodeRequest' }),
        response: { 200: applicationAnswer, ...stepRefusals },
      },
    },
    async (request) => ({
      data: await applications.confirmPhone(tokenOf(request), request.body.code),
    }),
  );

  routes.put(
    '/v3/public/onboarding/address',
    {
      config: perIp,
      schema: {
        tags: ['onboarding'],
        operationId: 'saveOnboardingAddress',
        summary: 'Endereço (o CEP preenche o resto: GET /cep/{cep})',
        headers: tokenHeaders,
        body: address,
        response: { 200: applicationAnswer, ...stepRefusals },
      },
    },
    async (request) => ({
      data: await applications.saveAddress(tokenOf(request), request.body),
    }),
  );

  routes.post(
    '/v3/public/onboarding/credentials',
    {
      config: perIp,
      schema: {
        tags: ['onboarding'],
        operationId: 'saveOnboardingCredentials',
        summary: 'Senha e PIN de transações: abre a conta (PENDING_ACTIVATION)',
        headers: tokenHeaders,
        body: z
          .object({ ...onboardingCredentialsRequest.shape, pin: encodedPin })
          .meta({ id: 'OnboardingCredentialsRequest' }),
        response: { 200: applicationAnswer, ...stepRefusals },
      },
    },
    async (request) => ({
      data: await applications.saveCredentials(tokenOf(request), request.body),
    }),
  );

  routes.post(
    '/v3/public/onboarding/identity',
    {
      config: perIp,
      schema: {
        tags: ['onboarding'],
        operationId: 'verifyOnboardingIdentity',
        summary: 'Foto do documento e selfie, pelo provedor de identidade (KYC)',
        headers: tokenHeaders,
        body: z.object(onboardingIdentityRequest.shape).meta({ id: 'OnboardingIdentityRequest' }),
        response: { 200: applicationAnswer, ...stepRefusals },
      },
    },
    async (request) => ({
      data: await applications.verifyIdentity(tokenOf(request), {
        documentType: request.body.document_type,
        simulatedOutcome: kyc.simulated ? request.body.simulated_outcome : undefined,
      }),
    }),
  );

  routes.get(
    '/v3/public/identity-provider',
    {
      schema: {
        tags: ['onboarding'],
        operationId: 'getIdentityProvider',
        summary: 'O provedor de identidade (KYC) em uso: o simulado deixa escolher a resposta',
        response: {
          200: z.object({ data: z.object({ simulated: z.boolean() }) }),
        },
      },
    },
    async () => ({ data: { simulated: kyc.simulated } }),
  );

  routes.post(
    '/v1/bank/accounts/:sub/identity-verification',
    {
      onRequest: [guards.authenticate, guards.ownAccount, guards.requireEnabledDevice],
      schema: {
        tags: ['security'],
        operationId: 'reverifyIdentity',
        summary: 'REMAKE_KYC: confirma a identidade de novo e escolhe um novo PIN',
        headers: bankCallHeaders,
        params: accountParams,
        body: z
          .object({ ...onboardingIdentityRequest.shape, new_pin: encodedPin })
          .meta({ id: 'ReverifyIdentityRequest' }),
        response: {
          200: z.object({
            data: z.object({
              outcome: z
                .enum(['approved', 'analysis'])
                .describe('approved: o novo PIN já vale; analysis: vale quando aprovado'),
              account_status: accountStatusSchema,
            }),
          }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          423: lockedBody,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const answer = await checks.reverify(caller, {
        documentType: request.body.document_type,
        simulatedOutcome: kyc.simulated ? request.body.simulated_outcome : undefined,
        newPin: request.body.new_pin,
      });
      request.log.info(
        { account: caller.accountId, outcome: answer.outcome },
        'identity reverified',
      );
      return { data: answer };
    },
  );

  const admin = requireAdmin(ctx.adminToken);
  routes.get(
    '/admin/identity-checks',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'listPendingIdentityChecks',
        summary: 'Verificações de identidade à espera de um analista, as mais antigas primeiro',
        headers: adminHeaders,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.string(),
                purpose: z.enum(['opening', 'reverification']),
                account_id: z.string(),
                account_name: z.string(),
                email: z.string(),
                created_at: z.string(),
              }),
            ),
          }),
          401: errorBody,
        },
      },
    },
    async () => ({ data: await checks.pending() }),
  );

  routes.post(
    '/admin/identity-checks/:id/decision',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'decideIdentityCheck',
        summary: 'O analista aprova ou recusa uma verificação em análise',
        headers: adminHeaders,
        params: z.object({ id: z.uuid('INVALID') }),
        body: z.object({ decision: z.enum(['approved', 'rejected']) }),
        response: { 204: z.undefined(), 400: errorBody, 401: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await checks.decide(request.params.id, request.body.decision);
      request.log.info({ decision: request.body.decision }, 'identity check decided');
      return reply.status(204).send();
    },
  );
};
