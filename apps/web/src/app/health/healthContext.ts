import { createContext, useContext } from 'react';
import type { HealthFlags } from '../api/types';

/** What the last health check said (SPEC §2/§3). */
export interface HealthState {
  /** The flags of the last answer; undefined before the first one. */
  flags: HealthFlags | undefined;
  /** The last check itself failed (no answer, or an error status). */
  failed: boolean;
  /** No check has finished yet (startup). */
  pending: boolean;
  /** A check is running. */
  checking: boolean;
}

export interface HealthApi extends HealthState {
  /** Runs the check again; resolves with what it found. */
  check(): Promise<HealthState>;
}

export const HealthContext = createContext<HealthApi | null>(null);

export function useHealth(): HealthApi {
  const api = useContext(HealthContext);
  if (!api) throw new Error('useHealth must be used inside a HealthProvider');
  return api;
}
