/** The 26 states and the Federal District, by their two-letter code (UF), in alphabetical order. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

const STATES: ReadonlySet<string> = new Set(BRAZILIAN_STATES);

/** Whether `value` is a UF exactly as written (two upper-case letters); callers trim and upcase. */
export function isBrazilianState(value: unknown): value is BrazilianState {
  return typeof value === 'string' && STATES.has(value);
}
