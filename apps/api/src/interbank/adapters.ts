import type { AccountType, CalendarDate, Cents, DueChargeTerms, PixKeyType } from '@ipe/domain';
import type { JSONWebKeySet } from 'jose';
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
  /** The charge this pays (a BR Code's txid), so the receiving participant can mark it paid. */
  txid?: string;
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

/**
 * A charge as its location answers it: the central bank's Pix API `cob` payload (the fields a payer
 * needs), signed by the issuing participant as a JWS.
 */
interface ChargePayloadCommon {
  txid: string;
  revisao: number;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  chave: string;
  solicitacaoPagador?: string;
  infoAdicionais?: Array<{ nome: string; valor: string }>;
  devedor?: { cpf?: string; cnpj?: string; nome: string };
}

/** A share as the API writes it: `modalidade` (1 amount, 2 percent; interest 3 = % a month). */
interface ChargeShare {
  modalidade: number;
  valorPerc: string;
}

/**
 * An immediate charge (`cob`): `original` in reais with a dot ('12.34'); `modalidadeAlteracao`
 * 1 lets the payer change it.
 */
export interface ImmediateChargePayload extends ChargePayloadCommon {
  calendario: { criacao: string; apresentacao: string; expiracao: number };
  valor: { original: string; modalidadeAlteracao?: 0 | 1 };
}

/** A charge with due date (`cobv`): `final` is what it asks on the day the payer's bank named. */
export interface DueChargePayload extends ChargePayloadCommon {
  calendario: {
    criacao: string;
    apresentacao: string;
    dataDeVencimento: string;
    validadeAposVencimento: number;
  };
  devedor: {
    cpf?: string;
    cnpj?: string;
    nome: string;
    logradouro?: string;
    cidade?: string;
    uf?: string;
    cep?: string;
  };
  valor: {
    original: string;
    multa?: ChargeShare;
    juros?: ChargeShare;
    abatimento?: ChargeShare;
    desconto?: { modalidade: number; descontoDataFixa: Array<{ data: string; valorPerc: string }> };
    final: string;
  };
}

export type PixChargePayload = ImmediateChargePayload | DueChargePayload;

/** The locations of dynamic BR Codes (field 26-25), at the participants that issued them. */
export interface ChargeLocations {
  /**
   * The JWS the location answers (compact serialisation), or null when nothing is there. A
   * charge with due date answers what it asks on `payDate` (today in São Paulo when absent).
   */
  fetch(location: string, payDate?: string): Promise<string | null>;
  /**
   * The participant serving a location and its published signing keys, or null when no known
   * participant serves it (then nothing it signs can be trusted).
   */
  issuerOf(location: string): Promise<{ ispb: string; keys: JSONWebKeySet } | null>;
}

/** A dynamic charge the simulator issued: its BR Code and where its payload lives. */
export interface IssuedCharge {
  brCode: string;
  location: string;
  txid: string;
}

/**
 * A bill as the interbank registry knows it (CIP/Nuclea's role: every boleto is registered there
 * by its issuing bank, and a paying bank asks it before paying). Bank boletos carry their terms,
 * so the amount due on a day is @ipe/domain's amountDue; a utility or tax bill (collection) asks
 * its face value.
 */
export interface RegisteredBoleto {
  barcode: string;
  kind: 'bank' | 'collection';
  beneficiary: { name: string; document: string };
  /** Who the bill is addressed to (a collection bill names no one). */
  payer: { name: string; document: string } | null;
  /** The face value and, for a bank boleto, its due date, fine, interest, discount, abatement. */
  amount: Cents;
  terms: DueChargeTerms | null;
  status: 'open' | 'paid' | 'cancelled';
}

/** The payment of a bill a paying bank reports to the registry (its baixa). */
export interface BoletoSettlement {
  /** The paying bank's id for the payment: a resent report gets the first answer. */
  paymentId: string;
  barcode: string;
  amount: Cents;
  /** The business day it is paid on. */
  payDate: CalendarDate;
}

/**
 * Why the registry refused a payment it was told of: paid meanwhile elsewhere, no longer payable,
 * an amount other than it asks, or no answer in time. The paying bank gives the money back.
 */
export type BoletoRejection = 'ALREADY_PAID' | 'EXPIRED' | 'AMOUNT_DIFFERS' | 'TIMEOUT';

export interface BoletoRegistry {
  /** The bill a barcode names, or null when no bank registered it. */
  lookup(barcode: string): Promise<RegisteredBoleto | null>;
  /** Reports a payment; the registry accepts it once per bill. */
  settle(
    settlement: BoletoSettlement,
  ): Promise<{ accepted: true } | { accepted: false; reason: BoletoRejection }>;
  /** Open bills addressed to a CPF or CNPJ (DDA, Débito Direto Autorizado). */
  billsOf(document: string): Promise<RegisteredBoleto[]>;
}

/** What an operator can do in the simulated world (the admin routes and the tests). */
export interface SimulatorControls {
  /**
   * A simulated customer of another bank issues an immediate charge. `tampered` serves a payload
   * altered after signing, as a forger would.
   */
  issueCharge(input: {
    payee: SimulatedPayee;
    amount: Cents;
    expiresInSeconds: number;
    description?: string | undefined;
    tampered?: boolean;
  }): Promise<IssuedCharge>;
  /**
   * Another bank registers a boleto (bank: a due date and terms) or a utility bill (collection);
   * answers its barcode. `paid` registers one already paid.
   */
  registerBoleto(input: {
    kind: 'bank' | 'collection';
    beneficiary: { name: string; document: string };
    payer?: { name: string; document: string };
    amount: Cents;
    terms?: Omit<DueChargeTerms, 'amount'>;
    status?: RegisteredBoleto['status'];
  }): Promise<{ barcode: string }>;
}

/** A simulated holder, as the charge names it: its account and the key it receives by. */
export interface SimulatedPayee {
  ispb: string;
  name: string;
  key: string;
}

/** The interbank world as the app's services see it: the participants, the DICT and the SPI. */
export interface Interbank {
  participants: ParticipantList;
  dict: Dict;
  spi: Spi;
  locations: ChargeLocations;
  /** Boletos and utility bills of other banks (the interbank registry). */
  boletos: BoletoRegistry;
  /** Present while the world is the in-process simulator. */
  simulator?: SimulatorControls;
}
