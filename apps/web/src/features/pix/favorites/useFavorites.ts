import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getListPixFavoritesQueryKey, useListPixFavorites } from '@ipe/api-client/react-query';
import { useSession } from '../../../app/session/sessionContext';

/** The account's favourites, searched by the server (`q`: nickname or name, accents aside). */
export function useFavorites(query = '') {
  const sub = useSession().session.accountId ?? '';
  const q = query.trim();
  return useListPixFavorites(sub, q === '' ? undefined : { q }, {
    // The last answer stays on screen while the next search is answered.
    query: {
      enabled: sub !== '',
      select: (answer) => answer.data,
      placeholderData: keepPreviousData,
    },
  });
}

/** After a favourite is saved, renamed or removed: every list of them is read again. */
export function useFavoritesChanged() {
  const queryClient = useQueryClient();
  const sub = useSession().session.accountId ?? '';
  return () => queryClient.invalidateQueries({ queryKey: getListPixFavoritesQueryKey(sub) });
}
