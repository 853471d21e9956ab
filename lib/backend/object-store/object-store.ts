/**
 * Where uploaded product pictures live (issue #45 item 2, decision 0027): one small interface with
 * a local folder (one instance: lib/backend/object-store/local-store.ts) and an S3-compatible
 * bucket (several instances: s3-store.ts; S3, MinIO, Ceph). Keys are relative paths of lower-case
 * letters, digits, `-`, `_`, `.` and `/` (`pictures/P000001/3f…a1.webp`).
 *
 * `get` answers null for a key that is not there; every other failure (the folder unwritable, the
 * bucket unreachable, refused credentials) throws an ObjectStoreUnavailableError, which the upload
 * answers with 503 `picture_store_unavailable` and the picture route with 503.
 */
export type ObjectStoreHealth = { ok: true } | { ok: false; reason: string };

export interface ObjectStore {
  readonly kind: 'local' | 's3' | 'memory';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  health(): Promise<ObjectStoreHealth>;
}

export class ObjectStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`object store unavailable: ${message}`, options);
    this.name = 'ObjectStoreUnavailableError';
  }
}

export function isObjectStoreUnavailable(error: unknown): error is ObjectStoreUnavailableError {
  return error instanceof Error && error.name === 'ObjectStoreUnavailableError';
}

const SAFE_KEY = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/i;

/** Refuses a key that could leave the store's folder or name something odd (`..`, `/x`, `a//b`). */
export function assertObjectKey(key: string): void {
  if (key.length > 512 || !SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new RangeError(`invalid object key: ${JSON.stringify(key)}`);
  }
}
