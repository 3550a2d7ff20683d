/** Business time zone: a Pix at 23:30 in São Paulo belongs to that day, whatever the device says. */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day of an instant, as `YYYY-MM-DD`. */
export function dayKey(instant: Date): string {
  return dayKeyFormat.format(instant);
}

export interface DayGroup<T> {
  /** `YYYY-MM-DD` in São Paulo. */
  day: string;
  items: T[];
}

/** Groups items by their São Paulo day, newest day first and newest item first within a day. */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => Date): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => dateOf(b).getTime() - dateOf(a).getTime());
  const groups: DayGroup<T>[] = [];
  for (const item of sorted) {
    const day = dayKey(dateOf(item));
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** The day before `day` (`YYYY-MM-DD`), by calendar, not by subtracting 24 hours. */
export function previousDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}
