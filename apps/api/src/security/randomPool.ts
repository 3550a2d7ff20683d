import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for the tokens every request makes (a transaction hash's nonce, the XSRF cookie),
 * drawn from one buffer the CSPRNG fills 4 KiB at a time, as Node's own `randomUUID` does: a call
 * into the CSPRNG per token was about 2 % of the server's CPU in the bench. Each byte is handed
 * out once; the buffer is filled again when it runs out.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let next = POOL_BYTES;

/** Writes `length` fresh random bytes into `target` at `offset`. */
export function randomFill(target: Buffer, offset: number, length: number): void {
  if (length > POOL_BYTES) {
    randomFillSync(target, offset, length);
    return;
  }
  if (next + length > POOL_BYTES) {
    randomFillSync(pool);
    next = 0;
  }
  pool.copy(target, offset, next, next + length);
  next += length;
}

/** `bytes` fresh random bytes as base64url. */
export function randomToken(bytes: number): string {
  const token = Buffer.allocUnsafe(bytes);
  randomFill(token, 0, bytes);
  return token.toString('base64url');
}
