import { notFound } from './api-error';

/** PostgreSQL `integer`: a larger id names nothing. */
const MAX_ID = 2_147_483_647;

/** Whether a number can be a row id (a larger one would be a database error, not a miss). */
export const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

/**
 * A numeric id from the path. Anything that cannot be an id (malformed, zero, out of range) is the
 * same 404 as an id that names nothing of the caller's.
 */
export function parseIdParam(raw: string | undefined, notFoundKey: string): number {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw) || !isRowId(Number(raw))) throw notFound(notFoundKey);
  return Number(raw);
}
