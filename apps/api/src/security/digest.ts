import { hash } from 'node:crypto';

/**
 * The hex SHA-256 of a text (UTF-8): how the server keys what it must find again but not keep in
 * the clear (a spent transaction hash, a device key, a one-time code, an e-mail in a rate-limit
 * key) and fingerprints a request. Node's one-shot `hash` costs less than half of a
 * `createHash` chain for inputs this short (0.54 against 1.32 µs).
 */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}
