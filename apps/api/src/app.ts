import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountDirectory } from './account/accountRepository';
import type { AppContext } from './appContext';
import { createAuthGuards, createMoneyAuthorization, createTokenService } from './auth';
import { createCaptchaService } from './captcha';
import { type Clock, createSettableClock, systemClock } from './clock';
import { clockRoutes } from './clockRoutes';
import type { AppConfig } from './config';
import type { Database } from './db';
import { errorHandler, notFoundHandler } from './errors';
import { createHealthService, inProcessInterbank, type InterbankStatus } from './health';
import { createLedger } from './ledger';
import { deferredRequestLogger, OneLinePerRequest } from './logging';
import { createMailer, createSmtpDelivery, scheduleMailRetries } from './mail';
import { devMailRoutes } from './mail/devRoutes';
import { registerOpenApi } from './openapi/swagger';
import { createPinService } from './pin';
import { createChargeSigner, createPixCharges, createPixScheduler, withOwnLocations } from './pix';
import { createLocalPostalCodeProvider } from './postalCode';
import { createBoletoScheduler } from './boleto';
import { runPeriodically } from './scheduler';
import { createInterbankSimulator, loadParticipants } from './interbank';
import { databaseRateLimitStore, rateLimitExceeded } from './rateLimit';
import { ROUTES } from './routes';
import { serverSecrets } from './secrets';
import {
  logRedactions,
  registerTextInput,
  registerSecurityHeaders,
  registerXsrf,
  scheduleExpiredRecordCleanup,
} from './security';
import { createTransactionHashes } from './transactionHash';
import { createFees } from './fees';
import { createSimulatedKycProvider, type KycProvider } from './onboarding';
import { registerWebApp } from './web/webApp';

export interface BuildAppOptions {
  /** A migrated database. */
  db: Database;
  config: AppConfig;
  clock?: Clock;
  interbank?: InterbankStatus;
  /** The KYC provider; the simulated one by default. */
  kyc?: KycProvider;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for main.ts, scripts and tests. */
    ipe: AppContext;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The bank server: every route, check and header, on the database it is given. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  // A settable clock only where an operator may set it: tests, never production.
  const settable = config.testClock && config.env !== 'production' ? createSettableClock() : null;
  const clock = options.clock ?? settable ?? systemClock;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: logRedactions,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A well-formed X-Request-Id from a proxy is kept, so one id follows a request end to end.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A hop count trusts that many proxies nearest the server (proxy-addr's rule for a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 256 * 1024,
    logController: new OneLinePerRequest(),
    childLoggerFactory: deferredRequestLogger,
  });
  // A request's work waits for the event loop's check phase, behind whatever else arrived in the
  // same turn: a batch's answers from PostgreSQL are read (and its next statements sent) before
  // the requests that came with them are worked on, so the batch, and every request waiting on the
  // next one, is back sooner (docs/architecture/performance.md, "Requests after the database").
  app.addHook('onRequest', (_request, _reply, done) => {
    setImmediate(done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.decorateRequest('caller', null);
  app.decorateRequest('unspentHash', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers carry balances, statements and codes: no browser or proxy may keep them. The web
    // app's static files set their own caching.
    if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  const secrets = serverSecrets(config.secrets);
  const ledger = createLedger(db);
  const tokens = createTokenService({
    secret: secrets.jwt,
    ttlSeconds: config.tokenTtlSeconds,
    clock,
  });
  const hashes = createTransactionHashes({
    key: secrets.transactionHash,
    ttlSeconds: config.transactionHashTtlSeconds,
    clock,
  });
  // This bank's own charges answer at their locations, signed with its key; other locations are
  // the other participants' (docs/architecture/pix-receiving.md).
  const pixCharges = createPixCharges({ db, clock }, await createChargeSigner(secrets.pixSigning));
  const simulator = createInterbankSimulator({
    latencyMs: config.interbank.latencyMs,
    rejectionRate: config.interbank.rejectionPercent / 100,
    now: () => clock.now(),
  });
  const guards = createAuthGuards({
    db,
    tokens,
    hashes,
    clock,
    sessionCacheMs: config.sessionCacheMs,
  });
  // No answer leaves before its transaction hash is spent, whatever failed (guards.ts).
  app.addHook('onSend', async (request) => guards.spendUnspentHash(request));
  const pins = createPinService({
    db,
    maxAttempts: config.pinMaxAttempts,
    pinKey: secrets.pin,
    onLockChange: (userId) => guards.forget({ userId }),
  });
  const ctx: AppContext = {
    db,
    config,
    clock,
    ledger,
    accounts: accountDirectory,
    tokens,
    captcha: createCaptchaService({
      db,
      secret: secrets.captcha,
      config: config.captcha,
      clock,
    }),
    hashes,
    guards,
    pins,
    money: createMoneyAuthorization({ hashes, pins }),
    mailer: createMailer({
      db,
      delivery: config.mail.smtp ? createSmtpDelivery(config.mail.smtp) : undefined,
      retry: config.mail.retry,
      onDeliveryError: (mailId, error) =>
        app.log.warn(
          { mailId, reason: error instanceof Error ? error.message : String(error) },
          'e-mail delivery over SMTP failed; it stays in the outbox and is tried again',
        ),
    }),
    health: createHealthService({
      db,
      interbank: options.interbank ?? inProcessInterbank,
      switchesCacheMs: config.switchesCacheMs,
    }),
    postalCodes: createLocalPostalCodeProvider(db),
    interbank: {
      participants: loadParticipants(),
      ...simulator,
      locations: withOwnLocations(pixCharges.locations, simulator.locations),
    },
    pixCharges,
    fees: createFees({ db, ledger }),
    kyc: options.kyc ?? createSimulatedKycProvider(),
    adminToken: secrets.admin,
  };
  app.decorate('ipe', ctx);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => rateLimitExceeded(context.ttl),
  });
  registerXsrf(app);
  registerTextInput(app);
  await registerOpenApi(app, { ui: config.swaggerUi });

  const plugin = { ctx };
  for (const routes of ROUTES) await app.register(routes, plugin);
  // The outbox holds sign-in codes: never served in production, whatever else says so.
  if (config.devRoutes && config.env !== 'production') await app.register(devMailRoutes, plugin);
  if (settable && !options.clock) {
    await app.register(clockRoutes, { clock: settable, adminToken: ctx.adminToken });
  }
  await registerWebApp(app, config.webDistDir);

  const stopCleanup = scheduleExpiredRecordCleanup(db, clock, (error) =>
    app.log.warn({ err: error }, 'cleanup of expired records failed'),
  );
  app.addHook('onClose', async () => stopCleanup());
  if (config.mail.smtp) {
    const stopRetries = scheduleMailRetries(
      ctx.mailer,
      config.mail.retry.sweepEverySeconds * 1000,
      (error) => app.log.warn({ err: error }, 'retrying outbox e-mails failed'),
    );
    app.addHook('onClose', async () => stopRetries());
  }
  if (config.schedulerIntervalMs > 0) {
    const stopScheduler = runPeriodically(
      [createPixScheduler(ctx), createBoletoScheduler(ctx)],
      config.schedulerIntervalMs,
      (error) => app.log.warn({ err: error }, 'a scheduler pass failed; the next one resumes'),
    );
    app.addHook('onClose', stopScheduler);
  }
  app.addHook('onClose', async () => ctx.mailer.close());
  return app;
}
