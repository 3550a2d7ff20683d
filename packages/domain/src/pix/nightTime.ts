const hourMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** True inside the default Pix nighttime period, 20:00–06:00 in America/Sao_Paulo. */
export function isNightTime(date: Date): boolean {
  const parts = hourMinute.formatToParts(date);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  return hour >= 20 || hour < 6;
}
