import { describe, expect, it } from 'vitest';
import { randomFill, randomToken } from './randomPool';

describe('randomPool', () => {
  it('hands out bytes once, across the refills of its buffer', () => {
    // 24-byte tokens through several 4 KiB refills: never the same token twice.
    const tokens = Array.from({ length: 2000 }, () => randomToken(24));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('fills only the range it is given, larger ones straight from the CSPRNG', () => {
    const target = Buffer.alloc(64);
    randomFill(target, 8, 16);
    expect(target.subarray(0, 8).every((byte) => byte === 0)).toBe(true);
    expect(target.subarray(24).every((byte) => byte === 0)).toBe(true);
    expect(target.subarray(8, 24).some((byte) => byte !== 0)).toBe(true);

    const big = Buffer.alloc(10_000);
    randomFill(big, 0, big.length);
    expect(new Set(big).size).toBeGreaterThan(200);
  });
});
