/** The segments of a route path, without query string or hash: '/bank/pix/keys?x=1' → ['bank','pix','keys']. */
export function pathSegments(path: string): string[] {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.split('/').filter((segment) => segment !== '');
}
