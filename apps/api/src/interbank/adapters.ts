import type { AccountType, PixKeyType } from '@ipe/domain';
import type { ParticipantList } from './participants';

/*
 * The interbank world behind two interfaces, as the central bank splits it: the DICT (who holds a
 * Pix key, and where) and the SPI (settling a payment with another participant). One
 * implementation today, the in-process simulator (simulator.ts); a real connection would be a
 * second one (docs/decisions/0008-interbank-adapters.md).
 */

export type { AccountType };

/** An account at a participant, as the DICT answers for a key. */
export interface DictEntry {
  keyType: PixKeyType;
  key: string;
  ispb: string;
  branch: string;
  account: string;
  accountType: AccountType;
  holder: { name: string; document: string; kind: 'person' | 'company' };
}

export interface Dict {
  /** The account a key points to, or null when no participant registered it. */
  lookup(keyType: PixKeyType, key: string): Promise<DictEntry | null>;
}

/** A payment leaving this bank for another participant (pacs.008, in short). */
export interface SpiOrder {
  endToEndId: string;
  amount: number;
  payee: { ispb: string; branch: string; account: string; document: string };
}

/**
 * Why the receiving participant or the SPI refused (ISO 20022 reasons): the account is closed
 * (AC03), the document does not match the account's holder (BE01), or no answer in time (AB03).
 */
export type SpiRejection = 'ACCOUNT_CLOSED' | 'WRONG_DOCUMENT' | 'TIMEOUT';

export type SpiOutcome = { accepted: true } | { accepted: false; reason: SpiRejection };

export interface Spi {
  /** Sends the payment and waits for the receiving participant's answer. */
  settle(order: SpiOrder): Promise<SpiOutcome>;
}

/** The interbank world as the app's services see it: the participants, the DICT and the SPI. */
export interface Interbank {
  participants: ParticipantList;
  dict: Dict;
  spi: Spi;
}
