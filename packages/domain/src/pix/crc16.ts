/**
 * CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF) as the BR Code manual requires for field 63,
 * computed over the UTF-8 bytes of the payload including "6304"; 4 uppercase hex chars.
 */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
