import { toSaoPauloDate } from '@ipe/domain';

/**
 * Years with an income report (informe de rendimentos): every finished calendar year, São Paulo
 * time, since the account was opened; newest first. The current year has none yet.
 */
export function incomeTaxYears(openedAt: Date, now: Date): number[] {
  const first = Number(toSaoPauloDate(openedAt).slice(0, 4));
  const last = Number(toSaoPauloDate(now).slice(0, 4)) - 1;
  const years: number[] = [];
  for (let year = last; year >= first; year--) years.push(year);
  return years;
}
