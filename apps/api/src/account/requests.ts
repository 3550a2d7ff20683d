import { BRAZILIAN_STATES, normalizeCep } from '@ipe/domain';
import { z } from 'zod';

const text = (min: number, max: number, required: string, tooLong: string) =>
  z
    .string(required)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(min, required).max(max, tooLong));

/** POST …/changename: the name shown for the account. */
export const changeNameBody = z
  .object({
    name: text(
      2,
      60,
      'Informe um nome com pelo menos 2 letras.',
      'Use no máximo 60 caracteres.',
    ).pipe(
      z
        .string()
        .regex(/^[\p{L}\p{M}0-9 .,'&-]+$/u, "Use apenas letras, números, espaços e . , ' & -"),
    ),
  })
  .meta({ id: 'ChangeNameRequest' });

/** POST …/changeaddress: the billing_address_* fields of SPEC §3, each validated. */
export const changeAddressBody = z
  .object({
    billing_address_logradouro: text(
      3,
      120,
      'Informe o logradouro (rua, avenida…).',
      'Use no máximo 120 caracteres.',
    ),
    billing_address_numero: text(
      1,
      10,
      'Informe o número (ou S/N).',
      'Use no máximo 10 caracteres.',
    ).pipe(z.string().regex(/^(\d{1,6}[A-Za-z]?|S\/?N)$/i, 'Informe o número (ou S/N).')),
    billing_address_complemento: z
      .string()
      .nullish()
      .transform((value) => value?.trim().replace(/\s+/g, ' ') || null)
      .pipe(z.string().max(60, 'Use no máximo 60 caracteres.').nullable()),
    billing_address_bairro: text(2, 60, 'Informe o bairro.', 'Use no máximo 60 caracteres.'),
    billing_address_cidade: text(2, 60, 'Informe a cidade.', 'Use no máximo 60 caracteres.'),
    billing_address_estado: z
      .string('Informe a UF com 2 letras, ex. SP.')
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.enum(BRAZILIAN_STATES, 'Informe a UF com 2 letras, ex. SP.')),
    billing_address_cep: z.string('Informe o CEP.').transform((value, issue) => {
      const cep = normalizeCep(value);
      if (cep === null) {
        issue.addIssue({ code: 'custom', message: 'CEP inválido. Use 8 dígitos, ex. 01310-100.' });
        return z.NEVER;
      }
      return cep;
    }),
  })
  .meta({ id: 'ChangeAddressRequest' });

export const FEE_TYPES = ['pix', 'ted', 'boleto', 'saque', 'cartao', 'conta'] as const;

export const feesQuery = z.object({
  type: z
    .enum(FEE_TYPES, 'Tipo de tarifa inválido.')
    .optional()
    .describe('Filtra por tipo de tarifa'),
});
