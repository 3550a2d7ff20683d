function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * SHA-256 of the PIN as lowercase hex (SPEC §3): the client never sends the PIN itself.
 * WebCrypto is the same API in browsers and Node ≥ 20, so both produce the same digest. Browsers
 * hide crypto.subtle outside secure contexts (plain http on a LAN address), so there the audited
 * @noble/hashes implementation gives the same bytes. The PIN is encoded as UTF-8.
 */
export async function encodePin(pin: string): Promise<string> {
  const bytes = new TextEncoder().encode(pin);
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    // Loaded only where it is needed, so no screen carries it in its bundle.
    const { sha256 } = await import('@noble/hashes/sha2.js');
    return toHex(sha256(bytes));
  }
  return toHex(new Uint8Array(await subtle.digest('SHA-256', bytes)));
}

/** What encodePin produces, and so the only PIN form the server accepts. */
export const ENCODED_PIN_PATTERN = /^[0-9a-f]{64}$/;
