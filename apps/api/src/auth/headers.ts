import { z } from 'zod';
import { sha256Hex } from '../security';

/**
 * Header names of authenticated calls (SPEC §7), as packages/api-client sends them:
 * `authorization: Bearer <token>`, `account_id`, `device_key`, `transaction_hash`.
 */
export const AUTH_HEADERS = {
  token: 'authorization',
  accountId: 'account_id',
  deviceKey: 'device_key',
  transactionHash: 'transaction_hash',
} as const;

const DEVICE_KEY = /^[\x21-\x7e]{16,128}$/;

export function isWellFormedDeviceKey(value: string): boolean {
  return DEVICE_KEY.test(value);
}

/** What the server keeps of a device key (and what unique_id_key_hash is): its SHA-256, hex. */
export function deviceKeyHash(deviceKey: string): string {
  return sha256Hex(deviceKey);
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const token = z.string().describe('Bearer <token JWT do login>');
const accountId = z.string().describe('account_id da sessão (igual ao sub do token)');
const deviceKey = z.string().describe('Chave deste aparelho (guardada pelo navegador)');
const transactionHash = z
  .string()
  .describe('Hash de uso único de POST /hash/auth para este método e URL');

/** The headers of a bank API call, for the OpenAPI contract. */
export const bankCallHeaders = z.looseObject({
  authorization: token,
  account_id: accountId,
  device_key: deviceKey.optional(),
  transaction_hash: transactionHash,
});

/** OTP/MFA API calls: the session and this device, no transaction hash. */
export const sessionHeaders = z.looseObject({
  authorization: token,
  account_id: accountId,
  device_key: deviceKey,
});
