/**
 * Where a person goes back to after their session expired: the bank screen they were on, carried
 * through /logout and the sign-in as `next`. Only a path inside /bank is ever followed, so a link
 * cannot send someone who signs in to another site or page.
 */
const RETURNABLE = /^\/bank\/[A-Za-z0-9/_-]*(?:\?[A-Za-z0-9=&%._~+-]*)?$/;

export function returnPathOf(next: string | null | undefined): string | null {
  return next && RETURNABLE.test(next) && !next.includes('//') ? next : null;
}

/** /logout saying the session expired, remembering `from` when it is a bank screen. */
export function expiredSessionPath(from?: string): string {
  const params = new URLSearchParams({ reason: 'expired' });
  const next = returnPathOf(from);
  if (next) params.set('next', next);
  return `/logout?${params.toString()}`;
}
