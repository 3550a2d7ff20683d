import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Failed calls are shown on screen; the console keeps their detail for whoever investigates. */
const report = (error: unknown) => console.error(error);

/**
 * The server cache. No automatic retries: a failed call is shown at once (SPEC §8), and the
 * person retries; 401/423/429 are handled by the api-client before the screen sees them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
