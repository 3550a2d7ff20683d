export { TIME_ZONE } from './time-zone';
export type { CalendarDate } from './calendar-date';
export { addDays, dayOfWeek, isCalendarDate, toCalendarDate } from './calendar-date';
export { easterSunday } from './easter';
export type { Holiday, HolidayKind } from './holidays';
export { CONSCIENCIA_NEGRA_SINCE, bankHolidays, nationalHolidays } from './holidays';
export { businessDayAfter, holidayOn, isBusinessDay, nextBusinessDay } from './business-day';
export { toSaoPauloDate, todayInSaoPaulo } from './sao-paulo-date';
