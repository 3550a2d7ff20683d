/**
 * `pnpm --filter @ipe/api demo:login [baseUrl] [email] [password]`: signs in to a running server
 * the way the web app does — solves the ALTCHA proof of work, posts the login, asks the hash
 * service for a transaction hash and reads the balance — and prints what it got.
 */
import { formatBrl } from '@ipe/domain';
import type { Challenge } from 'altcha-lib';
import { solveCaptchaChallenge } from '../src/captcha';
import { DEMO_PASSWORD } from '../src/seed';

const [
  base = process.env.IPE_URL ?? 'http://localhost:3000',
  email = 'maria@ipe.dev',
  password = DEMO_PASSWORD,
] = process.argv.slice(2);

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const started = Date.now();
const challenge = await json<Challenge>(await fetch(`${base}/captcha/challenge`));
const altcha = await solveCaptchaChallenge(challenge);
console.log(`captcha resolvido em ${Date.now() - started} ms`);

const login = await json<{
  token: string;
  account_status: {
    account_id: string;
    status_name: string;
    provider_status: string;
    user_type: number;
  };
  accounts: { name: string; branch: string; number: string }[];
}>(
  await fetch(`${base}/v3/public/bank/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, altcha }),
  }),
);
const accountId = login.account_status.account_id;
const account = login.accounts[0]!;
console.log(
  `entrou como ${email}: ${account.name}, agência ${account.branch} conta ${account.number}`,
);
console.log(
  `  status ${login.account_status.status_name}, provider ${login.account_status.provider_status}, user_type ${login.account_status.user_type}`,
);

const url = '/phoenix/bank/v1/account/balance';
const hash = await json<{ data: string }>(
  await fetch(`${base}/hash/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', account_id: accountId },
    body: JSON.stringify({ method: 'GET', url }),
  }),
);
const balance = await json<{ balance: number }>(
  await fetch(`${base}${url}`, {
    headers: {
      authorization: `Bearer ${login.token}`,
      account_id: accountId,
      device_key: 'demo-login-script-device',
      transaction_hash: hash.data,
    },
  }),
);
console.log(`saldo: ${formatBrl(balance.balance)} (${balance.balance} centavos)`);
