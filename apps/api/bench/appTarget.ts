import { encodePin } from '@ipe/domain';
import type { Challenge } from 'altcha-lib';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { solveCaptchaChallenge } from '../src/captcha';
import { DEMO_PASSWORD, DEMO_PIN } from '../src/seed';
import { type BenchServer, startBenchServer } from './benchServer';
import { createHttpClient, expectJson, expectStatus, type HttpClient } from './httpClient';
import { randomAmountCents, transferPair } from './pairs';
import type { BenchTarget, TargetOptions } from './target';

interface SignedIn {
  accountId: string;
  token: string;
  deviceKey: string;
}

/**
 * The real server (buildApp, production mode) over HTTP. Before the run every bench customer
 * signs in as the web app does — solves the ALTCHA captcha, posts the login — and enables a
 * device with the code e-mailed to the outbox. Each transfer then asks POST /hash/auth for a
 * transaction hash and posts the transfer with token, account id, device key, hash,
 * Idempotency-Key and encodePin(PIN), which the server checks with its keyed verifier. A balance
 * read asks for a hash the same way and reads the account's balance with it, as the home screen
 * does: what every authenticated read costs.
 */
export async function startAppTarget(
  options: TargetOptions & {
    /**
     * What each operation is: an internal transfer; a Pix by key (POST …/pix/payments/key, the
     * payee's e-mail); or a read of the customer's balance (GET …/balance), which moves nothing.
     */
    operation?: 'transfer' | 'pix' | 'balance';
  },
): Promise<BenchTarget> {
  const operation = options.operation ?? 'transfer';
  const server = await startBenchServer({ ...options, app: 'app' });
  const http = createHttpClient(server.port, options.maxClients);
  const call = (
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ) =>
    http.request({
      method,
      path,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  let sessions: SignedIn[];
  try {
    const started = Date.now();
    sessions = await signInEveryone(server, call, options.databaseUrl);
    options.log(
      `${sessions.length} customers signed in (captcha solved) with enabled devices ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await http.close();
    await server.stop();
    throw error;
  }
  const pin = await encodePin(DEMO_PIN);

  return {
    label: server.label,
    serverPid: server.pid,
    async operate(client) {
      const { from, to } = transferPair(client, sessions.length);
      const me = sessions[from]!;
      const signedIn = {
        authorization: `Bearer ${me.token}`,
        account_id: me.accountId,
        device_key: me.deviceKey,
      };
      const hashFor = async (method: 'GET' | 'POST', url: string) =>
        expectJson<{ data: string }>(
          await call('POST', '/hash/auth', { account_id: me.accountId }, { method, url }),
          200,
          'hash',
        ).data;
      if (operation === 'balance') {
        const path = `/v1/bank/accounts/${me.accountId}/balance`;
        const hash = await hashFor('GET', path);
        expectStatus(
          await call('GET', path, { ...signedIn, transaction_hash: hash }),
          200,
          'balance',
        );
        return;
      }
      const pix = operation === 'pix';
      const path = pix
        ? `/v1/bank/accounts/${me.accountId}/pix/payments/key`
        : `/v1/bank/accounts/${me.accountId}/transfers/internal`;
      const recipient = pix
        ? { key: server.accounts[to]!.email! }
        : { destination: { account_id: sessions[to]!.accountId } };
      const hash = await hashFor('POST', path);
      const answer = await call(
        'POST',
        path,
        { ...signedIn, transaction_hash: hash, 'idempotency-key': randomUUID() },
        { ...recipient, amount_cents: randomAmountCents(), description: 'carga', pin },
      );
      expectStatus(answer, 201, pix ? 'pix' : 'transfer');
    },
    batches: () => server.batches(),
    check: () => server.check(),
    async stop() {
      await http.close();
      await server.stop();
    },
  };
}

export type Call = (
  method: 'GET' | 'POST',
  path: string,
  headers?: Record<string, string>,
  body?: unknown,
) => ReturnType<HttpClient['request']>;

/** Signs every customer in, a few at a time (the captcha is solved on the thread pool). */
async function signInEveryone(
  server: BenchServer,
  call: Call,
  databaseUrl: string,
): Promise<SignedIn[]> {
  const outbox = new pg.Client({ connectionString: databaseUrl });
  await outbox.connect();
  try {
    const sessions: SignedIn[] = new Array(server.accounts.length);
    let next = 0;
    const worker = async () => {
      while (next < server.accounts.length) {
        const index = next++;
        sessions[index] = await signIn(server, call, outbox, server.accounts[index]!.email!);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return sessions;
  } finally {
    await outbox.end();
  }
}

/** One bench customer signs in as the web app does and enables a device (the e-mailed code). */
export async function signIn(
  server: BenchServer,
  call: Call,
  outbox: pg.Client,
  email: string,
): Promise<SignedIn> {
  const challenge = expectJson<Challenge>(await call('GET', '/captcha/challenge'), 200, 'captcha');
  const altcha = await solveCaptchaChallenge(challenge);
  const login = expectJson<{ token: string; account_status: { account_id: string } }>(
    await call('POST', '/v3/public/bank/login', {}, { email, password: DEMO_PASSWORD, altcha }),
    200,
    `sign-in of ${email}`,
  );
  const session: SignedIn = {
    accountId: login.account_status.account_id,
    token: login.token,
    deviceKey: `bench-device-${randomBytes(12).toString('hex')}`,
  };
  const headers = {
    authorization: `Bearer ${session.token}`,
    account_id: session.accountId,
    device_key: session.deviceKey,
  };
  const started = expectJson<{ data: { challenge_id: string } }>(
    await call('POST', '/otp/v1/devices/challenges', headers, { channel: 'email' }),
    201,
    'device challenge',
  );
  // The customer reads the e-mail: here, the outbox row the server just wrote.
  const { rows } = await outbox.query<{ subject: string }>(
    `SELECT subject FROM "${server.schema}".email_outbox WHERE to_address = $1
      ORDER BY seq DESC LIMIT 1`,
    [email],
  );
  const code = rows[0]?.subject.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  expectJson(
    await call('POST', '/otp/v1/devices/enable', headers, {
      challenge_id: started.data.challenge_id,
      code,
    }),
    200,
    'device enabling',
  );
  return session;
}
