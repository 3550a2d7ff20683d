import type { QueryClient } from '@tanstack/react-query';
import { dataOf } from '@ipe/api-client';
import { getGetPostalCodeQueryOptions } from '@ipe/api-client/react-query';
import { apiFailureOf } from '../api/errors';
import type { PostalAddress } from '../api/types';

/** What a CEP lookup found: the whole address, only the city, only the state, or nothing. */
export type CepOutcome = 'address' | 'city' | 'state' | 'notFound';

/**
 * The address a CEP names (GET /v1/postal-codes/{cep}, cached with the query client), or null
 * when no address has it. A failed lookup (offline, say) throws: nothing is known then, and a
 * form replaces nothing.
 */
export function lookUpCep(queryClient: QueryClient, cep: string): Promise<PostalAddress | null> {
  return queryClient
    .fetchQuery(getGetPostalCodeQueryOptions(cep))
    .then(dataOf, (error: unknown) => {
      // An unknown CEP is an answer (404), not a failed lookup.
      if (apiFailureOf(error).status === 404) return null;
      throw error;
    });
}

/** How much of an address a lookup found, for the message under the CEP. */
export function cepOutcome(found: PostalAddress | null): CepOutcome {
  return !found
    ? 'notFound'
    : found.precision === 'address'
      ? 'address'
      : found.cidade
        ? 'city'
        : 'state';
}
