import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the client is meant to see: an HTTP status, a translatable error key and, for bad
 * input, a key per field (DESIGN §8). Anything else that escapes a handler is a 500.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly error: string,
    public readonly fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
    public readonly params?: Record<string, Record<string, string | number>>,
  ) {
    super(error);
    this.name = 'ApiError';
  }

  get body() {
    return {
      error: this.error,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.params && Object.keys(this.params).length ? { params: this.params } : {}),
    };
  }
}

export const badRequest = (error: string, fields?: Record<string, string>) => new ApiError(400, error, fields);
export const unauthorized = (error = 'unauthorized') => new ApiError(401, error);
export const forbidden = (error: string) => new ApiError(403, error);
export const notFound = (error = 'not_found') => new ApiError(404, error);
export const conflict = (error: string) => new ApiError(409, error);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'too_many_requests', undefined, { 'Retry-After': String(retryAfterSeconds) });
