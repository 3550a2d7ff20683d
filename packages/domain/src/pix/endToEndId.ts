const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const pad = (n: number) => String(n).padStart(2, '0');

const TAIL = 11;
// Random bytes for 64 ids at a time: asking the system for 11 bytes per Pix cost more than the
// rest of the id (1.5 % of a server's CPU in a Pix).
const pool = new Uint8Array(TAIL * 64);
let used = pool.length;

function randomTail(): string {
  if (used === pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  let tail = '';
  // byte % 62 is slightly biased; fine for an id that only needs to be unique, not secret.
  for (let i = used; i < used + TAIL; i++) tail += ALPHANUMERIC[pool[i]! % ALPHANUMERIC.length];
  used += TAIL;
  return tail;
}

function create(prefix: 'E' | 'D', ispb: string, date: Date, random = randomTail()): string {
  if (!/^\d{8}$/.test(ispb)) throw new RangeError(`ISPB must be 8 digits, got "${ispb}"`);
  if (!/^[A-Za-z0-9]{11}$/.test(random))
    throw new RangeError('random part must be 11 alphanumerics');
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  const stamp = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}`;
  return `${prefix}${ispb}${stamp}${random}`;
}

const shape = (prefix: string) =>
  new RegExp(
    `^${prefix}\\d{8}\\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])([01]\\d|2[0-3])[0-5]\\d[A-Za-z0-9]{11}$`,
  );
const E2E = shape('E');
const REFUND = shape('D');

/** End-to-end id: E + payer ISPB (8) + UTC yyyyMMddHHmm + 11 alphanumerics = 32 chars. */
export const createEndToEndId = (ispb: string, date: Date, random?: string) =>
  create('E', ispb, date, random);
export const isEndToEndId = (id: string): boolean => E2E.test(id);
/** Refund (devolução) id: same shape with D. */
export const createRefundId = (ispb: string, date: Date, random?: string) =>
  create('D', ispb, date, random);
export const isRefundId = (id: string): boolean => REFUND.test(id);
