import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSession } from './session/sessionContext';
import { createQueryClient } from './createQueryClient';

/**
 * The server cache of the generated hooks, one per signed-in account: signing out, an expired
 * session or switching accounts forgets every answer, so nothing of one account shows under
 * another. The public screens (sign-in, reset, invitation) use it while nobody is signed in.
 */
export function ServerCacheProvider({ children }: { children?: ReactNode }) {
  const { session } = useSession();
  const [cache, setCache] = useState<{ accountId: string | null; client: QueryClient }>(() => ({
    accountId: session.accountId,
    client: createQueryClient(),
  }));
  let { client } = cache;
  if (cache.accountId !== session.accountId) {
    client = createQueryClient();
    setCache({ accountId: session.accountId, client });
  }
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
