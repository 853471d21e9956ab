import { isHTTPError, type BeforeErrorHook, type Options } from 'ky';
import type { ApiErrorBody } from '@/lib/contract/common';

/**
 * SPEC §8 error mapping. A failed call surfaces the server's body (`{ error, fields?, params? }`,
 * DESIGN §8): its `error` is the key. With no such body: 404 → `api_err_404`, 500 →
 * `api_err_500`, 401 → `api_err_401`, otherwise the error's message (network errors and other
 * statuses), or `unknown` when there is none.
 *
 * The API client (`./client`) maps every failure this way in a `beforeError` hook, so callers
 * catch an `ApiError`. Opt-out per request: pass `keepRawError` (ky's per-request `context`), and
 * the raw ky error (`HTTPError`, `NetworkError`…) is thrown instead:
 *
 *     await api.get('Products/1', keepRawError);
 *     await api.post('Orders', { ...keepRawError, json: order });
 */
export type ApiFailure = {
  status?: number;
  key: string;
  fields?: Record<string, string>;
  params?: Record<string, Record<string, string | number>>;
  body?: unknown;
};

/** An `ApiFailure` that is also an `Error` (message = key; `cause` = the original error). */
export class ApiError extends Error implements ApiFailure {
  override name = 'ApiError';
  status?: number;
  key: string;
  fields?: Record<string, string>;
  params?: Record<string, Record<string, string | number>>;
  body?: unknown;

  constructor(failure: ApiFailure, cause?: unknown) {
    super(failure.key, cause === undefined ? undefined : { cause });
    this.key = failure.key;
    if (failure.status !== undefined) this.status = failure.status;
    if (failure.fields !== undefined) this.fields = failure.fields;
    if (failure.params !== undefined) this.params = failure.params;
    if (failure.body !== undefined) this.body = failure.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const STATUS_KEYS: Record<number, string> = { 401: 'api_err_401', 404: 'api_err_404', 500: 'api_err_500' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'unknown');

/** A body that arrived as text (no JSON content type) may still be the JSON error body. */
function normaliseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  if (data.trim() === '') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

const isRecordOf = (value: unknown, item: (v: unknown) => boolean): value is Record<string, never> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(item);
const isParamValue = (v: unknown) => typeof v === 'string' || typeof v === 'number';

/**
 * The API's error body (`zApiError` in lib/contract/common), checked by hand: this module runs on
 * every page, and zod stays on the pages with forms. Anything else is not an error body.
 */
export function toErrorBody(body: unknown): ApiErrorBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, fields, params } = body as Record<string, unknown>;
  if (typeof error !== 'string') return undefined;
  if (fields !== undefined && !isRecordOf(fields, (v) => typeof v === 'string')) return undefined;
  if (params !== undefined && !isRecordOf(params, (v) => isRecordOf(v, isParamValue))) return undefined;
  return { error, ...(fields ? { fields } : {}), ...(params ? { params } : {}) } as ApiErrorBody;
}

/** Maps any failure to SPEC §8's `ApiFailure` (an `ApiError`). Already mapped errors pass through. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (!isHTTPError(error)) return new ApiError({ key: messageOf(error) }, error);

  const status = error.response.status;
  // ky 2 reads the error body before the error is thrown (`error.data`); the response body itself
  // is consumed. Fall back to reading it only if ky could not (e.g. an HTTPError built by hand).
  let data: unknown = error.data;
  if (data === undefined && !error.response.bodyUsed) data = await error.response.text().catch(() => undefined);
  const body = normaliseBody(data);

  const parsed = toErrorBody(body);
  if (parsed) {
    const { error: key, fields, params } = parsed;
    return new ApiError({ status, key, fields, params, body }, error);
  }
  const bodyKey = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : undefined;
  const key = bodyKey ?? STATUS_KEYS[status] ?? messageOf(error);
  return new ApiError(body === undefined ? { status, key } : { status, key, body }, error);
}

/** Per-request option: keep the raw ky error instead of the mapped `ApiError`. */
export const keepRawError = { context: { rawError: true } } as const satisfies Options;

/** The client's `beforeError` hook: maps unless the request asked for the raw error. */
export const mapErrorHook: BeforeErrorHook = async ({ error, options }) =>
  options.context.rawError === true ? error : toApiError(error);
