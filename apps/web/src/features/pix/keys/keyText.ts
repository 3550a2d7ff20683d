import type { TFunction } from 'i18next';
import { formatCnpj, formatCpf, formatPhone } from '@ipe/domain';
import type { PixKey } from '../../../app/api/types';

/** A key as people read it: documents and phones with their punctuation, the others as stored. */
export function keyText(type: PixKey['key_type'], key: string): string {
  if (type === 'cpf') return formatCpf(key);
  if (type === 'cnpj') return formatCnpj(key);
  if (type === 'phone') return formatPhone(key) ?? key;
  return key;
}

/** A key with its type, as every Pix screen names one: "Celular · (21) 99876-5432". */
export function typedKeyText(t: TFunction<'pix'>, type: PixKey['key_type'], key: string): string {
  return `${t(`keyTypes.${type}`)} · ${keyText(type, key)}`;
}
