/** A date of birth is plausible from 1900-01-01 up to the customer's 16th birthday (issue #7). */
export const MIN_BIRTH_DATE = '1900-01-01';
export const MIN_AGE_YEARS = 16;

/** The latest plausible date of birth on `now`'s (UTC) day: 16 years ago, as an ISO date. */
export function latestBirthDate(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear() - MIN_AGE_YEARS, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

export function isPlausibleBirthDate(isoDate: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || isoDate < MIN_BIRTH_DATE) return false;
  return isoDate <= latestBirthDate(now);
}
