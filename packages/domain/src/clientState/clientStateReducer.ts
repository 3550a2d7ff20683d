import { isCents } from '../money/cents';
import { createInitialClientState, type ClientState } from './clientState';

/** The fields SPEC §4 lets the app clear. */
export type ClearableField = 'copyPaste' | 'typeTransactionPix' | 'keyBankData' | 'keyPix';

export type SetFieldAction = {
  [K in keyof ClientState]: { type: 'set'; field: K; value: ClientState[K] };
}[keyof ClientState];

export type ClientStateAction =
  | SetFieldAction
  | { type: 'clear'; field: ClearableField }
  | { type: 'setBalance'; payload: unknown }
  | { type: 'toggleShowBalance' }
  | { type: 'reset' };

/** Sets any field of the shared state (SPEC §4: each field can be set). */
export function setField<K extends keyof ClientState>(
  field: K,
  value: ClientState[K],
): ClientStateAction {
  return { type: 'set', field, value } as SetFieldAction;
}

/** Clears copyPaste, typeTransactionPix, keyBankData or keyPix back to empty. */
export function clearField(field: ClearableField): ClientStateAction {
  return { type: 'clear', field };
}

/** Sets the balance from the `balance` property of an answer's payload (SPEC §4). */
export function setBalanceFrom(payload: unknown): ClientStateAction {
  return { type: 'setBalance', payload };
}

/** The balance a payload carries, or undefined when it carries no whole number of centavos. */
function balanceOf(payload: unknown): number | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const balance = (payload as { balance?: unknown }).balance;
  return isCents(balance) ? balance : undefined;
}

/**
 * Pure reducer of the shared client state: returns a new state, never mutates.
 * A balance payload without an integer `balance` (e.g. the null fallback of SPEC §7) leaves the
 * balance as it was: showing R$ 0,00 for "unknown" would be a lie. The same balance read again
 * is the same state: React then renders none of the screens that read it (home sets the balance
 * on every visit, docs/architecture/performance.md).
 */
export function clientStateReducer(state: ClientState, action: ClientStateAction): ClientState {
  switch (action.type) {
    case 'set':
      return { ...state, [action.field]: action.value };
    case 'clear':
      return { ...state, [action.field]: createInitialClientState()[action.field] };
    case 'setBalance': {
      const balance = balanceOf(action.payload);
      return balance === undefined || balance === state.balance ? state : { ...state, balance };
    }
    case 'toggleShowBalance':
      return { ...state, isShowBalance: !state.isShowBalance };
    case 'reset':
      return createInitialClientState();
  }
}
