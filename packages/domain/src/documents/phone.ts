/** Brazilian area codes (DDD) in use, per Anatel's numbering plan. */
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Mobile: 9 + 8 digits. Landline: 8 digits starting 2 to 5. */
const SUBSCRIBER = /^(?:9\d{8}|[2-5]\d{7})$/;

/**
 * A Brazilian phone number in E.164, '+55' + DDD + number ('+5511912345678'), or null.
 * Reads '+55 (11) 91234-5678', '(11) 91234-5678', '11912345678', '5511912345678' and the trunk
 * prefix '0' ('011 91234-5678'). Refuses unknown area codes, 8-digit mobiles (gone since 2016),
 * service numbers and other countries.
 */
export function normalizeBrazilianPhone(input: string): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  const international = trimmed.startsWith('+');
  const digits = (international ? trimmed.slice(1) : trimmed).replace(/[\s().-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  let national: string;
  if (international) {
    if (!digits.startsWith('55')) return null;
    national = digits.slice(2);
  } else if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) {
    national = digits.slice(2);
  } else if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) {
    national = digits.slice(1);
  } else {
    national = digits;
  }
  if (national.length !== 10 && national.length !== 11) return null;
  if (!AREA_CODES.has(Number(national.slice(0, 2)))) return null;
  const subscriber = national.slice(2);
  if (!SUBSCRIBER.test(subscriber)) return null;
  return `+55${national}`;
}

/**
 * A Brazilian phone as people read it: '(11) 91234-5678' or '(11) 3456-7890'; null when
 * normalizeBrazilianPhone refuses it.
 */
export function formatPhone(input: string): string | null {
  const e164 = normalizeBrazilianPhone(input);
  if (!e164) return null;
  const area = e164.slice(3, 5);
  const subscriber = e164.slice(5);
  const split = subscriber.length - 4;
  return `(${area}) ${subscriber.slice(0, split)}-${subscriber.slice(split)}`;
}
