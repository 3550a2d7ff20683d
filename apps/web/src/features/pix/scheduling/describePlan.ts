import { formatDay } from '@ipe/domain';
import type { TFunction } from 'i18next';
import type { SchedulePlan } from './scheduleChoice';

/** "Em 03/12/2026", "Todo mês, 12 vezes, a partir de 31/12/2026". */
export function describePlan(t: TFunction<'pix'>, plan: SchedulePlan): string {
  return t(`schedule.plan.${plan.frequency}`, {
    date: formatDay(plan.scheduledFor),
    count: plan.occurrences,
  });
}
