/** A CEP: 8 digits, bare, as 12345-678 or as the older 12.345-678. */
const CEP_SHAPE = /^\d{2}\.?\d{3}-?\d{3}$/;

/** The 8 digits of a well-formed CEP, or null. 00000-000 is no address. */
export function normalizeCep(input: string): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (!CEP_SHAPE.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits === '00000000' ? null : digits;
}

export function isValidCep(input: string): boolean {
  return normalizeCep(input) !== null;
}

/** Masks a CEP as far as it goes: '01310100' → '01310-100', '0131' → '0131'. */
export function formatCep(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** An address as one printed line (a boleto's payer): what is known of it, in the usual order. */
export interface AddressParts {
  street: string;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string;
  state: string;
  cep: string;
}

/** 'Avenida Paulista, 1000, Apto 52 · Bela Vista · São Paulo/SP · CEP 01310-100' */
export function formatAddressLine(address: AddressParts): string {
  return [
    [address.street, address.number, address.complement].filter(Boolean).join(', '),
    address.district,
    `${address.city}/${address.state}`,
    `CEP ${formatCep(address.cep)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
