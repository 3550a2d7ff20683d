import { toSaoPauloDate, type CalendarDate } from '@ipe/domain';

export interface DayGroup<T> {
  /** The São Paulo day: a Pix at 23:30 there belongs to that day, whatever the device says. */
  day: CalendarDate;
  items: T[];
}

/** Groups items by their São Paulo day, newest day first and newest item first within a day. */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => Date): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => dateOf(b).getTime() - dateOf(a).getTime());
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const day = toSaoPauloDate(dateOf(item));
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
