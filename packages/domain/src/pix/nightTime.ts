import { saoPauloHour } from '../calendar/saoPauloDate';

/** True inside the default Pix nighttime period, 20:00–06:00 in America/Sao_Paulo. */
export function isNightTime(date: Date): boolean {
  const hour = saoPauloHour(date);
  return hour >= 20 || hour < 6;
}
