import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  INITIAL_CLIENT_STATE,
  LOADING_SPINNER,
  NOTIFICATION_TIMEOUT_MS,
  POSITIVE_NOTIFICATION_TIMEOUT_MS,
  clearField,
  clientStateReducer,
  createInitialClientState,
  setBalanceFrom,
  setField,
  type ClientState,
} from './index';

describe('shared client state (SPEC §3)', () => {
  it('starts with the spec values', () => {
    expect(INITIAL_CLIENT_STATE).toEqual({
      balance: 0,
      isShowBalance: false,
      checkHealth: { onError: false },
      copyPaste: '',
      typeTransactionPix: '',
      keyBankData: {},
      keyPix: '',
      pspList: { data: [], updateAt: '' },
      refundPix: {},
    });
    expect(createInitialClientState()).toEqual(INITIAL_CLIENT_STATE);
  });

  it('cannot be mutated through the shared defaults', () => {
    expect(Object.isFrozen(INITIAL_CLIENT_STATE)).toBe(true);
    expect(Object.isFrozen(INITIAL_CLIENT_STATE.pspList.data)).toBe(true);
    const fresh = createInitialClientState();
    fresh.pspList.data.push({ name: 'Banco', ispb: '00000000' });
    expect(createInitialClientState().pspList.data).toEqual([]);
  });
});

describe('clientStateReducer (SPEC §4)', () => {
  const start = createInitialClientState();

  it('sets each field without touching the previous state', () => {
    const sets: Array<[keyof ClientState, unknown]> = [
      ['balance', 12345],
      ['isShowBalance', true],
      ['checkHealth', { onError: true }],
      ['copyPaste', '00020126...6304ABCD'],
      ['typeTransactionPix', 'key'],
      ['keyBankData', { ispb: '00000000', name: 'Fulano' }],
      ['keyPix', 'fulano@example.com'],
      [
        'pspList',
        {
          data: [{ name: 'Banco do Brasil', ispb: '00000000', code: '001' }],
          updateAt: '2026-11-22T10:00:00Z',
        },
      ],
      ['refundPix', { endToEndId: 'E0000000020261122100000000000001' }],
    ];
    for (const [field, value] of sets) {
      const next = clientStateReducer(start, setField(field, value as never));
      expect(next[field]).toEqual(value);
      expect(next).not.toBe(start);
    }
    expect(start).toEqual(INITIAL_CLIENT_STATE);
  });

  it('clears copyPaste, typeTransactionPix, keyBankData and keyPix to empty', () => {
    const full: ClientState = {
      ...start,
      copyPaste: 'code',
      typeTransactionPix: 'copyPaste',
      keyBankData: { ispb: '1' },
      keyPix: '+5511912345678',
    };
    expect(clientStateReducer(full, clearField('copyPaste')).copyPaste).toBe('');
    expect(clientStateReducer(full, clearField('typeTransactionPix')).typeTransactionPix).toBe('');
    expect(clientStateReducer(full, clearField('keyBankData')).keyBankData).toEqual({});
    expect(clientStateReducer(full, clearField('keyPix')).keyPix).toBe('');
    // clearing one leaves the others
    expect(clientStateReducer(full, clearField('keyPix')).copyPaste).toBe('code');
  });

  it('sets the balance from the balance property of a payload', () => {
    expect(clientStateReducer(start, setBalanceFrom({ balance: 98765, other: 1 })).balance).toBe(
      98765,
    );
    expect(clientStateReducer(start, setBalanceFrom({ balance: -100 })).balance).toBe(-100);
  });

  it('keeps the balance when the payload has no whole-centavos balance', () => {
    const withBalance = { ...start, balance: 500 };
    for (const payload of [
      null,
      undefined,
      {},
      { balance: '10' },
      { balance: 1.5 },
      { balance: Number.NaN },
      42,
    ]) {
      expect(clientStateReducer(withBalance, setBalanceFrom(payload))).toBe(withBalance);
    }
  });

  it('is the same state when the balance read again has not changed', () => {
    const withBalance = { ...start, balance: 500 };
    // The same object: React renders none of the screens that read the state again.
    expect(clientStateReducer(withBalance, setBalanceFrom({ balance: 500 }))).toBe(withBalance);
    expect(clientStateReducer(withBalance, setBalanceFrom({ balance: 501 }))).not.toBe(withBalance);
  });

  it('toggles showing the balance and resets', () => {
    const shown = clientStateReducer(start, { type: 'toggleShowBalance' });
    expect(shown.isShowBalance).toBe(true);
    expect(clientStateReducer(shown, { type: 'toggleShowBalance' }).isShowBalance).toBe(false);
    expect(clientStateReducer({ ...shown, balance: 1 }, { type: 'reset' })).toEqual(
      INITIAL_CLIENT_STATE,
    );
  });
});

describe('business constants (SPEC §9)', () => {
  it('has the spec values', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(5000);
    expect(POSITIVE_NOTIFICATION_TIMEOUT_MS).toBe(2000);
    expect(LOADING_SPINNER).toEqual({ size: 80, color: 'teal' });
    expect(DEFAULT_LOCALE).toBe('pt-BR');
  });
});
