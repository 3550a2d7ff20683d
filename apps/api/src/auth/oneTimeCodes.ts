import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../security';

/** A 6-digit code to e-mail, from the CSPRNG; leading zeros kept. */
export function newEmailedCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What the database keeps of an e-mailed code: SHA-256 of `salt:code`, hex. The salt is the id of
 * the row, so two rows with the same code do not look alike.
 */
export function emailedCodeDigest(salt: string, code: string): string {
  return sha256Hex(`${salt}:${code}`);
}

/** Compares a code with a stored digest in constant time. */
export function matchesEmailedCode(digest: string, salt: string, code: string): boolean {
  const expected = Buffer.from(digest, 'hex');
  const given = Buffer.from(emailedCodeDigest(salt, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
