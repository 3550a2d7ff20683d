import type { Cents } from '../money/cents';

/** A payment service provider of the participant list (DESIGN §4). */
export interface PspParticipant {
  name: string;
  ispb: string;
  code?: string | null;
}

/** Bank data tied to a Pix key (shape given by the DICT lookup; empty object when none). */
export type KeyBankData = Record<string, unknown>;

/** The shared client state of SPEC §3. */
export interface ClientState {
  /** Integer centavos (DESIGN §3). */
  balance: Cents;
  isShowBalance: boolean;
  checkHealth: { onError: boolean };
  /** Pix copy-and-paste code. */
  copyPaste: string;
  typeTransactionPix: string;
  keyBankData: KeyBankData;
  keyPix: string;
  pspList: { data: PspParticipant[]; updateAt: string };
  refundPix: Record<string, unknown>;
}

/** A fresh copy of the start values of SPEC §3 (fresh so no caller can mutate the shared one). */
export function createInitialClientState(): ClientState {
  return {
    balance: 0,
    isShowBalance: false,
    checkHealth: { onError: false },
    copyPaste: '',
    typeTransactionPix: '',
    keyBankData: {},
    keyPix: '',
    pspList: { data: [], updateAt: '' },
    refundPix: {},
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The start values of SPEC §3, frozen. */
export const INITIAL_CLIENT_STATE: Readonly<ClientState> = deepFreeze(createInitialClientState());
