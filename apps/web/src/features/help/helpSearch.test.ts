import { describe, expect, it } from 'vitest';
import { createHelpIndex } from './helpSearch';
import { helpEn } from './texts/en';
import { helpPtBR } from './texts/ptBR';

describe('help search', () => {
  const pt = createHelpIndex(helpPtBR.articles);

  it('finds the night limit typed right, without accents or case, and with typos', () => {
    for (const query of ['limite noturno', 'LIMITE NOTURNO', 'limte noturo', 'limite notúrno']) {
      expect(pt.search(query)[0], query).toBe('limites-pix');
    }
  });

  it('matches a word still being typed', () => {
    expect(pt.search('bolet')).toEqual(expect.arrayContaining(['pagar-boleto', 'emitir-boleto']));
  });

  it('finds the article of a locked PIN and of a scam', () => {
    expect(pt.search('pin bloqueado')[0]).toBe('pin');
    expect(pt.search('caí num golpe')[0]).toBe('contestacao-pix');
  });

  it('answers nothing for nothing, and nothing for words in no article', () => {
    expect(pt.search('   ')).toEqual([]);
    expect(pt.search('xylofone')).toEqual([]);
  });

  it('searches the English articles in English', () => {
    expect(createHelpIndex(helpEn.articles).search('nigth limit')[0]).toBe('limites-pix');
  });
});
