/**
 * SPEC §7: most answers carry their payload in `data`. Pass this as a hook's `select`, or call
 * it on a request's result, to read the payload.
 */
export function dataOf<T>(answer: { data: T }): T {
  return answer.data;
}
