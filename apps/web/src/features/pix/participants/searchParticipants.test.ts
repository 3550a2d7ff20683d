import { describe, expect, it } from 'vitest';
import { searchParticipants } from './searchParticipants';

const participants = [
  { ispb: '00000000', code: '001', name: 'Banco do Brasil S.A.', shortName: 'BCO DO BRASIL S.A.' },
  { ispb: '60701190', code: '341', name: 'ITAÚ UNIBANCO S.A.', shortName: 'ITAÚ UNIBANCO S.A.' },
  { ispb: '18236120', code: '260', name: 'Nu Pagamentos S.A.', shortName: 'NU PAGAMENTOS - IP' },
  { ispb: '40506070', code: '777', name: 'Ipê Banco Digital S.A.', shortName: 'IPÊ' },
];

describe('searchParticipants', () => {
  it('finds by name without accents or case, by COMPE code and by ISPB', () => {
    expect(searchParticipants(participants, 'itau').map((p) => p.ispb)).toEqual(['60701190']);
    expect(searchParticipants(participants, 'ipe')[0]?.code).toBe('777');
    expect(searchParticipants(participants, '341')[0]?.ispb).toBe('60701190');
    expect(searchParticipants(participants, '18236120')[0]?.name).toBe('Nu Pagamentos S.A.');
  });

  it('puts names that start with the search first, and finds nothing for nothing', () => {
    expect(searchParticipants(participants, 'banco').map((p) => p.code)).toEqual(['001', '777']);
    expect(searchParticipants(participants, '   ')).toEqual([]);
    expect(searchParticipants(participants, 'pagamentos', 1)).toHaveLength(1);
  });
});
