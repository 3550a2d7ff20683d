import { addDays, toCalendarDate, type CalendarDate } from './calendarDate';
import { easterSunday } from './easter';

/**
 * 'national': a national holiday by law (Good Friday by the federal calendar).
 * 'bank': a "ponto facultativo" on which banks do not open and nothing settles
 * (Carnival Monday and Tuesday, Corpus Christi), per the bank calendar FEBRABAN publishes.
 */
export type HolidayKind = 'national' | 'bank';

export interface Holiday {
  date: CalendarDate;
  /** pt-BR name, for screens. */
  name: string;
  kind: HolidayKind;
}

const FIXED: ReadonlyArray<readonly [month: number, day: number, name: string]> = [
  [1, 1, 'Confraternização Universal'],
  [4, 21, 'Tiradentes'],
  [5, 1, 'Dia do Trabalho'],
  [9, 7, 'Independência do Brasil'],
  [10, 12, 'Nossa Senhora Aparecida'],
  [11, 2, 'Finados'],
  [11, 15, 'Proclamação da República'],
  [12, 25, 'Natal'],
];

/** Lei 14.759/2023 made 20 November national from 2024 on. */
export const CONSCIENCIA_NEGRA_SINCE = 2024;

/**
 * The days Brazilian banks are closed nationwide in `year`, sorted: the national holidays
 * (today's list; the only change modelled over the years is 20 November) plus Carnival
 * Monday/Tuesday, Good Friday and Corpus Christi, which move with Easter.
 * Not included: state and city holidays, and 31 December (banks close to the public but
 * payments settle, so it stays a business day).
 */
export function bankHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const holidays: Holiday[] = FIXED.map(([month, day, name]) => ({
    date: toCalendarDate(year, month, day),
    name,
    kind: 'national',
  }));
  if (year >= CONSCIENCIA_NEGRA_SINCE) {
    holidays.push({
      date: toCalendarDate(year, 11, 20),
      name: 'Dia Nacional de Zumbi e da Consciência Negra',
      kind: 'national',
    });
  }
  holidays.push(
    { date: addDays(easter, -48), name: 'Carnaval (segunda-feira)', kind: 'bank' },
    { date: addDays(easter, -47), name: 'Carnaval (terça-feira)', kind: 'bank' },
    { date: addDays(easter, -2), name: 'Sexta-feira Santa', kind: 'national' },
    { date: addDays(easter, 60), name: 'Corpus Christi', kind: 'bank' },
  );
  return holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/** Only the national holidays of `year` (bankHolidays without the bank-only closures). */
export function nationalHolidays(year: number): Holiday[] {
  return bankHolidays(year).filter((holiday) => holiday.kind === 'national');
}
