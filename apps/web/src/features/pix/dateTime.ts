import { TIME_ZONE } from '@ipe/domain';

/** Dates and times on the Pix screens: short date and time, in the bank's time zone. */
export const pixDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The hour only, as a limit's window ends: 06:00. */
export const pixTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
