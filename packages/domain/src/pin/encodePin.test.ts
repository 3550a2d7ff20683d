import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { encodePin } from './index';

describe('encodePin', () => {
  it.each([
    ['1234', '03ac674216f3e15c761ee1a5e255f067953623c8b388b4459e13f978d7c846f4'],
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['0000', '9af15b336e6a9619928537df30b2e6a2376569fcf9d7e773eccede65606529a0'],
  ])('SHA-256(%j) is the known vector', async (pin, hex) => {
    await expect(encodePin(pin)).resolves.toBe(hex);
  });

  it('matches Node’s own SHA-256 of the UTF-8 bytes for any string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (pin) => {
        const digest = await encodePin(pin);
        expect(digest).toMatch(/^[0-9a-f]{64}$/);
        expect(digest).toBe(createHash('sha256').update(pin, 'utf8').digest('hex'));
      }),
      { numRuns: 200 },
    );
  });

  describe('without WebCrypto (a browser outside a secure context)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('gives the same digests', async () => {
      vi.stubGlobal('crypto', {});
      await expect(encodePin('1234')).resolves.toBe(
        '03ac674216f3e15c761ee1a5e255f067953623c8b388b4459e13f978d7c846f4',
      );
      vi.stubGlobal('crypto', undefined);
      await expect(encodePin('')).resolves.toBe(
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      );
    });
  });
});
