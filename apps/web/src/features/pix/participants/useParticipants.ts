import { useEffect } from 'react';
import { useListPixParticipants } from '@ipe/api-client/react-query';
import { setField } from '@ipe/domain';
import { useClientState } from '../../../app/session/clientStateContext';

/**
 * The Pix participants (GET /v3/public/bank/pix/participants), kept in the shared state's
 * `pspList` with the list's `updateAt` (SPEC §3): every screen that names an institution reads
 * the same list, fetched once per session (it changes with the server's package, not by the hour).
 */
export function useParticipants() {
  const { state, dispatch } = useClientState();
  const query = useListPixParticipants({
    query: { staleTime: Infinity, select: (answer) => answer.data },
  });
  const { data } = query;
  useEffect(() => {
    if (data && data.updateAt !== state.pspList.updateAt) {
      dispatch(
        setField('pspList', {
          data: data.data.map(({ ispb, code, name }) => ({ ispb, code, name })),
          updateAt: data.updateAt,
        }),
      );
    }
  }, [data, state.pspList.updateAt, dispatch]);
  return { participants: data?.data ?? [], isPending: query.isPending, isError: query.isError };
}
