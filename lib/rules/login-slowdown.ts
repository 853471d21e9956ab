/**
 * The account-wide login slow-down (issue #14 item 8). Failures from one address against one
 * account are capped hard (the pair limit); failures against the account from everywhere never
 * lock it, they only make every attempt wait before the password is checked: nothing for the
 * first `free` failures in the window, then 250 ms doubling per failure, at most 5 s. The owner
 * from a clean address always gets in, at worst a few seconds later.
 */
export const SLOWDOWN_BASE_MS = 250;
export const SLOWDOWN_MAX_MS = 5000;

export function loginDelayMs(accountFailures: number, free: number): number {
  if (accountFailures < free) return 0;
  const steps = Math.min(accountFailures - free, 16);
  return Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** steps);
}
