import type { FastifyRequest } from 'fastify';
import type { AccountRow, MembershipRow } from '../account/accountRecord';
import type { SpendableHash } from '../transactionHash/transactionHashes';

/** Who is calling, established by `authenticate` from the token and the headers. */
export interface Caller {
  userId: string;
  /** The token's sub: the only account this caller may act on. */
  accountId: string;
  sessionId: string;
  account: AccountRow;
  membership: MembershipRow;
  /** SHA-256 of the device_key header, when one was sent. */
  deviceKeyHash: string | null;
  /** This device was enabled with a one-time code for this user on this account. */
  deviceEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** A checked transaction hash its money's transaction is to spend (guards.ts). */
    unspentHash: SpendableHash | null;
  }
}

/** The caller of a route behind `authenticate` (a programming error otherwise). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.url} is not behind authenticate`);
  return request.caller;
}
