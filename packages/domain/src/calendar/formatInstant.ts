import { madeOnFirstUse } from '../text/madeOnFirstUse';
import { TIME_ZONE } from './timeZone';

// An instant is shown on São Paulo's wall clock wherever the holder reads it (a screen, a PDF, a
// spreadsheet), whatever zone their device is in (docs/product/routes.md, the constants).
const TIME = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const DATE_TIME = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'short',
    }),
);
const DATE_TIME_SECONDS = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'medium',
    }),
);

/** São Paulo's wall clock at an instant, 'HH:MM' (00–23). */
export const formatSaoPauloTime = (instant: Date): string => TIME().format(instant);

/**
 * The day and time at an instant in São Paulo, 'dd/mm/aaaa, HH:MM'; with `seconds` (a receipt's
 * moment), 'dd/mm/aaaa, HH:MM:SS'.
 */
export const formatSaoPauloDateTime = (instant: Date, precision?: 'seconds'): string =>
  (precision === 'seconds' ? DATE_TIME_SECONDS : DATE_TIME)().format(instant);
