import { HEALTH_CHECK_PATH } from './httpDefaults';

/**
 * SPEC §9: a call is public (no auth headers, errors passed through) when its URL contains
 * 'public/' or is the health-check path (with or without base URL, query or trailing slash).
 */
export function isPublicCall(url: string | null | undefined): boolean {
  if (!url) return false;
  if (url.includes('public/')) return true;
  const path = (url.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  return path.endsWith(HEALTH_CHECK_PATH);
}
