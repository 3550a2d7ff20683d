import { expect, it } from 'vitest';
import * as limits from './limits';

it('holds the regulated Pix constants of DESIGN §7', () => {
  expect(limits.PIX_KEY_LIMITS).toEqual({ person: 5, company: 20 });
  expect(limits.PIX_REFUND_WINDOW_DAYS).toBe(90);
  expect(limits.REFUND_NATURES).toEqual(['ORIGINAL', 'RETIRADA']);
  expect(limits.PIX_NIGHT_PERIOD).toEqual({ start: '20:00', end: '06:00' });
  expect(limits.UNREGISTERED_DEVICE_LIMITS).toEqual({
    perPaymentCents: 20000,
    perDayCents: 100000,
  });
  expect(limits.LIMIT_INCREASE_DELAY_HOURS).toEqual({ min: 24, max: 48 });
});

it('asks a code of e-mail and phone keys only', () => {
  expect(limits.PIX_KEY_CLAIM_RESOLUTION_DAYS).toBe(7);
  expect(['cpf', 'cnpj', 'email', 'phone', 'evp'].filter(limits.isConfirmedPixKeyType)).toEqual([
    'email',
    'phone',
  ]);
});
