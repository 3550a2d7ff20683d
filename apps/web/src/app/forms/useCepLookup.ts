import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PostalAddress } from '../api/types';
import { cepOutcome, lookUpCep, type CepOutcome } from './cepLookup';

/** Where an address form's CEP lookup stands: not asked, under way, failed, or what it found. */
export type CepState = 'idle' | 'looking' | 'failed' | CepOutcome;

/**
 * An address form's CEP lookup, one way for every form: `lookUp` asks the server, hands what it
 * found (null: no address has that CEP) to `fill`, which replaces the form's address, and then
 * focuses the number when the whole address was found. Only the latest lookup fills; a failed
 * one (offline, say) fills nothing. `typing` clears the message while the CEP is incomplete.
 */
export function useCepLookup(
  fill: (found: PostalAddress | null, cep: string) => void,
  focusNumber: () => void,
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CepState>('idle');
  const latest = useRef(0);
  const focus = useRef(focusNumber);
  focus.current = focusNumber;

  // A whole address found: the number is what is left to type (after the fill has rendered).
  useEffect(() => {
    if (state === 'address') focus.current();
  }, [state]);

  return {
    state,
    async lookUp(cep: string) {
      const attempt = (latest.current += 1);
      setState('looking');
      try {
        const found = await lookUpCep(queryClient, cep);
        if (attempt !== latest.current) return;
        fill(found, cep);
        setState(cepOutcome(found));
      } catch {
        if (attempt === latest.current) setState('failed');
      }
    },
    typing(raw: string) {
      if (raw.length < 8) setState('idle');
    },
  };
}
