import { useQueryClient } from '@tanstack/react-query';
import { getListPixKeyClaimsQueryKey, getListPixKeysQueryKey } from '@ipe/api-client/react-query';
import { useSession } from '../../../app/session/sessionContext';

/** After a key or a claim changed: the keys and the claims are read again. */
export function useKeysChanged() {
  const queryClient = useQueryClient();
  const sub = useSession().session.accountId ?? '';
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListPixKeysQueryKey(sub) }),
      queryClient.invalidateQueries({ queryKey: getListPixKeyClaimsQueryKey(sub) }),
    ]);
}
