import { createHmac, timingSafeEqual } from 'node:crypto';
import { verifySecret } from '../auth/passwordHashing';

/*
 * How a PIN is kept (docs/decisions/0009-keyed-pin-verifier.md): HMAC-SHA256 under a key held
 * outside the database, over the user's id and the encoded PIN. A PIN has at most 10,000 values,
 * so no hash slows an attacker who holds both verifier and key; what protects it is that the key
 * is not in the database, and online guesses are bounded by the attempt counter. Verifiers made
 * before (argon2id) still verify, and are replaced on the next right PIN.
 */

/** How a keyed verifier begins (an argon2id one begins `$argon2id$`). */
export const KEYED_VERIFIER = 'hmac-sha256$v1$';

/** The verifier stored for a user's encoded PIN. */
export function pinVerifier(key: string, userId: string, encodedPin: string): string {
  const mac = createHmac('sha256', key).update(userId).update('\0').update(encodedPin);
  return `${KEYED_VERIFIER}${mac.digest('base64url')}`;
}

/**
 * Whether the encoded PIN is the one the stored verifier was made from, and whether the verifier
 * is of the old kind (argon2id), to be replaced now that the PIN is known right.
 */
export async function checkPinVerifier(
  key: string,
  userId: string,
  stored: string,
  encodedPin: string,
): Promise<{ matches: boolean; outdated: boolean }> {
  if (!stored.startsWith(KEYED_VERIFIER)) {
    return { matches: await verifySecret(stored, encodedPin), outdated: true };
  }
  const expected = Buffer.from(pinVerifier(key, userId, encodedPin));
  const actual = Buffer.from(stored);
  return {
    matches: actual.length === expected.length && timingSafeEqual(actual, expected),
    outdated: false,
  };
}
