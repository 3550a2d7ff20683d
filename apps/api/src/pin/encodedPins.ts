import { PIN_LENGTH } from '@ipe/domain';
import { sha256Hex } from '../security';

let table: Map<string, string> | undefined;

/**
 * The PIN behind an encodePin() digest, or null when it is not one of the 10,000 PINs of four
 * digits. The client sends only SHA-256(PIN), but four digits hide nothing from a table this
 * size, so the server can hold a new PIN to @ipe/domain's checkNewPin instead of trusting the
 * browser. (What it stores is a keyed HMAC of the digest: docs/decisions/0009-keyed-pin-verifier.md.)
 */
export function pinOfEncoded(encodedPin: string): string | null {
  if (!table) {
    table = new Map();
    for (let n = 0; n < 10 ** PIN_LENGTH; n += 1) {
      const pin = String(n).padStart(PIN_LENGTH, '0');
      table.set(sha256Hex(pin), pin);
    }
  }
  return table.get(encodedPin) ?? null;
}
