import type { ErrorBody } from './types';

/** What a failed call tells the screen: the HTTP status (null without an answer) and its body. */
export interface ApiFailure {
  status: number | null;
  body: ErrorBody | null;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

/** Reads an axios error (or a bare response, or anything thrown) into status and error body. */
export function apiFailureOf(error: unknown): ApiFailure {
  const response =
    typeof error === 'object' && error !== null
      ? (error as { response?: { status?: unknown; data?: unknown } }).response
      : undefined;
  if (!response) return { status: null, body: null };
  const status = typeof response.status === 'number' ? response.status : null;
  return { status, body: isErrorBody(response.data) ? response.data : null };
}
