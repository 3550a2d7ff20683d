import { createContext, useContext } from 'react';
import type { BankApi } from './bankApi';

export const ApiContext = createContext<BankApi | null>(null);

/** The bank API of the nearest provider (the real one in the app, a typed fake in tests). */
export function useBankApi(): BankApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useBankApi must be used inside an ApiContext provider');
  return api;
}
