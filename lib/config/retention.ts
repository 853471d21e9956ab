/**
 * How long the shop keeps what it keeps (issue #49 item 3, decision 0097): every retention period
 * in days, in one place. The retention job (lib/backend/jobs/retention.ts) deletes what is older,
 * once a day; README.md "Retention" lists the same periods (a test keeps them equal). A period
 * counts whole UTC days of 24 hours from the moment named in the comment
 * (lib/rules/retention-cutoff.ts). Orders, payments, returns and fiscal documents are not here:
 * tax law keeps them, and nothing deletes them.
 */
export const RETENTION_DAYS = {
  /** A cart nobody touched (no add, change, coupon, points or quote) for this long: its lines, coupon and quote go with it. A season of shopping; an old cart is priced at today's prices anyway. */
  abandonedCarts: 90,
  /** Checkout idempotency keys, from their creation: a retry comes within seconds, a day is ample (purged by the payment sweep too). */
  idempotencyKeys: 1,
  /** Sent mail, from its sending: support can answer "did you send me …" for a season, then the copy (with its links and address) goes. */
  sentMail: 90,
  /** Mail never sent (no SMTP, or given up), from its writing: the sender stops retrying after a day (lib/rules/outbox-retry.ts), the row stays for support as long as a sent one. */
  unsentMail: 90,
  /** Verification and reset links, from their expiry (used or not): a week to answer "my link does not work"; the verification page still answers a used link until then. */
  oneTimeTokens: 7,
  /** A customer's session (refresh-token family), from its end (its last token expired, or it was revoked): far beyond the day an access token of it may live, which the revocation check needs. */
  refreshTokens: 30,
  /** Staff console sessions, from their end (expiry or logout/revocation): a month of "who was signed in from where"; each member's latest session stays (the console's "last login"). */
  staffSessions: 30,
  /** Staff invitation and password links, from their end (expiry or use): a month to answer "my invitation did not work". */
  staffPasswordLinks: 30,
  /** Login and lookup throttling windows, from their start: a window lasts minutes to an hour; a longer AUTH_RATE_LIMIT_WINDOW_SECONDS keeps its rows that long. */
  rateLimits: 1,
  /** Consent choices, from when they were made: proof of what a visitor allowed; 3 years (with a leap day), far beyond the 180 days a choice stands. */
  consentRecords: 3 * 365 + 1,
  /** Server log files (LOG_DIR), from the end of their day: a month to investigate an incident; without LOG_DIR the host's log retention should match. */
  serverLogs: 30,
  /** The staff audit log, from the action: kept longest, 5 years (with two leap days), as long as the tax records it explains. */
  staffAudit: 5 * 365 + 2,
  /** Impersonations (a sales person shopping as a customer), from their end: audit, as long as the staff audit. */
  impersonations: 5 * 365 + 2,
  /** Data-rights requests (export, deletion), from when they were made: proof they were answered, as long as the staff audit. */
  privacyRequests: 5 * 365 + 2,
} as const satisfies Record<string, number>;

export type RetentionKind = keyof typeof RETENTION_DAYS;

export const RETENTION_KINDS = Object.keys(RETENTION_DAYS) as RetentionKind[];
