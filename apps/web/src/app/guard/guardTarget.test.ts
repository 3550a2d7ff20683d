import { describe, expect, it } from 'vitest';
import { ALL_UP, fakeToken, operatingStatus } from '../testing/fixtures';
import { decodeToken } from '../session/token';
import { guardTarget, type GuardContext } from './guardTarget';

const token = fakeToken();
const signedIn: GuardContext = {
  session: { accountStatus: operatingStatus, token, claims: decodeToken(token) },
  health: ALL_UP,
  healthFailed: false,
};

const nobody: GuardContext['session'] = { accountStatus: null, token: null, claims: null };

describe('guardTarget (SPEC §2, in order)', () => {
  it('shows a bank screen when every rule passes', () => {
    expect(guardTarget('/bank/home', signedIn)).toBeNull();
    expect(guardTarget('/bank/pix/pay/key', signedIn)).toBeNull();
  });

  it('never guards the public routes', () => {
    const nothing: GuardContext = {
      session: nobody,
      health: null,
      healthFailed: true,
    };
    for (const path of [
      '/',
      '/forgotPassword',
      '/status',
      '/logout',
      '/error',
      '/help',
      '/ajuda',
      '/activate',
      '/boleto/abc',
    ]) {
      expect(guardTarget(path, nothing)).toBeNull();
    }
  });

  it('1. no stored account status → /logout, before any health rule', () => {
    expect(
      guardTarget('/bank/pix', {
        ...signedIn,
        session: { ...signedIn.session, accountStatus: null },
        healthFailed: true,
      }),
    ).toBe('/logout');
  });

  it('2. a failed health check or general_failure → /error', () => {
    expect(guardTarget('/bank/home', { ...signedIn, healthFailed: true })).toBe('/error');
    expect(
      guardTarget('/bank/home', { ...signedIn, health: { ...ALL_UP, general_failure: true } }),
    ).toBe('/error');
  });

  it('3. a service the path needs is off → /bank/error, told which path failed', () => {
    expect(
      guardTarget('/bank/pix/keys', { ...signedIn, health: { ...ALL_UP, service_pix: false } }),
    ).toBe('/bank/error?from=%2Fbank%2Fpix%2Fkeys');
    expect(
      guardTarget('/bank/statement/account', {
        ...signedIn,
        health: { ...ALL_UP, service_balance: false },
      }),
    ).toBe('/bank/error?from=%2Fbank%2Fstatement%2Faccount');
    // A service that this path does not need changes nothing.
    expect(
      guardTarget('/bank/home', { ...signedIn, health: { ...ALL_UP, service_pix: false } }),
    ).toBeNull();
  });

  it('sends a bank screen without a live token to /logout, saying when it expired', () => {
    expect(
      guardTarget('/bank/home', {
        ...signedIn,
        session: { ...signedIn.session, token: null, claims: null },
      }),
    ).toBe('/logout');
    const expired = fakeToken({ exp: Math.floor(Date.now() / 1000) - 1 });
    expect(
      guardTarget('/bank/home', {
        ...signedIn,
        session: { ...signedIn.session, token: expired, claims: decodeToken(expired) },
      }),
    ).toBe('/logout?reason=expired&next=%2Fbank%2Fhome');
  });

  it('asks for a live token on every path the guard decides, as for its other rules', () => {
    // A `bank` segment anywhere makes a path guarded (SPEC §2), not only a leading one.
    expect(
      guardTarget('/ajuda/bank', {
        ...signedIn,
        session: { ...signedIn.session, token: null, claims: null },
      }),
    ).toBe('/logout');
    expect(guardTarget('/ajuda/banking', { ...signedIn, session: nobody })).toBeNull();
  });

  it('says it expired when the session this screen had was cleared under it', () => {
    const cleared = { ...signedIn, sessionEnded: true };
    expect(
      guardTarget('/bank/home', {
        ...cleared,
        session: { ...signedIn.session, accountStatus: null },
      }),
    ).toBe('/logout?reason=expired&next=%2Fbank%2Fhome');
    expect(
      guardTarget('/bank/pix', {
        ...cleared,
        session: { ...signedIn.session, token: null, claims: null },
      }),
    ).toBe('/logout?reason=expired&next=%2Fbank%2Fpix');
  });
});
