import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';

/** Marks the address changes this hook makes, so it does not take them for a link's. */
const WRITTEN = { writtenBy: 'useSearchParamsState' } as const;

/** This hook's own replace, not a link, nor going back to an entry it once wrote. */
function writtenHere(state: unknown, type: 'POP' | 'PUSH' | 'REPLACE'): boolean {
  return (
    type === 'REPLACE' &&
    typeof state === 'object' &&
    state !== null &&
    (state as { writtenBy?: unknown }).writtenBy === WRITTEN.writtenBy
  );
}

/**
 * A screen's filters or search, kept in the address so a reload or a shared link keeps them
 * (docs/architecture/web-app.md, "State in the address"). The screen's state is the truth while
 * it is open and the address follows it: the data router applies a navigation some time after
 * the change that asked for it, so reading every change back from the address drops a second
 * change made before then (two dates typed quickly keep only the last) and snaps a field being
 * typed in back to its old text. An address change this hook did not make (a link, going back)
 * is read again.
 */
export function useSearchParamsState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T) => URLSearchParams,
): [T, Dispatch<SetStateAction<T>>] {
  const location = useLocation();
  const own = writtenHere(location.state, useNavigationType());
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(() => read(params));
  const [seen, setSeen] = useState(location.key);
  if (location.key !== seen) {
    // Adjusting state while rendering, as React advises for state derived from a changed input.
    setSeen(location.key);
    if (!own) setValue(read(params));
  }

  // The search this hook last asked for, or read from a link: what a change is compared with,
  // since the address may not show a change yet.
  const requested = useRef(params.toString());
  useEffect(() => {
    if (!own) requested.current = params.toString();
  }, [location.key, own, params]);
  const wanted = write(value).toString();
  useEffect(() => {
    if (requested.current === wanted) return;
    requested.current = wanted;
    setParams(new URLSearchParams(wanted), { replace: true, state: WRITTEN });
  }, [wanted, setParams]);

  return [value, setValue];
}
