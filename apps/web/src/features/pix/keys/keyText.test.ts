import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { PIX_TEXTS } from '../texts';
import { typedKeyText } from './keyText';

const keyTypes = PIX_TEXTS.ptBR.keyTypes as Record<string, string>;
const t = ((key: string) => keyTypes[key.replace('keyTypes.', '')] ?? key) as TFunction<'pix'>;

describe('typedKeyText', () => {
  it('names a key with its type, documents and phones punctuated as people read them', () => {
    expect(typedKeyText(t, 'phone', '+5521998765432')).toBe('Celular · (21) 99876-5432');
    expect(typedKeyText(t, 'cpf', '52998224725')).toBe('CPF · 529.982.247-25');
    expect(typedKeyText(t, 'cnpj', '11222333000181')).toBe('CNPJ · 11.222.333/0001-81');
    expect(typedKeyText(t, 'email', 'carlos@ipe.dev')).toBe('E-mail · carlos@ipe.dev');
  });
});
