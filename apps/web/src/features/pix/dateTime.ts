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

/** Hands a file made here to the browser's download. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A calendar day ('yyyy-mm-dd', a due date) as Brazilians write it: dd/mm/aaaa. */
export const formatDay = (day: string) => day.split('-').reverse().join('/');
