import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import { isUuid } from '../db';
import { authErrors } from './authErrors';

const ISSUER = 'ipe';
const AUDIENCE = 'ipe-bank';

export interface TokenClaims {
  /** The account identity (SPEC §3: the token's sub). */
  accountId: string;
  userId: string;
  sessionId: string;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid, unexpired token; a 401 ApiError otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

/** Tokens whose signature was checked, kept; the oldest go first past this many. */
const VERIFIED_KEPT = 10_000;

/** HS256 JWTs via jose: `sub` = account, `uid` = user, `sid` = session; short-lived. */
export function createTokenService(deps: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): TokenService {
  const key = new TextEncoder().encode(deps.secret);
  // A token never changes, so its signature needs checking once (jose's WebCrypto verify was a
  // tenth of a transfer's CPU, docs/architecture/performance.md); its expiry is checked on every
  // use. Whether the session behind it still stands is the guards' question, asked every time.
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: TokenClaims, expiresAtMs: number) => {
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs });
  };
  return {
    async sign({ accountId, userId, sessionId }) {
      const issuedAt = Math.floor(deps.clock.now().getTime() / 1000);
      const expiresAt = issuedAt + deps.ttlSeconds;
      const token = await new SignJWT({ uid: userId, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(accountId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > deps.clock.now().getTime()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: deps.clock.now(),
          clockTolerance: 0,
          // A token that never expires is no token of ours, however well signed.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const { sub, uid, sid } = payload;
        const ids = [sub, uid, sid];
        if (!ids.every(isUuid)) {
          throw authErrors.sessionInvalid();
        }
        const claims = {
          accountId: sub as string,
          userId: uid as string,
          sessionId: sid as string,
        };
        remember(token, claims, (payload.exp as number) * 1000);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
          throw authErrors.sessionInvalid();
        }
        throw error;
      }
    },
  };
}
