import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BALANCE_ERROR_MESSAGE, HTTP_CLIENT_ERROR_MESSAGES, MESSAGES, mapHttpError } from './index';

const authed = { publicCall: false };

describe('mapHttpError (SPEC §8)', () => {
  it('401 on an authenticated call clears storage and goes to /logout', () => {
    expect(mapHttpError(401, undefined, authed)).toEqual({
      kind: 'logout',
      clearStorage: true,
      navigateTo: '/logout',
    });
  });

  it('423 with device_match false asks to enable the device', () => {
    const action = mapHttpError(423, { device_match: false }, authed);
    expect(action).toEqual({
      kind: 'notify',
      reason: 'device-not-enabled',
      notification: {
        type: 'negative',
        message: 'Você está em modo consulta, habilite o seu aparelho para liberar esta função!',
      },
    });
  });

  it.each([
    { status_account_transaction: false },
    { user_transaction: false },
    { device_match: true, user_transaction: false, status_account_transaction: true },
    { status_account_transaction: false, user_transaction: false },
  ])('423 %j says the user lacks permission', (body) => {
    expect(mapHttpError(423, body, authed)).toEqual({
      kind: 'notify',
      reason: 'no-permission',
      notification: {
        type: 'negative',
        message:
          'Você não possui permissão para operar esta função. Solicite ao administrador a liberação do acesso',
      },
    });
  });

  it('423 with the device not enabled speaks of the device first', () => {
    const action = mapHttpError(423, { device_match: false, user_transaction: false }, authed);
    expect(action.kind === 'notify' && action.reason).toBe('device-not-enabled');
  });

  it('423 without a false flag passes through', () => {
    expect(mapHttpError(423, { device_match: true }, authed)).toEqual({ kind: 'pass-through' });
    expect(mapHttpError(423, null, authed)).toEqual({ kind: 'pass-through' });
    expect(mapHttpError(423, 'locked', authed)).toEqual({ kind: 'pass-through' });
    // "false" as a string is not the boolean the server sends
    expect(mapHttpError(423, { device_match: 'false' }, authed)).toEqual({ kind: 'pass-through' });
  });

  it('429 exceeded_attempts shows the PIN message and goes to REMAKE_KYC status', () => {
    expect(mapHttpError(429, { message: 'exceeded_attempts' }, authed)).toEqual({
      kind: 'notify',
      reason: 'pin-attempts-exceeded',
      notification: { type: 'negative', message: 'Tentativas de PIN excedidas!' },
      navigateTo: '/status?accountStatus=REMAKE_KYC',
    });
  });

  it('429 for anything else passes through', () => {
    expect(mapHttpError(429, { message: 'rate_limited' }, authed)).toEqual({
      kind: 'pass-through',
    });
    expect(mapHttpError(429, undefined, authed)).toEqual({ kind: 'pass-through' });
  });

  it('errors of public calls pass through unchanged', () => {
    const pub = { publicCall: true };
    expect(mapHttpError(401, { message: 'invalid' }, pub)).toEqual({ kind: 'pass-through' });
    expect(mapHttpError(423, { device_match: false }, pub)).toEqual({ kind: 'pass-through' });
    expect(mapHttpError(429, { message: 'exceeded_attempts' }, pub)).toEqual({
      kind: 'pass-through',
    });
  });

  it('passes other statuses through', () => {
    for (const status of [0, 400, 403, 404, 409, 422, 500, 502, 503]) {
      expect(
        mapHttpError(status, { device_match: false, message: 'exceeded_attempts' }, authed),
      ).toEqual({
        kind: 'pass-through',
      });
    }
  });

  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.anything(),
        fc.boolean(),
        (status, body, publicCall) => {
          expect(() => mapHttpError(status, body, { publicCall })).not.toThrow();
        },
      ),
    );
  });
});

describe('messages', () => {
  it('has the exact pt-BR catalogue of SPEC §8', () => {
    expect(BALANCE_ERROR_MESSAGE).toBe('Erro ao buscar saldo!');
    expect(MESSAGES).toEqual({
      DEVICE_NOT_ENABLED:
        'Você está em modo consulta, habilite o seu aparelho para liberar esta função!',
      NO_PERMISSION:
        'Você não possui permissão para operar esta função. Solicite ao administrador a liberação do acesso',
      PIN_ATTEMPTS_EXCEEDED: 'Tentativas de PIN excedidas!',
      BALANCE_ERROR: 'Erro ao buscar saldo!',
    });
    expect(Object.isFrozen(MESSAGES)).toBe(true);
  });

  it('spells the generic client errors as the HTTP client does', () => {
    expect(HTTP_CLIENT_ERROR_MESSAGES.status(404)).toBe('Request failed with status code 404');
    expect(HTTP_CLIENT_ERROR_MESSAGES.NETWORK).toBe('Network Error');
    expect(HTTP_CLIENT_ERROR_MESSAGES.ABORTED).toBe('Request aborted');
    expect(HTTP_CLIENT_ERROR_MESSAGES.timeout(1500)).toBe('timeout of 1500ms exceeded');
  });
});
