import { describe, expect, it } from 'vitest';
import { crc16 } from './crc16';

describe('crc16', () => {
  it('reproduces the CRC of the BCB manual static example', () => {
    const payload =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(payload)).toBe('1D3D');
  });
  it('matches the CCITT-FALSE check value for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
  it('pads to 4 hex chars', () => {
    expect(crc16('')).toBe('FFFF');
  });
});
