import { randomUUID } from 'node:crypto';
import { startBenchServer } from './benchServer';
import { createHttpClient, expectStatus } from './httpClient';
import { randomAmountCents, transferPair } from './pairs';
import type { BenchTarget, TargetOptions } from './target';

/**
 * The transfer route alone on Fastify, in a child process, over HTTP: what HTTP, validation, the
 * route and the ledger cost without any of the security checks.
 */
export async function startStandInTarget(options: TargetOptions): Promise<BenchTarget> {
  const server = await startBenchServer({ ...options, app: 'stand-in' });
  const http = createHttpClient(server.port, options.maxClients);
  const { accounts } = server;
  return {
    label: server.label,
    serverPid: server.pid,
    async operate(client) {
      const { from, to } = transferPair(client, accounts.length);
      const destination = accounts[to]!;
      const answer = await http.request({
        method: 'POST',
        path: `/v1/bank/accounts/${accounts[from]!.accountId}/transfers/internal`,
        // The session headers the contract names; the stand-in guards check nothing.
        headers: {
          authorization: 'Bearer stand-in',
          account_id: 'stand-in',
          transaction_hash: 'stand-in',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          destination: { branch: destination.branch, number: destination.number },
          amount_cents: randomAmountCents(),
          description: 'carga',
          // No PIN check here; the body still needs a well-formed one.
          pin: 'a'.repeat(64),
        }),
      });
      expectStatus(answer, 201, 'transfer');
    },
    batches: () => server.batches(),
    check: () => server.check(),
    async stop() {
      await http.close();
      await server.stop();
    },
  };
}
