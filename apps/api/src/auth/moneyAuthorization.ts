import type { FastifyRequest } from 'fastify';
import { type GateCheck, gateCheck } from '../ledger';
import { PinCheckedApart, type PinService } from '../pin/pinService';
import type { TransactionHashes } from '../transactionHash/transactionHashes';
import { callerOf } from './caller';

/**
 * What a money movement's own transaction spends before the money moves: the request's
 * transaction hash and an attempt of the body's PIN
 * (docs/decisions/0013-transaction-hash-spent-with-the-money.md). The route sits behind
 * `guards.authenticateForMoney`, which checked the hash and left it unspent.
 */
export interface MoneyAuthorization {
  /**
   * Runs `move` with the checks its transaction must pass, and answers what `move` answers: a
   * wrong PIN or a spent hash is thrown as the ledger's refusals are, after the commit that
   * counted the attempt. A PIN the keyed statement cannot decide (an old verifier, a lock) is
   * then checked apart, and `move` runs again without checks, its hash spent by the first run.
   */
  authorize<T>(request: FastifyRequest, move: (checks: GateCheck[]) => Promise<T>): Promise<T>;
}

export function createMoneyAuthorization(deps: {
  hashes: Pick<TransactionHashes, 'gate'>;
  pins: Pick<PinService, 'gateFor' | 'check'>;
}): MoneyAuthorization {
  const { hashes, pins } = deps;
  return {
    async authorize(request, move) {
      const { userId } = callerOf(request);
      const encodedPin = (request.body as { pin?: unknown } | undefined)?.pin;
      const pin = typeof encodedPin === 'string' ? encodedPin : undefined;
      const hash = request.unspentHash;
      if (!hash) throw new Error(`${request.url} is not behind authenticateForMoney`);
      const checks = [gateCheck(hashes.gate, hash), pins.gateFor(userId, pin)];
      try {
        const answer = await move(checks);
        request.unspentHash = null;
        return answer;
      } catch (error) {
        if (!(error instanceof PinCheckedApart)) throw error;
        request.unspentHash = null;
        await pins.check({ userId, encodedPin: pin });
        return move([]);
      }
    },
  };
}
