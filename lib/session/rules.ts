/**
 * The session rules of SPEC §4-§5 as pure functions, shared by the browser store, the cookie
 * mirror read by middleware, and server components.
 */
export type SessionTimes = { id?: string | number | null; ld?: string | number | null; rd?: string | number | null };

/** SPEC §5: the stored user id must parse to an integer greater than zero. */
export function parseUserId(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** SPEC §4: a login date exists, now is before login date + refresh duration (minutes), and the id is valid. */
export function isAuthenticated(session: SessionTimes, now: number = Date.now()): boolean {
  if (parseUserId(session.id) === undefined) return false;
  const ld = session.ld === null || session.ld === undefined || session.ld === '' ? NaN : Number(session.ld);
  const rd = Number(session.rd);
  if (!Number.isFinite(ld) || !Number.isFinite(rd) || rd <= 0) return false;
  return now < ld + rd * 60_000;
}

/** SPEC §4: authenticated, or an email is stored. */
export function hasValidOrderState(session: SessionTimes & { eml?: string | null }, now: number = Date.now()): boolean {
  return isAuthenticated(session, now) || Boolean(session.eml);
}
