import { createECDH } from 'node:crypto';
import { calculateJwkThumbprint, CompactSign, importJWK, type JWK, type JSONWebKeySet } from 'jose';

/**
 * This bank's signature on its Pix charges (docs/architecture/pix-receiving.md): an ES256 key
 * pair whose private half is the server secret `pixSigning` (32 bytes, derived from the master
 * key or given as IPE_PIX_SIGNING_KEY), never stored in the database. Payers' banks check the
 * payload a location answers against the published public half (GET /pix/v2/jwks).
 */
export interface ChargeSigner {
  sign(payload: unknown): Promise<string>;
  /** The public key set verifiers fetch. */
  jwks: JSONWebKeySet;
}

export async function createChargeSigner(privateKey: string): Promise<ChargeSigner> {
  const d = Buffer.from(privateKey, 'base64url');
  if (d.length !== 32) throw new Error('The Pix signing key must be 32 bytes (base64url)');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  // Uncompressed point: 0x04 ‖ x ‖ y.
  const point = ecdh.getPublicKey();
  const publicJwk: JWK = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const kid = await calculateJwkThumbprint(publicJwk);
  const key = await importJWK({ ...publicJwk, d: d.toString('base64url') }, 'ES256');
  return {
    jwks: { keys: [{ ...publicJwk, kid, alg: 'ES256', use: 'sig' }] },
    sign: (payload) =>
      new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JOSE' })
        .sign(key),
  };
}
