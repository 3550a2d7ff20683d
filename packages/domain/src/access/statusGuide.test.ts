import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_NAMES } from './accountStatus';
import {
  ACCOUNT_STATUS_GUIDE,
  GUIDED_STATUS_NAMES,
  UNKNOWN_STATUS_GUIDE,
  isGuidedStatusName,
  statusGuide,
} from './statusGuide';

describe('the account status guide', () => {
  it('explains every status the server has, and REJECTED', () => {
    for (const name of ACCOUNT_STATUS_NAMES) {
      expect(ACCOUNT_STATUS_GUIDE[name], name).toBeDefined();
    }
    expect(Object.keys(ACCOUNT_STATUS_GUIDE).sort()).toEqual([...GUIDED_STATUS_NAMES].sort());
  });

  it('lets only an active account move money, and a closed or rejected one do nothing', () => {
    const access = Object.fromEntries(
      GUIDED_STATUS_NAMES.map((name) => [name, ACCOUNT_STATUS_GUIDE[name].access]),
    );
    expect(access).toEqual({
      ACTIVE: 'full',
      IN_ANALYSIS: 'consult',
      PENDING_ACTIVATION: 'consult',
      REMAKE_KYC: 'consult',
      BLOCKED: 'consult',
      CLOSED: 'none',
      REJECTED: 'none',
    });
  });

  it('sends the steps the holder takes in the app to the app, the rest to support', () => {
    expect(statusGuide('PENDING_ACTIVATION').action).toBe('activate');
    expect(statusGuide('REMAKE_KYC').action).toBe('verifyIdentity');
    expect(statusGuide('IN_ANALYSIS')).toMatchObject({
      action: 'wait',
      expected: 'twoBusinessDays',
    });
    expect(statusGuide('BLOCKED').action).toBe('contact');
  });

  it('gives a status it does not know the safe guide', () => {
    for (const name of ['WHATEVER', '', null, undefined, 'active', 'toString']) {
      expect(isGuidedStatusName(name)).toBe(false);
      expect(statusGuide(name)).toBe(UNKNOWN_STATUS_GUIDE);
    }
  });
});
