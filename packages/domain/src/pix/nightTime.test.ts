import { expect, it } from 'vitest';
import { isNightTime } from './nightTime';

it('uses São Paulo time (UTC−3) for the 20:00–06:00 night period', () => {
  expect(isNightTime(new Date('2026-11-23T22:59:59Z'))).toBe(false); // 19:59 BRT
  expect(isNightTime(new Date('2026-11-23T23:00:00Z'))).toBe(true); // 20:00 BRT
  expect(isNightTime(new Date('2026-11-24T08:59:00Z'))).toBe(true); // 05:59 BRT
  expect(isNightTime(new Date('2026-11-24T09:00:00Z'))).toBe(false); // 06:00 BRT
});
