import type { FastifyRequest } from 'fastify';
import { emailedCodeField } from '@ipe/domain';
import { z } from 'zod';
import { sha256Hex } from '../security';

/** An e-mail as sign-in reads it (the shared schema, under the name the forms here use). */
export { emailAddress as emailField } from '../schemas/shared';

/** A password being chosen: its rule (checkNewPassword) runs in the handler, with the e-mail. */
export const newPasswordField = z
  .string('REQUIRED')
  .min(1, 'REQUIRED')
  .max(512, 'TOO_LONG')
  .describe('8 a 128 caracteres, com letra e número, sem o e-mail nem o nome (checkNewPassword)');

export const emailedCode = emailedCodeField;

/** A limiter keyed by the body's e-mail (hashed: rate-limit keys are not for reading e-mails). */
export function perEmailKey(prefix: string) {
  return (request: FastifyRequest) => {
    const raw = (request.body as { email?: unknown } | undefined)?.email;
    const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    return `${prefix}:${sha256Hex(email)}`;
  };
}
