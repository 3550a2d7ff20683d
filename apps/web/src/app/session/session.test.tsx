import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearSession } from '@ipe/api-client';
import {
  INITIAL_CLIENT_STATE,
  STORAGE_PREFIX,
  clearField,
  createTypedStorage,
  setBalanceFrom,
  setField,
  storageKey,
} from '@ipe/domain';
import {
  ACCOUNT_ID,
  fakeToken,
  loginAnswer,
  mariaSummary,
  operatingStatus,
} from '../testing/fixtures';
import { ClientStateProvider } from './ClientStateProvider';
import { useClientState } from './clientStateContext';
import { consultModeOf } from './consultMode';
import { observableStore } from './observableStore';
import { readSession } from './session';
import { SessionProvider } from './SessionProvider';
import { useSession } from './sessionContext';

describe('readSession (SPEC §3 keys, read defensively)', () => {
  it('reads what a sign-in stored, under the product prefix and type tags', () => {
    const token = fakeToken({ sub: ACCOUNT_ID });
    const storage = createTypedStorage(window.localStorage);
    storage.set('JWT_TOKEN', token);
    storage.set('ACCOUNT_STATUS', operatingStatus);
    storage.set('ACCOUNTS', [mariaSummary]);
    storage.set('ID_SESSION', 'session-1');
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}JWT_TOKEN`)).toBe(`str|${token}`);
    const session = readSession(window.localStorage);
    expect(session).toMatchObject({
      token,
      accountStatus: operatingStatus,
      accounts: [mariaSummary],
      idSession: 'session-1',
      accountId: ACCOUNT_ID,
    });
    expect(session.claims?.sub).toBe(ACCOUNT_ID);
  });

  it('treats corrupt values as absent', () => {
    window.localStorage.setItem(storageKey('ACCOUNT_STATUS'), 'str|not an object');
    window.localStorage.setItem(storageKey('ACCOUNTS'), 'json|{"not":"a list"}');
    window.localStorage.setItem(storageKey('JWT_TOKEN'), 'str|garbage');
    const session = readSession(window.localStorage);
    expect(session.accountStatus).toBeNull();
    expect(session.accounts).toEqual([]);
    expect(session.claims).toBeNull();
    expect(session.accountId).toBeNull();
  });
});

describe('consultModeOf (SPEC §4/§6 with the reason)', () => {
  it('operates when @ipe/domain says so', () => {
    expect(consultModeOf({ accountStatus: operatingStatus, idSession: null })).toEqual({
      consult: false,
      reason: null,
    });
  });

  it('names the account, the user or the device as the reason', () => {
    expect(
      consultModeOf({
        accountStatus: { ...operatingStatus, provider_status: 'PENDING_DOCUMENTS' },
        idSession: null,
      }).reason,
    ).toBe('account');
    expect(
      consultModeOf({ accountStatus: { ...operatingStatus, status: 5 }, idSession: null }).reason,
    ).toBe('account');
    expect(
      consultModeOf({ accountStatus: { ...operatingStatus, user_type: 3 }, idSession: null })
        .reason,
    ).toBe('user');
    // Ana: an operator the holder did not allow to move money.
    expect(
      consultModeOf({
        accountStatus: { ...operatingStatus, user_type: 2, can_transact: false },
        idSession: 'session-1',
      }).reason,
    ).toBe('user');
    const bound = { ...operatingStatus, unique_id_key_hash: 'a'.repeat(64) };
    expect(consultModeOf({ accountStatus: bound, idSession: null })).toEqual({
      consult: true,
      reason: 'device',
    });
    expect(consultModeOf({ accountStatus: bound, idSession: 'session-1' }).consult).toBe(false);
    expect(consultModeOf({ accountStatus: null, idSession: null })).toEqual({
      consult: true,
      reason: 'account',
    });
  });
});

function SessionProbe() {
  const { session, startSession } = useSession();
  return (
    <>
      <p>conta: {session.accountStatus?.account_id ?? 'nenhuma'}</p>
      <button type="button" onClick={() => startSession(loginAnswer())}>
        entrar
      </button>
    </>
  );
}

describe('SessionProvider', () => {
  it('follows storage changes made outside React (the api-client clearing it on a 401)', async () => {
    const store = observableStore(window.localStorage, window);
    render(
      <SessionProvider store={store}>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(screen.getByText('conta: nenhuma')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'entrar' }));
    expect(screen.getByText(`conta: ${ACCOUNT_ID}`)).toBeInTheDocument();
    expect(createTypedStorage(window.localStorage).get('DEVICE_KEY')).toMatch(/^[0-9a-f-]{36}$/);
    act(() => clearSession(store));
    expect(screen.getByText('conta: nenhuma')).toBeInTheDocument();
  });
});

function StateProbe() {
  const { state, dispatch } = useClientState();
  return (
    <>
      <output aria-label="estado">{JSON.stringify(state)}</output>
      <button type="button" onClick={() => dispatch(setBalanceFrom({ balance: 1234 }))}>
        saldo
      </button>
      <button type="button" onClick={() => dispatch(setBalanceFrom(null))}>
        saldo nulo
      </button>
      <button type="button" onClick={() => dispatch({ type: 'toggleShowBalance' })}>
        mostrar
      </button>
      <button type="button" onClick={() => dispatch(setField('keyPix', 'maria@ipe.dev'))}>
        chave
      </button>
      <button type="button" onClick={() => dispatch(clearField('keyPix'))}>
        limpar chave
      </button>
    </>
  );
}

describe('ClientStateProvider (SPEC §3/§4)', () => {
  it('starts with the spec values and applies the set/clear semantics', async () => {
    const user = userEvent.setup();
    render(
      <ClientStateProvider>
        <StateProbe />
      </ClientStateProvider>,
    );
    const read = () => JSON.parse(screen.getByLabelText('estado').textContent ?? '{}');
    expect(read()).toEqual(INITIAL_CLIENT_STATE);
    await user.click(screen.getByRole('button', { name: 'saldo' }));
    expect(read().balance).toBe(1234);
    // The null fallback of the balance call leaves the balance as it was.
    await user.click(screen.getByRole('button', { name: 'saldo nulo' }));
    expect(read().balance).toBe(1234);
    await user.click(screen.getByRole('button', { name: 'mostrar' }));
    expect(read().isShowBalance).toBe(true);
    await user.click(screen.getByRole('button', { name: 'chave' }));
    expect(read().keyPix).toBe('maria@ipe.dev');
    await user.click(screen.getByRole('button', { name: 'limpar chave' }));
    expect(read().keyPix).toBe('');
  });
});
