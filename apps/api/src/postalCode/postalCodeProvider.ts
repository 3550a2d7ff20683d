import type { Queryable } from '../db';

export interface PostalAddress {
  cep: string;
  logradouro: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string;
  /** How much the provider knew: the street, only the city, or only the state. */
  precision: 'address' | 'city' | 'state';
}

/** Where addresses come from: the local table today, a real service (Correios, ViaCEP) later. */
export interface PostalCodeProvider {
  /** `cep` is 8 digits; null when no state has it. */
  lookup(cep: string): Promise<PostalAddress | null>;
}

/** Known addresses first, then the narrowest Correios range (a capital's, then its state's). */
export function createLocalPostalCodeProvider(db: Queryable): PostalCodeProvider {
  return {
    async lookup(cep) {
      const exact = await db.query<Omit<PostalAddress, 'precision'>>(
        'SELECT cep, logradouro, bairro, cidade, estado FROM postal_codes WHERE cep = $1',
        [cep],
      );
      if (exact.rows[0]) return { ...exact.rows[0], precision: 'address' };
      const range = await db.query<{ estado: string; cidade: string | null }>(
        `SELECT estado, cidade FROM postal_code_ranges
          WHERE $1 BETWEEN first_cep AND last_cep
          ORDER BY cidade IS NULL, last_cep::bigint - first_cep::bigint
          LIMIT 1`,
        [cep],
      );
      const found = range.rows[0];
      if (!found) return null;
      return {
        cep,
        logradouro: null,
        bairro: null,
        cidade: found.cidade,
        estado: found.estado,
        precision: found.cidade ? 'city' : 'state',
      };
    },
  };
}
