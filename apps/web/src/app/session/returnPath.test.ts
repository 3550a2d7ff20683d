import { describe, expect, it } from 'vitest';
import { expiredSessionPath, returnPathOf } from './returnPath';

describe('the way back after an expired session', () => {
  it('follows bank screens only', () => {
    expect(returnPathOf('/bank/statement/account')).toBe('/bank/statement/account');
    expect(returnPathOf('/bank/settings/security?tab=pin')).toBe('/bank/settings/security?tab=pin');
    for (const next of [
      null,
      '',
      '/',
      '/logout',
      '/bank',
      'https://example.com/bank/home',
      '//example.com/bank/home',
      '/bank//example.com',
      '/bank/home#x',
      '/status?accountStatus=ACTIVE',
      'javascript:alert(1)',
    ]) {
      expect(returnPathOf(next)).toBeNull();
    }
  });

  it('says the session expired, and where the person was', () => {
    expect(expiredSessionPath('/bank/statement/account')).toBe(
      '/logout?reason=expired&next=%2Fbank%2Fstatement%2Faccount',
    );
    expect(expiredSessionPath('/status')).toBe('/logout?reason=expired');
    expect(expiredSessionPath()).toBe('/logout?reason=expired');
  });
});
