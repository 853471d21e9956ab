/**
 * When an unsent outbox mail is (re)sent by the outbox sender (issue #45, decision 0044). Pure:
 * the job's SQL (jobs/outbox-sender.ts) asks the same question as `isOutboxDue`.
 *
 * - The mailer's own immediate send holds a row for `graceMs` (its lease, set at insert), so the
 *   job never sends a mail the mailer is sending.
 * - A claim holds a row for `leaseMs` (longer than a send may take with the transport's timeouts):
 *   a process killed mid-send leaves the row to be tried again after it (at least once).
 * - A failed send waits 1, 2, 4 … minutes (capped at `maxDelayMs`) and is given up after
 *   `maxAttempts` tries; the row keeps its last error for support staff.
 * - Rows older than `maxAgeMs` are left alone: mail kept while no SMTP was configured is not
 *   sent days later when it is.
 */
export type OutboxRetryPolicy = { graceMs: number; leaseMs: number; firstDelayMs: number; maxDelayMs: number; maxAttempts: number; maxAgeMs: number };

const MINUTE = 60_000;

export const OUTBOX_RETRY: OutboxRetryPolicy = { graceMs: MINUTE, leaseMs: 10 * MINUTE, firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, maxAttempts: 8, maxAgeMs: 24 * 60 * MINUTE };

/** The wait after the `attempts`-th failed send (1-based): 1, 2, 4 … minutes, capped. */
export function retryDelayMs(attempts: number, policy: OutboxRetryPolicy = OUTBOX_RETRY): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** When to try again after the `attempts`-th failed send; null once the mail is given up. */
export function nextAttemptAfterFailure(attempts: number, now: Date, policy: OutboxRetryPolicy = OUTBOX_RETRY): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  return new Date(now.getTime() + retryDelayMs(attempts, policy));
}

export type OutboxRowState = { sentAt: Date | null; attempts: number; nextAttemptAt: Date | null; createdAt: Date };

/** Whether the job may claim the row now (the SQL in jobs/outbox-sender.ts is the same test). */
export function isOutboxDue(row: OutboxRowState, now: Date, policy: OutboxRetryPolicy = OUTBOX_RETRY): boolean {
  if (row.sentAt) return false;
  if (row.attempts >= policy.maxAttempts) return false;
  if (row.createdAt.getTime() < now.getTime() - policy.maxAgeMs) return false;
  return row.nextAttemptAt === null || row.nextAttemptAt.getTime() <= now.getTime();
}
