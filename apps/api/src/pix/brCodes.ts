import {
  parsePixKey,
  readBrCodeAmount,
  toSaoPauloDate,
  type BrCode,
  type Cents,
} from '@ipe/domain';
import { compactVerify, createLocalJWKSet } from 'jose';
import type { AppContext } from '../appContext';
import { BankError } from '../errors';
import { type Payee, payeeByKey } from './payees';
import { pixChargePayload } from './schemas';

/**
 * What a Pix code asks the payer to pay, as this bank trusts it (docs/architecture/pix-payments.md,
 * "Copy and paste"): a static code says it all itself (its CRC was checked by the parser); a
 * dynamic code names a location whose charge, signed by the issuing participant, is the truth.
 */
export interface BrCodeTerms {
  kind: 'static' | 'dynamic';
  payee: Payee;
  /** What the code or its charge asks; null when it leaves the amount to the payer. */
  amount: Cents | null;
  /** The payer may pay another amount (no amount in the code, or a charge that allows it). */
  amountEditable: boolean;
  txid: string | null;
  /** The receiver's message to the payer (a static code's 26-02, a charge's solicitacaoPagador). */
  description: string | null;
  /** A charge's end of validity; static codes do not expire. */
  expiresAt: Date | null;
}

type BrCodeContext = Pick<AppContext, 'db' | 'accounts' | 'interbank' | 'clock'>;

const notTrusted = () => new BankError('PIX_CHARGE_NOT_TRUSTED');

/** A dynamic code's charge: fetched, its signature checked against its issuer's keys, read. */
async function chargeAt(ctx: BrCodeContext, location: string) {
  const issuer = await ctx.interbank.locations.issuerOf(location);
  // Nobody we know serves it: whatever it says is unsigned as far as we can tell.
  if (!issuer) throw notTrusted();
  // A charge with due date answers what it asks today (the DPP a payer's bank sends).
  const jws = await ctx.interbank.locations.fetch(location, toSaoPauloDate(ctx.clock.now()));
  if (jws === null) throw new BankError('PIX_CHARGE_NOT_FOUND');
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(jws, createLocalJWKSet(issuer.keys), {
      algorithms: ['ES256', 'PS256', 'RS256'],
    }));
  } catch {
    throw notTrusted();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    throw notTrusted();
  }
  const charge = pixChargePayload.safeParse(parsed);
  if (!charge.success) throw notTrusted();
  return { ispb: issuer.ispb, charge: charge.data };
}

/** What a parsed code asks; refusals as codes (PIX_KEY_NOT_FOUND, PIX_CHARGE_*). */
export async function readBrCodeTerms(ctx: BrCodeContext, code: BrCode): Promise<BrCodeTerms> {
  if (code.pointOfInitiation === 'static') {
    return {
      kind: 'static',
      payee: await payeeByKey(ctx, code.keyType!, code.key!),
      amount: code.amountCents ?? null,
      amountEditable: code.amountCents === undefined,
      txid: code.txid ?? null,
      description: code.description ?? null,
      expiresAt: null,
    };
  }

  const { ispb, charge } = await chargeAt(ctx, code.url!);
  if (charge.status === 'CONCLUIDA') throw new BankError('PIX_CHARGE_ALREADY_PAID');
  if (charge.status !== 'ATIVA') throw new BankError('PIX_CHARGE_NOT_FOUND');
  const { calendario, valor } = charge;
  // A charge with due date is read again on the day it is paid: no instant ends it, but past
  // its validity it asks nothing ('0.00').
  let expiresAt: Date | null = null;
  let asked: string;
  if (calendario.expiracao !== undefined) {
    expiresAt = new Date(new Date(calendario.criacao).getTime() + calendario.expiracao * 1000);
    if (ctx.clock.now() >= expiresAt) throw new BankError('PIX_CHARGE_EXPIRED');
    asked = valor.original;
  } else if (calendario.dataDeVencimento !== undefined && valor.final !== undefined) {
    if (valor.final === '0.00') throw new BankError('PIX_CHARGE_EXPIRED');
    asked = valor.final;
  } else {
    throw notTrusted();
  }
  const key = parsePixKey(charge.chave);
  const amount = readBrCodeAmount(asked);
  if (!key.ok || amount === null) throw notTrusted();
  const payee = await payeeByKey(ctx, key.type, key.key);
  // A charge can only ask for money into an account at the participant that signed it.
  if (payee.ispb !== ispb) throw notTrusted();
  return {
    kind: 'dynamic',
    payee,
    amount,
    amountEditable: valor.modalidadeAlteracao === 1,
    txid: charge.txid,
    description: charge.solicitacaoPagador ?? null,
    expiresAt,
  };
}
