import { jwtDecode } from 'jwt-decode';

/** What the app reads from the token (SPEC §3: decoded on the client; sub is the account). */
export interface TokenClaims {
  sub: string | null;
  /** Expiry in epoch milliseconds; null when the token does not say. */
  expiresAt: number | null;
}

/** The claims of a JWT, or null when it cannot be decoded. Never verifies: the server does. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<{ sub?: unknown; exp?: unknown }>(token);
    return {
      sub: typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null,
      expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    };
  } catch {
    return null;
  }
}

/** True once the token's expiry has passed (a token without expiry never expires here). */
export function isExpired(claims: TokenClaims | null, now: number = Date.now()): boolean {
  return claims?.expiresAt !== null && claims?.expiresAt !== undefined && claims.expiresAt <= now;
}
