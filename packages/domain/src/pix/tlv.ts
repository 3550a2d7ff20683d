/**
 * EMV "TLV" fields as the BR Code writes them: a 2-digit id, a 2-digit length (01–99) and the
 * value. Lengths count JavaScript characters (UTF-16 code units), as pix-utils and most readers
 * do; the codes we write are plain ASCII, where characters and bytes agree.
 */
export interface TlvField {
  id: string;
  value: string;
}

export type TlvProblem = 'truncated' | 'bad-length' | 'duplicate-field';

export type ReadTlvResult = { ok: true; fields: TlvField[] } | { ok: false; problem: TlvProblem };

const TWO_DIGITS = /^\d\d$/;

/**
 * Splits `text` into its fields, in order. 'truncated' when the text ends inside a field,
 * 'bad-length' when an id or length is not two digits (or a length is 00), 'duplicate-field' when
 * an id appears twice (EMV allows each once per level).
 */
export function readTlv(text: string): ReadTlvResult {
  const fields: TlvField[] = [];
  const seen = new Set<string>();
  let index = 0;
  while (index < text.length) {
    if (index + 4 > text.length) return { ok: false, problem: 'truncated' };
    const id = text.slice(index, index + 2);
    const length = text.slice(index + 2, index + 4);
    if (!TWO_DIGITS.test(id) || !TWO_DIGITS.test(length) || length === '00') {
      return { ok: false, problem: 'bad-length' };
    }
    const end = index + 4 + Number(length);
    if (end > text.length) return { ok: false, problem: 'truncated' };
    if (seen.has(id)) return { ok: false, problem: 'duplicate-field' };
    seen.add(id);
    fields.push({ id, value: text.slice(index + 4, end) });
    index = end;
  }
  return { ok: true, fields };
}

/**
 * One field, id + 2-digit length + value.
 * @throws RangeError when the value is empty or longer than 99 characters (a programmer error).
 */
export function writeTlv(id: string, value: string): string {
  if (value.length < 1 || value.length > 99) {
    throw new RangeError(`BR Code field ${id} must have 1 to 99 characters, got ${value.length}`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}
