import { describe, expect, it } from 'vitest';
import { sha256Hex } from './digest';

describe('sha256Hex', () => {
  it('is SHA-256 in hex, of the text as UTF-8', () => {
    // FIPS 180-2's "abc" vector; then a text outside ASCII, against its UTF-8 bytes' digest.
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('ipê')).toBe(
      'd678a58775042cb0e6ad36be2128a1b9d98feec8f34d102230ba622ef349b064',
    );
  });
});
