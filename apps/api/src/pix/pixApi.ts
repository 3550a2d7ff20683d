import {
  checkDueChargeRequest,
  holderDocumentField,
  isFieldErrorCode,
  pixChargeRequest,
  pixDueChargeRequest,
  readBrCodeAmount,
  type FieldErrorCode,
} from '@ipe/domain';
import { z } from 'zod';
import { BankError } from '../errors';
import { dueChargeOf, type NewCharge, type NewDueCharge } from './charges';
import type { DueChargePayload, ImmediateChargePayload, PixChargePayload } from '../interbank';

/*
 * The Pix API's bodies (docs/architecture/pix-api.md): the central bank's `cob` and `cobv`
 * requests, read into this bank's own charge requests and checked by the same @ipe/domain rules
 * the app's forms and routes use. A refusal names the field as the caller wrote it
 * (`valor.original`), with the same field codes.
 */

/** Reais with a dot and two decimals, as the API writes amounts and percentages ('12.34'). */
export const reais = z.string().regex(/^\d{1,12}\.\d{2}$/, 'INVALID');

const devedor = z.object({
  cpf: z.string().optional(),
  cnpj: z.string().optional(),
  nome: z.string(),
});

/** A `cobv`'s devedor may also say where the payer is, as the boleto prints it. */
const cobvDevedor = devedor.extend({
  logradouro: z.string().optional(),
  cidade: z.string().optional(),
  uf: z.string().optional(),
  cep: z.string().optional(),
});

const infoAdicionais = z
  .array(z.object({ nome: z.string().min(1).max(50), valor: z.string().min(1).max(200) }))
  .max(50);

const common = {
  // The Pix API always charges into a key (a boleto without Pix is issued in the app only).
  chave: z.string().min(1),
  solicitacaoPagador: z.string().optional(),
  infoAdicionais: infoAdicionais.optional(),
};

/** `PUT /cob/{txid}`: an immediate charge. */
export const cobRequest = z
  .object({
    calendario: z.object({ expiracao: z.number().int().optional() }).optional(),
    devedor: devedor.optional(),
    valor: z.object({
      original: reais,
      modalidadeAlteracao: z.union([z.literal(0), z.literal(1)]).optional(),
    }),
    ...common,
  })
  .meta({ id: 'PixApiCobRequest' });

/** What this bank reads of a charge with due date: the modalities @ipe/domain's amountDue knows. */
const cobvValor = z.object({
  original: reais,
  multa: z.object({ modalidade: z.literal(2), valorPerc: reais }).optional(),
  juros: z.object({ modalidade: z.literal(3), valorPerc: reais }).optional(),
  abatimento: z.object({ modalidade: z.literal(1), valorPerc: reais }).optional(),
  desconto: z
    .object({
      modalidade: z.literal(1),
      descontoDataFixa: z.array(z.object({ data: z.string(), valorPerc: reais })).length(1),
    })
    .optional(),
});

/** `PUT /cobv/{txid}`: a charge with due date (boleto with Pix). */
export const cobvRequest = z
  .object({
    calendario: z.object({
      dataDeVencimento: z.string(),
      validadeAposVencimento: z.number().int().optional(),
    }),
    devedor: cobvDevedor,
    valor: cobvValor,
    ...common,
  })
  .meta({ id: 'PixApiCobvRequest' });

const removal = {
  status: z
    .literal('REMOVIDA_PELO_USUARIO_RECEBEDOR')
    .optional()
    .describe('Remove a cobrança; os outros campos são ignorados'),
};

/** `PATCH /cob/{txid}`: what changes; each object given replaces the charge's (devedor whole). */
export const cobPatch = z
  .object({
    ...removal,
    calendario: cobRequest.shape.calendario,
    devedor: devedor.optional(),
    valor: cobRequest.shape.valor.partial().optional(),
    chave: z.string().optional(),
    solicitacaoPagador: z.string().optional(),
    infoAdicionais: infoAdicionais.optional(),
  })
  .meta({ id: 'PixApiCobPatch' });

/** `PATCH /cobv/{txid}`. */
export const cobvPatch = z
  .object({
    ...removal,
    calendario: cobvRequest.shape.calendario.partial().optional(),
    devedor: devedor.optional(),
    valor: cobvValor.partial().optional(),
    chave: z.string().optional(),
    solicitacaoPagador: z.string().optional(),
    infoAdicionais: infoAdicionais.optional(),
  })
  .meta({ id: 'PixApiCobvPatch' });

export type CobRequest = z.infer<typeof cobRequest>;
export type CobvRequest = z.infer<typeof cobvRequest>;

/** Where each of this bank's request fields is in the API's body. */
const COB_FIELDS: Record<string, string> = {
  key: 'chave',
  amount_cents: 'valor.original',
  amount_editable: 'valor.modalidadeAlteracao',
  expires_in: 'calendario.expiracao',
  description: 'solicitacaoPagador',
  payer_name: 'devedor.nome',
  payer_document: 'devedor',
};
const COBV_FIELDS: Record<string, string> = {
  ...COB_FIELDS,
  due_date: 'calendario.dataDeVencimento',
  validity_after_due_days: 'calendario.validadeAposVencimento',
  fine_bps: 'valor.multa.valorPerc',
  monthly_interest_bps: 'valor.juros.valorPerc',
  abatement_cents: 'valor.abatimento.valorPerc',
  discount_cents: 'valor.desconto.descontoDataFixa.0.valorPerc',
  discount_until: 'valor.desconto.descontoDataFixa.0.data',
  payer_cep: 'devedor.cep',
  payer_street: 'devedor.logradouro',
  payer_city: 'devedor.cidade',
  payer_state: 'devedor.uf',
};

