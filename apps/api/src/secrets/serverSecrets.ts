import { hkdfSync, randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config';

/** The secrets the server signs and checks with. */
export interface ServerSecrets {
  /** HS256 key of session tokens. */
  jwt: string;
  /** HMAC key of captcha challenges. */
  captcha: string;
  /** The operator's token (header x-admin-token). */
  admin: string;
  /** HMAC key of PIN verifiers: without it a copy of the database cannot test a PIN guess. */
  pin: string;
  /** HMAC key of transaction hashes: they are signed when issued, stored only once spent. */
  transactionHash: string;
  /** P-256 private key (32 bytes) this bank signs its Pix charges' payloads with. */
  pixSigning: string;
}

type SecretName = keyof ServerSecrets;
const NAMES: SecretName[] = ['jwt', 'captcha', 'admin', 'pin', 'transactionHash', 'pixSigning'];

/** One 256-bit secret per name from the master key (HKDF-SHA256): one key to keep, none to store. */
function derive(masterKey: string, name: SecretName): string {
  return Buffer.from(hkdfSync('sha256', masterKey, 'ipe-server-secrets', name, 32)).toString(
    'base64url',
  );
}

/**
 * The server's secrets, from the environment only (docs/security/threat-model.md: a copy of the
 * database must not let anyone sign a token). A fixed value wins over its derivation.
 */
export function serverSecrets(secrets: AppConfig['secrets']): ServerSecrets {
  const result = {} as ServerSecrets;
  for (const name of NAMES) {
    const value = secrets[name] ?? (secrets.masterKey && derive(secrets.masterKey, name));
    if (!value) {
      throw new Error(
        `No ${name} secret: set IPE_SECRET_KEY (or IPE_SECRET_KEY_FILE) to derive every secret`,
      );
    }
    result[name] = value;
  }
  return result;
}

const DEV_KEY_FILE = 'secret-key';

/**
 * Outside production, without IPE_SECRET_KEY: the master key kept in `<dataDir>/secret-key`
 * (mode 0600), made on first start, so a restart keeps sessions valid. It lives beside the
 * database files, never in the database.
 */
export async function devMasterKey(dataDir: string): Promise<string> {
  const file = join(dataDir, DEV_KEY_FILE);
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  return (await readFile(file, 'utf8')).trim();
}
