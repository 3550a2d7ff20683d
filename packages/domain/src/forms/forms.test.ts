import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { newPasswordField, newPinField, pixKeyField } from './fields';
import { emailField } from './text';
import { isFieldErrorCode } from './fieldErrors';
import {
  changeAddressRequest,
  changeNameRequest,
  pixBankDataRecipient,
  pixKeyRequest,
  pixPaymentDetails,
  staticPixCodeRequest,
} from './requests';

/** The field → code map a refusal becomes (what the server sends as `fields`). */
function codesOf(schema: Parameters<typeof safeParse>[0], value: unknown) {
  const result = safeParse(schema, value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const address = {
  billing_address_logradouro: '  Praça   da Sé ',
  billing_address_numero: 's/n',
  billing_address_complemento: '  ',
  billing_address_bairro: 'Sé',
  billing_address_cidade: 'São Paulo',
  billing_address_estado: 'sp',
  billing_address_cep: '01001-000',
};

describe('shared request schemas', () => {
  it('tidy what people type: spaces, case, the CEP digits, an empty complement', () => {
    expect(safeParse(changeAddressRequest, address)).toEqual({
      success: true,
      data: {
        billing_address_logradouro: 'Praça da Sé',
        billing_address_numero: 's/n',
        billing_address_complemento: null,
        billing_address_bairro: 'Sé',
        billing_address_cidade: 'São Paulo',
        billing_address_estado: 'SP',
        billing_address_cep: '01001000',
      },
    });
  });

  it('refuse each field with its own code, never a sentence', () => {
    expect(
      codesOf(changeAddressRequest, {
        ...address,
        billing_address_numero: 'dez',
        billing_address_estado: 'XX',
        billing_address_cep: '123',
        billing_address_cidade: ' ',
        billing_address_complemento: 'x'.repeat(61),
      }),
    ).toEqual({
      billing_address_numero: 'STREET_NUMBER_INVALID',
      billing_address_estado: 'STATE_INVALID',
      billing_address_cep: 'CEP_INVALID',
      billing_address_cidade: 'CITY_REQUIRED',
      billing_address_complemento: 'TOO_LONG',
    });
    expect(codesOf(changeNameRequest, {})).toEqual({ name: 'REQUIRED' });
    expect(codesOf(changeNameRequest, { name: ' a ' })).toEqual({ name: 'NAME_TOO_SHORT' });
    expect(codesOf(changeNameRequest, { name: 'Loja <b>' })).toEqual({ name: 'NAME_CHARACTERS' });
    expect(codesOf(changeNameRequest, { name: 'x'.repeat(61) })).toEqual({ name: 'TOO_LONG' });
  });

  it('apply the password and PIN rules of @ipe/domain', () => {
    expect(codesOf(newPasswordField, 'curta1')).toEqual({ '': 'PASSWORD_TOO_SHORT' });
    expect(codesOf(newPasswordField, 'sónumeros')).toEqual({
      '': 'PASSWORD_NEEDS_LETTER_AND_DIGIT',
    });
    expect(codesOf(newPinField, '1111')).toEqual({ '': 'PIN_ALL_SAME_DIGIT' });
    expect(codesOf(newPinField, '12a4')).toEqual({ '': 'PIN_NOT_FOUR_DIGITS' });
    expect(codesOf(emailField, ' Maria@Exemplo.COM ')).toEqual({});
    expect(codesOf(emailField, 'maria@')).toEqual({ '': 'EMAIL_INVALID' });
  });

  it('read a Pix key into the DICT format, or refuse it with parsePixKey’s reason', () => {
    expect(safeParse(pixKeyField, '529.982.247-25')).toEqual({
      success: true,
      data: { type: 'cpf', key: '52998224725' },
    });
    expect(codesOf(pixKeyField, 'fulano@')).toEqual({ '': 'PIX_KEY_EMAIL_INVALID' });
    expect(codesOf(pixKeyField, '')).toEqual({ '': 'REQUIRED' });
  });

  it('read a key to register as its kind only, e-mail and phone with their code', () => {
    expect(codesOf(pixKeyRequest, { key_type: 'evp' })).toEqual({});
    expect(codesOf(pixKeyRequest, { key_type: 'phone', key: '52998224725' })).toEqual({
      key: 'PIX_KEY_PHONE_INVALID',
      code: 'REQUIRED',
    });
    expect(
      codesOf(pixKeyRequest, {
        key_type: 'email',
        key: 'Maria@Ipe.dev',
        confirmation_id: 'c1',
        code: '123456',
      }),
    ).toEqual({});
  });

  it('keep a fixed QR Code’s message within what fits beside its key', () => {
    const longKey = `${'a'.repeat(60)}@ipe.dev`;
    expect(codesOf(staticPixCodeRequest, { key: longKey, description: 'Obrigado' })).toEqual({
      description: 'TOO_LONG',
    });
    expect(
      codesOf(staticPixCodeRequest, { key: '52998224725', description: 'Obrigado pela compra' }),
    ).toEqual({});
  });

  it('take a Pix payment’s amount in centavos and a message of at most 140 characters', () => {
    expect(safeParse(pixPaymentDetails, { amount_cents: 1, description: '  pão  ' })).toEqual({
      success: true,
      data: { amount_cents: 1, description: 'pão' },
    });
    expect(safeParse(pixPaymentDetails, { amount_cents: 500, description: '   ' }).data).toEqual({
      amount_cents: 500,
    });
    for (const amount of [0, -1, 1.5, '10', Number.MAX_SAFE_INTEGER + 1]) {
      expect(codesOf(pixPaymentDetails, { amount_cents: amount })).toEqual({
        amount_cents: 'AMOUNT_INVALID',
      });
    }
    expect(codesOf(pixPaymentDetails, { amount_cents: 1, description: 'x'.repeat(141) })).toEqual({
      description: 'TOO_LONG',
    });
  });

  it('read bank data: four-digit branch, account with its digit, a valid CPF or CNPJ', () => {
    const data = {
      ispb: '60701190',
      branch: '0421',
      account: '9876-5',
      account_type: 'checking',
      document: '871.234.560-17',
    };
    expect(safeParse(pixBankDataRecipient, data).data).toEqual({
      ...data,
      account: '98765',
      document: '87123456017',
    });
    expect(
      codesOf(pixBankDataRecipient, {
        ...data,
        branch: '421',
        account: '98-765',
        account_type: 'current',
        document: '871.234.560-18',
      }),
    ).toEqual({
      branch: 'BRANCH_INVALID',
      account: 'ACCOUNT_NUMBER_INVALID',
      account_type: 'REQUIRED',
      document: 'DOCUMENT_INVALID',
    });
    expect(
      safeParse(pixBankDataRecipient, { ...data, document: '12.ABC.345/01DE-35' }).success,
    ).toBe(true);
  });

  it('only ever refuse with codes from the catalogue', () => {
    const samples = [
      codesOf(changeAddressRequest, {}),
      codesOf(changeNameRequest, { name: 5 }),
      codesOf(emailField, ''),
    ];
    for (const codes of samples) {
      for (const code of Object.values(codes))
        expect(isFieldErrorCode(code), String(code)).toBe(true);
    }
  });
});
