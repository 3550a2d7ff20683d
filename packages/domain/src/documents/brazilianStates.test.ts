import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, isBrazilianState } from './index';

describe('BRAZILIAN_STATES', () => {
  it('holds the 26 states and the Federal District once each, in order', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES).size).toBe(27);
    expect([...BRAZILIAN_STATES].sort()).toEqual([...BRAZILIAN_STATES]);
    expect(BRAZILIAN_STATES).toEqual(expect.arrayContaining(['DF', 'SP', 'TO', 'AC', 'RR']));
  });

  it.each([...BRAZILIAN_STATES])('%s is a state', (uf) => {
    expect(isBrazilianState(uf)).toBe(true);
  });

  it.each(['sp', ' SP', 'SP ', 'XX', 'BR', 'GB', 'FN', '', 'S', 'SPP', 35, null, undefined, {}])(
    '%j is not',
    (value) => {
      expect(isBrazilianState(value)).toBe(false);
    },
  );
});
