export { TIME_ZONE } from './timeZone';
export type { CalendarDate } from './calendarDate';
export { addDays, dayOfWeek, formatDay, isCalendarDate, toCalendarDate } from './calendarDate';
export { easterSunday } from './easter';
export { formatSaoPauloDateTime, formatSaoPauloTime } from './formatInstant';
export type { Holiday, HolidayKind } from './holidays';
export { CONSCIENCIA_NEGRA_SINCE, bankHolidays, nationalHolidays } from './holidays';
export {
  businessDayAfter,
  holidayOn,
  isBusinessDay,
  lastBusinessDayOfMonth,
  nextBusinessDay,
} from './businessDay';
export {
  SAO_PAULO_UTC_OFFSET,
  saoPauloHour,
  saoPauloInstant,
  toSaoPauloDate,
  todayInSaoPaulo,
} from './saoPauloDate';
