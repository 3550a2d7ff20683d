import { sha256Hex } from '../security';
import type { TransferRequest } from './types';

/**
 * Fingerprint of what a transfer request asks for (everything but its key), so a retried key can
 * be told apart from a key reused for a different movement. Object keys are sorted so the same
 * metadata written in another order is still the same request.
 */
export function transferRequestHash(request: TransferRequest): string {
  return requestFingerprint([
    request.debitAccountId.toLowerCase(),
    request.creditAccountId.toLowerCase(),
    request.amount,
    request.pending === true,
    request.kind,
    request.description ?? null,
    request.metadata ?? {},
  ]);
}

/**
 * SHA-256 of a value's canonical JSON (object keys sorted): what an idempotent request asks for,
 * so a key reused for something else is told from a retry.
 */
export function requestFingerprint(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
