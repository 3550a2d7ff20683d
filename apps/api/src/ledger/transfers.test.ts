import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { prepareTransfer } from './transfers';
import type { TransferRequest } from './types';

// V8's own check of two objects' hidden classes (maps). The flag only lets code compiled after
// it use V8's intrinsics; it changes nothing else.
setFlagsFromString('--allow-natives-syntax');
const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

function request(extra: Partial<TransferRequest> = {}): TransferRequest {
  return {
    idempotencyKey: randomUUID(),
    debitAccountId: randomUUID(),
    creditAccountId: randomUUID(),
    amount: 100,
    kind: 'pix_internal',
    ...extra,
  };
}

/**
 * A batch reads each prepared request's fields in its column pickers. On Node 20, an object
 * literal that begins with a spread and adds a key, once optimized, gets a new hidden class on
 * every call, and every reader of such objects misses its inline cache every time
 * (docs/architecture/performance.md, "Objects built whole").
 */
describe('prepareTransfer', () => {
  it('answers requests of one hidden class, optimized, whatever shape its input had', () => {
    const inputs = [
      request(),
      request({ id: randomUUID().toUpperCase(), pending: true }),
      request({ description: 'aluguel', metadata: { pixPaymentId: randomUUID() } }),
    ];
    // Enough calls for V8 to optimize it, which is where a spread's cost shows.
    for (let i = 0; i < 20_000; i++) prepareTransfer(inputs[i % inputs.length]!);
    const prepared = [...inputs, ...inputs].map((input) => prepareTransfer(input).request);
    for (const other of prepared.slice(1)) {
      expect(sameHiddenClass(prepared[0]!, other)).toBe(true);
    }
    expect(prepared[1]!.id).toBe(inputs[1]!.id!.toLowerCase());
  });
});
