import { describe, expect, it } from 'vitest';
import type { PostalAddress } from '../../api/types';
import { cepOutcome } from '../cepLookup';
import { addressFromCep, type AddressValues } from './addressFromCep';

const saoPaulo: AddressValues = {
  billing_address_cep: '01001000',
  billing_address_logradouro: 'Praça da Sé',
  billing_address_numero: '100',
  billing_address_complemento: 'Sala 2',
  billing_address_bairro: 'Sé',
  billing_address_cidade: 'São Paulo',
  billing_address_estado: 'SP',
};

describe('addressFromCep', () => {
  it('replaces the whole address with what the CEP knows', () => {
    const found: PostalAddress = {
      cep: '20271130',
      logradouro: 'Avenida Presidente Castelo Branco',
      bairro: 'Maracanã',
      cidade: 'Rio de Janeiro',
      estado: 'RJ',
      precision: 'address',
    };
    const values = addressFromCep(saoPaulo, found);
    expect(cepOutcome(found)).toBe('address');
    expect(values).toMatchObject({
      billing_address_logradouro: 'Avenida Presidente Castelo Branco',
      billing_address_numero: '',
      billing_address_complemento: '',
      billing_address_bairro: 'Maracanã',
      billing_address_cidade: 'Rio de Janeiro',
      billing_address_estado: 'RJ',
    });
  });

  it('20040-020, known by its city: no Praça da Sé left in Rio de Janeiro', () => {
    const found: PostalAddress = {
      cep: '20040020',
      logradouro: null,
      bairro: null,
      cidade: 'Rio de Janeiro',
      estado: 'RJ',
      precision: 'city',
    };
    const values = addressFromCep(saoPaulo, found);
    expect(cepOutcome(found)).toBe('city');
    expect(values.billing_address_logradouro).toBe('');
    expect(values.billing_address_bairro).toBe('');
    expect(values.billing_address_cidade).toBe('Rio de Janeiro');
  });

  it('99999-999, known by its state: no São Paulo left in RS', () => {
    const found: PostalAddress = {
      cep: '99999999',
      logradouro: null,
      bairro: null,
      cidade: null,
      estado: 'RS',
      precision: 'state',
    };
    const values = addressFromCep(saoPaulo, found);
    expect(cepOutcome(found)).toBe('state');
    expect(values.billing_address_cidade).toBe('');
    expect(values.billing_address_estado).toBe('RS');
  });

  it('an unknown CEP empties the address for the person to type', () => {
    const values = addressFromCep(saoPaulo, null);
    expect(cepOutcome(null)).toBe('notFound');
    expect(values.billing_address_estado).toBe('');
    expect(values.billing_address_cidade).toBe('');
    expect(values.billing_address_cep).toBe('01001000');
  });
});
