import { expect, it } from 'vitest';
import { toBrCodeText } from './brCodeText';

it('removes accents (NFD) and keeps case', () => {
  expect(toBrCodeText('São Paulo')).toBe('Sao Paulo');
  expect(toBrCodeText('Bárbara Pelé Çãõ')).toBe('Barbara Pele Cao');
  expect(toBrCodeText('JOÃO')).toBe('JOAO');
});

it('drops what is not printable ASCII and tidies spaces', () => {
  expect(toBrCodeText('  Padaria\t do  Zé 🍞 ')).toBe('Padaria do Ze');
  expect(toBrCodeText('Ølja ß')).toBe('lja');
  expect(toBrCodeText('東京')).toBe('');
});

it('cuts at maxLength and trims the cut', () => {
  expect(toBrCodeText('São José dos Campos', 15)).toBe('Sao Jose dos Ca');
  expect(toBrCodeText('Maria Aparecida dos Santos Oliveira', 25)).toBe('Maria Aparecida dos Santo');
  expect(toBrCodeText('Rio de Janeiro X', 15)).toBe('Rio de Janeiro');
});
