import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS_CODES,
  ACCOUNT_STATUS_NAMES,
  consultReason,
  isConsultMode,
  mayMoveMoney,
  statusSeenBy,
  transactionFlags,
  withPinLocked,
  type AccountStatus,
} from './index';

const maria: AccountStatus = {
  account_id: 'maria',
  provider_status: 'REGULAR',
  status: 1,
  status_name: 'ACTIVE',
  user_type: 1,
  can_transact: true,
  unique_id_key_hash: 'a'.repeat(64),
};

describe('account statuses', () => {
  it('names seven statuses in the order of their codes', () => {
    expect(ACCOUNT_STATUS_NAMES).toEqual([
      'ACTIVE',
      'IN_ANALYSIS',
      'PENDING_ACTIVATION',
      'REMAKE_KYC',
      'BLOCKED',
      'CLOSED',
      'REJECTED',
    ]);
    expect(ACCOUNT_STATUS_NAMES.map((name) => ACCOUNT_STATUS_CODES[name])).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('a locked PIN shows REMAKE_KYC to its user, never lowering BLOCKED or CLOSED', () => {
    for (const name of ACCOUNT_STATUS_NAMES) {
      expect(statusSeenBy(name, { pinLocked: false })).toBe(name);
    }
    expect(statusSeenBy('ACTIVE', { pinLocked: true })).toBe('REMAKE_KYC');
    expect(statusSeenBy('IN_ANALYSIS', { pinLocked: true })).toBe('REMAKE_KYC');
    expect(statusSeenBy('BLOCKED', { pinLocked: true })).toBe('BLOCKED');
    expect(statusSeenBy('CLOSED', { pinLocked: true })).toBe('CLOSED');
  });

  it('a stored status becomes REMAKE_KYC at once after 429, unless stronger', () => {
    expect(withPinLocked(maria)).toMatchObject({ status: 4, status_name: 'REMAKE_KYC' });
    const blocked = { ...maria, status: 5, status_name: 'BLOCKED' as const };
    expect(withPinLocked(blocked)).toBe(blocked);
    expect(isConsultMode(withPinLocked(maria), { idSession: 'device' })).toBe(true);
  });
});

describe('transactionFlags: the one rule for moving money', () => {
  const base = {
    status: 1,
    provider_status: 'REGULAR',
    user_type: 1,
    can_transact: true,
    deviceEnabled: true,
  };

  it('lets a holder on an enabled device of an ACTIVE, REGULAR account move money', () => {
    const flags = transactionFlags(base);
    expect(flags).toEqual({
      device_match: true,
      user_transaction: true,
      status_account_transaction: true,
    });
    expect(mayMoveMoney(flags)).toBe(true);
  });

  it.each([
    ['a device never enabled', { deviceEnabled: false }, 'device_match'],
    ['an operator without permission', { user_type: 2, can_transact: false }, 'user_transaction'],
    ['a viewer', { user_type: 3 }, 'user_transaction'],
    [
      'a provider status other than REGULAR',
      { provider_status: 'PENDING_DOCUMENTS' },
      'status_account_transaction',
    ],
    ['REMAKE_KYC', { status: 4 }, 'status_account_transaction'],
    ['BLOCKED', { status: 5 }, 'status_account_transaction'],
    ['a status that is no number', { status: Number.NaN }, 'status_account_transaction'],
  ] as const)('refuses %s', (_what, change, flag) => {
    const flags = transactionFlags({ ...base, ...change });
    expect(flags[flag]).toBe(false);
    expect(mayMoveMoney(flags)).toBe(false);
  });
});

describe('consultReason: the banner says what the server would refuse', () => {
  it.each([
    ['maria on an enabled device', maria, 'device-1', null],
    ['maria on a device not enabled', maria, null, 'device'],
    [
      'ana, an operator without permission',
      { ...maria, user_type: 2, can_transact: false },
      'd',
      'user',
    ],
    [
      'joão, provider status pending',
      { ...maria, provider_status: 'PENDING_DOCUMENTS' },
      'd',
      'account',
    ],
    ['pedro, blocked', { ...maria, status: 5, status_name: 'BLOCKED' as const }, 'd', 'account'],
    ['a PIN locked at once', withPinLocked(maria), 'd', 'account'],
    [
      'an account with no device registered yet',
      { ...maria, unique_id_key_hash: null },
      null,
      null,
    ],
    ['no status at all', null, 'd', 'account'],
  ] as const)('%s', (_who, status, idSession, reason) => {
    expect(consultReason(status, { idSession })).toBe(reason);
    expect(isConsultMode(status, { idSession })).toBe(reason !== null);
  });

  it('an older stored status without can_transact still operates', () => {
    const { can_transact: _omitted, ...older } = maria;
    expect(consultReason(older, { idSession: 'd' })).toBeNull();
  });
});
