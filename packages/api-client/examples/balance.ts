/**
 * Signs in to an Ipê bank server and prints the balance, through @ipe/api-client only:
 *
 *   pnpm --filter @ipe/api-client example:balance [baseUrl] [email] [password]
 *
 * Defaults: IPE_URL or http://localhost:3000, and the demo sign-in maria@ipe.dev / Ipe@2026.
 * It does what the web app does: fetches the ALTCHA challenge and solves its proof of work (the
 * widget's job in a browser), signs in, then reads the balance; the client adds the session
 * headers and a fresh transaction hash by itself.
 */
import { isAxiosError } from 'axios';
import { formatBrl } from '@ipe/domain';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  bindBankClients,
  createBankClients,
  createMemoryStore,
  getAccountBalance,
  getCaptchaChallenge,
  login,
  type LoginAnswer,
} from '@ipe/api-client';

const [
  baseUrl = process.env.IPE_URL ?? 'http://localhost:3000',
  email = 'maria@ipe.dev',
  password = 'Ipe@2026',
] = process.argv.slice(2);

const storage = createMemoryStore();
const clients = createBankClients({
  // One server serves every API here; a deployment may give each its own URL.
  baseUrls: {
    bank: baseUrl,
    otp: baseUrl,
    captcha: baseUrl,
    postalCode: baseUrl,
    extract: baseUrl,
    bankServices: baseUrl,
  },
  storage,
  // A script has no router or toasts: say where the app would go and what it would show.
  navigator: { navigate: (path) => console.error(`(o app iria para ${path})`) },
  notifier: { notify: ({ type, message }) => console.error(`[${type}] ${message}`) },
});
bindBankClients(clients);

async function main(): Promise<number> {
  const challenge = await getCaptchaChallenge();
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('Não foi possível resolver a verificação anti-robô');
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

  const response = await login(clients.bank, { email, password, altcha }, { storage });
  if (response === null) {
    console.error(`Sem resposta de ${baseUrl}: o servidor está no ar?`);
    return 1;
  }
  if (response.status !== 200) {
    console.error(`Não foi possível entrar (${response.status}): ${response.data?.message}`);
    return 1;
  }
  const { accounts } = response.data as LoginAnswer;
  const account = accounts[0];
  if (account) {
    console.log(`${account.name}: agência ${account.branch}, conta ${account.number}`);
  }

  const { balance } = await getAccountBalance();
  console.log(`Saldo: ${formatBrl(balance)} (${balance} centavos)`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  // Network down, or an answer the contract does not allow: axios' or the validator's message.
  console.error(
    `Falha ao falar com ${baseUrl}: ${isAxiosError(error) ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