/**
 * Runs what issues or revises a charge; the server's own refusals of a field (a key not the
 * account's, a due date past) name it as the API's caller wrote it.
 */
export async function inApiFieldNames<T>(kind: 'cob' | 'cobv', work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    const fields = error instanceof BankError ? error.extra.fields : undefined;
    if (!fields || typeof fields !== 'object') throw error;
    const names = kind === 'cob' ? COB_FIELDS : COBV_FIELDS;
    const renamed = Object.fromEntries(
      Object.entries(fields).map(([name, code]) => [names[name] ?? name, code]),
    );
    throw new BankError('VALIDATION_ERROR', { ...(error as BankError).extra, fields: renamed });
  }
}

/** Reads '12.34' as hundredths (centavos, or basis points for a percentage); -1 when unreadable. */
const hundredths = (text: string) => readBrCodeAmount(text) ?? -1;
const optionalHundredths = (text: string | undefined) =>
  text === undefined ? undefined : hundredths(text);

/** Runs a domain schema; its refusals become a 400 naming the API's fields. */
function checked<T>(schema: z.ZodType<T>, value: unknown, fields: Record<string, string>): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const refused: Record<string, FieldErrorCode> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? 'body');
    refused[fields[name] ?? name] ??= isFieldErrorCode(issue.message) ? issue.message : 'INVALID';
  }
  throw new BankError('VALIDATION_ERROR', { fields: refused });
}

const payerOf = (body: { devedor?: z.infer<typeof devedor> | undefined }) =>
  body.devedor && {
    payer_name: body.devedor.nome,
    payer_document: body.devedor.cpf ?? body.devedor.cnpj ?? '',
  };

const payerSchema = z.object({
  payer_name: z.string().trim().min(1, 'REQUIRED').max(200, 'TOO_LONG'),
  payer_document: holderDocumentField,
});

/** A `cob` body as this bank's immediate charge. */
export function readCob(
  body: CobRequest,
  target: { accountId: string; txid?: string | undefined },
): NewCharge {
  const request = checked(
    z.object(pixChargeRequest.shape),
    {
      key: body.chave,
      amount_cents: hundredths(body.valor.original),
      amount_editable: body.valor.modalidadeAlteracao === 1,
      expires_in: body.calendario?.expiracao,
      description: body.solicitacaoPagador,
    },
    COB_FIELDS,
  );
  const payer = body.devedor && checked(payerSchema, payerOf(body), COB_FIELDS);
  return {
    ...target,
    key: request.key,
    amount: request.amount_cents,
    amountEditable: request.amount_editable,
    expiresIn: request.expires_in,
    description: request.description,
    payer: payer && { name: payer.payer_name, document: payer.payer_document },
    additionalInfo: body.infoAdicionais,
  };
}

/** A `cobv` body as this bank's charge with due date. */
export function readCobv(
  body: CobvRequest,
  target: { accountId: string; txid?: string | undefined },
): NewDueCharge {
  const discount = body.valor.desconto?.descontoDataFixa[0];
  const request = checked(
    z.object(pixDueChargeRequest.shape).superRefine(checkDueChargeRequest),
    {
      key: body.chave,
      amount_cents: hundredths(body.valor.original),
      due_date: body.calendario.dataDeVencimento,
      validity_after_due_days: body.calendario.validadeAposVencimento,
      ...payerOf(body),
      fine_bps: optionalHundredths(body.valor.multa?.valorPerc),
      monthly_interest_bps: optionalHundredths(body.valor.juros?.valorPerc),
      abatement_cents: optionalHundredths(body.valor.abatimento?.valorPerc),
      discount_cents: optionalHundredths(discount?.valorPerc),
      discount_until: discount?.data,
      description: body.solicitacaoPagador,
      payer_cep: body.devedor.cep,
      payer_street: body.devedor.logradouro,
      payer_city: body.devedor.cidade,
      payer_state: body.devedor.uf,
    },
    COBV_FIELDS,
  );
  return dueChargeOf(request, { ...target, additionalInfo: body.infoAdicionais });
}

/** The body that would issue this charge again (its signed payload, less what the bank adds). */
export function requestOf(payload: PixChargePayload): CobRequest | CobvRequest {
  const common = {
    chave: payload.chave,
    ...(payload.solicitacaoPagador ? { solicitacaoPagador: payload.solicitacaoPagador } : {}),
    ...(payload.infoAdicionais ? { infoAdicionais: payload.infoAdicionais } : {}),
    ...(payload.devedor ? { devedor: payload.devedor } : {}),
  };
  if ('expiracao' in payload.calendario) {
    const { original, modalidadeAlteracao } = payload.valor as ImmediateChargePayload['valor'];
    return {
      ...common,
      calendario: { expiracao: payload.calendario.expiracao },
      valor: { original, modalidadeAlteracao },
    };
  }
  const due = payload as DueChargePayload;
  const { original, multa, juros, abatimento, desconto } = due.valor;
  return {
    ...common,
    devedor: due.devedor,
    calendario: {
      dataDeVencimento: due.calendario.dataDeVencimento,
      validadeAposVencimento: due.calendario.validadeAposVencimento,
    },
    valor: { original, multa, juros, abatimento, desconto } as CobvRequest['valor'],
  };
}

/** A PATCH over the charge's body: objects merge a level down, `devedor` and lists replace. */
export function patched<T extends CobRequest | CobvRequest>(current: T, patch: object): T {
  const merged: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined || name === 'status') continue;
    const before = merged[name];
    merged[name] =
      name !== 'devedor' && isPlainObject(value) && isPlainObject(before)
        ? { ...before, ...value }
        : value;
  }
  return merged as T;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
