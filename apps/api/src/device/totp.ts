import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Ipê';

/** RFC 6238 TOTP as authenticator apps do it: SHA-1, 6 digits, 30-second steps. */
export function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A code is good for its step and one step either side (clocks drift). */
export function isValidTotp(secretBase32: string, code: string, at: Date): boolean {
  return (
    totpFor(secretBase32, 'check').validate({ token: code, timestamp: at.getTime(), window: 1 }) !==
    null
  );
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}
