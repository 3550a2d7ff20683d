import { formatBrCodeAmount, toSaoPauloDate } from '@ipe/domain';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { IPE_PARTICIPANT } from '../interbank';
import {
  chargeBoleto,
  chargeBrCode,
  chargePayload,
  isExpired,
  payableUntil,
  type PixCharge,
} from './charges';
import { pixChargePayload } from './schemas';

/**
 * A charge as its issuer reads it, in the account's routes and in the Pix API alike: the
 * central bank's payload (`cob` or `cobv`, as its location answers it today) with its code,
 * whether it can still be paid, the Pix that paid it and, for a charge with due date, its boleto.
 */
/** A boleto payer's address as printed (what the issuer typed, or the CEP lookup filled). */
export const payerAddress = z
  .object({
    cep: z.string(),
    street: z.string(),
    number: z.string().nullable(),
    complement: z.string().nullable(),
    district: z.string().nullable(),
    city: z.string(),
    state: z.string(),
  })
  .meta({ id: 'PayerAddress' });

export const pixCharge = pixChargePayload
  .extend({
    solicitacaoPagador: z.string().nullable(),
    chave: z.string().nullable().describe('null: um boleto emitido sem chave Pix (sem QR Code)'),
    loc: z.object({ location: z.string(), tipoCob: z.enum(['cob', 'cobv']) }),
    location: z.string(),
    pixCopiaECola: z.string().nullable().describe('null num boleto sem chave Pix'),
    expirada: z.boolean().describe('ATIVA, mas já não pode ser paga'),
    pagavelAte: z.string().nullable().describe('O último instante em que pode ser paga'),
    boleto: z
      .object({
        linhaDigitavel: z.string().describe('47 dígitos, sem separadores'),
        codigoDeBarras: z.string().describe('44 dígitos (ITF)'),
        identificador: z
          .string()
          .describe('Da página pública do boleto, /boleto/{identificador}: quem tem o link vê'),
        enderecoPagador: payerAddress.nullable().describe('Como o boleto imprime o pagador'),
        instrucoes: z.string().nullable().describe('Instruções livres de quem emitiu'),
      })
      .nullable()
      .describe('cobv: o boleto com Pix'),
    pix: z
      .array(
        z.object({
          endToEndId: z.string(),
          valor: z.string(),
          horario: z.string(),
        }),
      )
      .describe('O Pix que pagou a cobrança'),
  })
  .meta({ id: 'PixCharge' });

export type PixChargeView = z.infer<typeof pixCharge>;

const mapBoleto = (charge: PixCharge) => {
  const boleto = chargeBoleto(charge);
  return (
    boleto && {
      linhaDigitavel: boleto.line,
      codigoDeBarras: boleto.barcode,
      identificador: charge.due!.publicId,
      enderecoPagador: charge.payerAddress,
      instrucoes: charge.instructions,
    }
  );
};

function chargeView(charge: PixCharge, holder: string, now: Date): PixChargeView {
  const payload = chargePayload(charge, toSaoPauloDate(now));
  return {
    ...payload,
    solicitacaoPagador: charge.description,
    chave: charge.key,
    loc: { location: charge.location, tipoCob: charge.kind },
    location: charge.location,
    pixCopiaECola: chargeBrCode(charge, holder),
    expirada: charge.status === 'ATIVA' && isExpired(charge, now),
    pagavelAte: payableUntil(charge)?.toISOString() ?? null,
    boleto: mapBoleto(charge),
    pix: charge.paid?.endToEndId
      ? [
          {
            endToEndId: charge.paid.endToEndId,
            valor: formatBrCodeAmount(charge.paid.amount),
            horario: charge.paid.at.toISOString(),
          },
        ]
      : [],
  };
}

/** Charges of an account as answered; its holder (the code's name) is read once for all. */
export async function chargeViewsOf(
  ctx: Pick<AppContext, 'accounts' | 'db' | 'clock'>,
  accountId: string,
  charges: PixCharge[],
): Promise<PixChargeView[]> {
  const holder =
    (await ctx.accounts.byId(ctx.db, accountId))?.holderName ?? IPE_PARTICIPANT.shortName;
  const now = ctx.clock.now();
  return charges.map((charge) => chargeView(charge, holder, now));
}
