import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, two passes,
 * one lane. Used for passwords and for PINs (the SHA-256 the client sends).
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time a real verification takes, so an unknown e-mail cannot be told from a wrong
 * password by how long the answer takes.
 */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummy ??= hashSecret('não é a senha de ninguém');
  await verifySecret(await dummy, secret);
  return false;
}
