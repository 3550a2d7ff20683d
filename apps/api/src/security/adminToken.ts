import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BankError } from '../errors';

export const adminHeaders = z.looseObject({
  'x-admin-token': z.string().describe('Token do operador (IPE_ADMIN_TOKEN ou .data/admin-token)'),
});

/** Operator routes: the admin token, compared in constant time. Loopback is no credential. */
export function requireAdmin(adminToken: string) {
  const expected = Buffer.from(adminToken);
  return async (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new BankError('ADMIN_TOKEN_INVALID');
    }
  };
}
