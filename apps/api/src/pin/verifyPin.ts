import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/caller';
import type { PinService } from './pinService';

/** preHandler for money movement: the body's `pin` (encodePin of the PIN) must be right. */
export function verifyPin(pins: Pick<PinService, 'check'>) {
  return async (request: FastifyRequest) => {
    const caller = callerOf(request);
    const body = request.body as { pin?: unknown } | undefined;
    await pins.check({
      userId: caller.userId,
      encodedPin: typeof body?.pin === 'string' ? body.pin : undefined,
    });
  };
}
