import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Challenge } from 'altcha-lib';
import { buildApp } from '../app';
import type { Clock } from '../clock';
import { type AppConfig, loadConfig } from '../config';
import type { Database } from '../db';
import type { InterbankStatus } from '../health';
import { DEMO_PASSWORD, seedDemoData } from '../seed';
import { solveCaptchaChallenge } from '../captcha';
import { createTestDatabase } from './testDatabase';

/** Test configuration: a captcha that solves in milliseconds, no web build, silent logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    NODE_ENV: 'test',
    IPE_CAPTCHA_COST: '1',
    IPE_CAPTCHA_MIN_COUNTER: '0',
    IPE_CAPTCHA_MAX_COUNTER: '50',
    IPE_WEB_DIST: '/nonexistent/web/dist',
    IPE_SECRET_KEY: randomBytes(32).toString('base64url'),
  });
  return { ...base, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** The whole app on a fresh database (PGlite, or a throwaway schema on DATABASE_URL). */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    seed?: boolean;
    clock?: Clock;
    interbank?: InterbankStatus;
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  if (options.seed !== false) await seedDemoData(db);
  const config = testConfig({
    ...(options.logStream ? { logLevel: 'info' } : {}),
    ...options.config,
  });
  const app = await buildApp({
    db,
    config,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.interbank ? { interbank: options.interbank } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A captcha solution fetched from the app, as the widget would send it. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/captcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`captcha challenge: ${res.statusCode} ${res.body}`);
  return solveCaptchaChallenge(res.json<Challenge>());
}

export interface Session {
  token: string;
  accountId: string;
  /** This test "browser"'s device key. */
  deviceKey: string;
  login: LoginAnswerBody;
}

export interface LoginAnswerBody {
  token: string;
  account_status: {
    account_id: string;
    provider_status: string;
    status: number;
    status_name: string;
    user_type: number;
    unique_id_key_hash: string | null;
  };
  accounts: { account_id: string; name: string }[];
}

export function login(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/v3/public/bank/login', payload: body, headers });
}

/** Signs in through the real route (captcha solved like the widget does). */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<Session> {
  const res = await login(app, { email, password, altcha: await solveCaptcha(app) });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.statusCode} ${res.body}`);
  const body = res.json<LoginAnswerBody>();
  return {
    token: body.token,
    accountId: body.account_status.account_id,
    deviceKey: `test-device-${randomUUID()}`,
    login: body,
  };
}

/** A fresh transaction hash for exactly this call. */
export async function transactionHash(
  app: FastifyInstance,
  accountId: string,
  method: string,
  url: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/hash/auth',
    headers: { account_id: accountId },
    payload: { method, url },
  });
  if (res.statusCode !== 200) throw new Error(`hash: ${res.statusCode} ${res.body}`);
  return res.json<{ data: string }>().data;
}

/** An authenticated call as the web app makes it: token, account, device and a fresh hash. */
export async function call(
  app: FastifyInstance,
  session: Session,
  request: {
    method: InjectOptions['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  const method = String(request.method);
  return app.inject({
    method: request.method,
    url: request.url,
    headers: {
      authorization: `Bearer ${session.token}`,
      account_id: session.accountId,
      device_key: session.deviceKey,
      transaction_hash: await transactionHash(app, session.accountId, method, request.url),
      ...request.headers,
    },
    ...(request.payload === undefined
      ? {}
      : { payload: request.payload as Record<string, unknown> }),
  });
}

/** The headers of an OTP/MFA API call (session and device, no transaction hash). */
export function sessionHeaders(session: Session): Record<string, string> {
  return {
    authorization: `Bearer ${session.token}`,
    account_id: session.accountId,
    device_key: session.deviceKey,
  };
}

/** The operator's header: operator routes and the dev outbox read nothing without it. */
export function operatorHeaders(app: FastifyInstance): Record<string, string> {
  return { 'x-admin-token': app.ipe.adminToken };
}

/** The newest e-mail to `email` in the outbox, or undefined. */
export async function lastMailTo(
  t: TestApp,
  email: string,
): Promise<{ subject: string; body_text: string } | undefined> {
  const { rows } = await t.db.query<{ subject: string; body_text: string }>(
    'SELECT subject, body_text FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  return rows[0];
}

/** The last code e-mailed to `email`, read from the dev outbox route. */
export async function lastEmailedCode(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`,
    headers: operatorHeaders(app),
  });
  const subject: string = res.json().data[0]?.subject ?? '';
  const code = subject.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

/** Enables the session's device with a code e-mailed to the user; returns the ID_SESSION. */
export async function enableDevice(
  app: FastifyInstance,
  session: Session,
  email: string,
): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/otp/v1/devices/challenges',
    headers: sessionHeaders(session),
    payload: { channel: 'email' },
  });
  if (started.statusCode !== 201)
    throw new Error(`challenge: ${started.statusCode} ${started.body}`);
  const enabled = await app.inject({
    method: 'POST',
    url: '/otp/v1/devices/enable',
    headers: sessionHeaders(session),
    payload: {
      challenge_id: started.json().data.challenge_id,
      code: await lastEmailedCode(app, email),
    },
  });
  if (enabled.statusCode !== 200) throw new Error(`enable: ${enabled.statusCode} ${enabled.body}`);
  return enabled.json().data.id_session;
}

/** The money an account can spend now, read from the ledger (not through a route). */
export async function availableBalance(t: TestApp, accountId: string): Promise<number> {
  const account = await t.app.ipe.accounts.byId(t.db, accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  return (await t.app.ipe.ledger.balance(account.ledgerAccountId)).available;
}

/**
 * A Pix from another bank arrives for `accountId` (the operator's simulated SPI,
 * POST /admin/pix/incoming); the answer, whose end_to_end_id a refund names.
 */
export async function receiveFromAnotherBank(
  t: TestApp,
  accountId: string,
  amount: number,
): Promise<LightMyRequestResponse> {
  const { rows } = await t.db.query<{ branch: string; number: string }>(
    'SELECT branch, number FROM accounts WHERE id = $1',
    [accountId],
  );
  return t.app.inject({
    method: 'POST',
    url: '/admin/pix/incoming',
    headers: operatorHeaders(t.app),
    payload: { ...rows[0], amount, payer: 0 },
  });
}
