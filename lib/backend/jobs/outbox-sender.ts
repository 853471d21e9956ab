import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { nextAttemptAfterFailure, OUTBOX_RETRY, type OutboxRetryPolicy } from '@/lib/rules/outbox-retry';
import type { Database } from '../db/client';
import { outboxEmails, type MailAttachmentRef } from '../db/schema';
import { createSmtpTransport, type SmtpTransport } from '../services/smtp-transport';

/**
 * The transactional-outbox sender (issue #45, decision 0044). Mail written straight into the
 * outbox inside a business transaction (the gift card issued when an order is paid) and mail whose
 * immediate send failed are sent from here when SMTP is configured; without SMTP the outbox is the
 * delivery and this does nothing.
 *
 * One UPDATE claims a batch of due rows (rules/outbox-retry.ts) taken with FOR UPDATE SKIP LOCKED:
 * it counts the attempt and moves next_attempt_at past the lease, so another instance running at
 * the same time skips them (locked) or finds them not due (leased). Each is then sent; a sent row
 * gets sent_at, a failed one its error and the next try (or none once given up). A process killed
 * between the send and the sent_at leaves the row to be sent again after the lease: delivery is
 * at least once, never lost.
 */
export type OutboxSendResult = { sent: number; failed: number };

/** Makes a mail's attachment when it is sent (lib/backend/documents/mail-attachment.ts). */
export type MailAttacher = (ref: MailAttachmentRef) => Promise<{ filename: string; content: Uint8Array }>;

export type OutboxSenderDeps = { db: Database; now: () => Date; env: { SMTP_URL?: string; MAIL_FROM: string }; attach?: MailAttacher };

export type OutboxSenderOptions = { batch?: number; policy?: OutboxRetryPolicy; transport?: SmtpTransport };

export async function sendOutbox(deps: OutboxSenderDeps, options: OutboxSenderOptions = {}): Promise<OutboxSendResult> {
  const result: OutboxSendResult = { sent: 0, failed: 0 };
  const smtpUrl = deps.env.SMTP_URL;
  if (!smtpUrl && !options.transport) return result;
  const policy = options.policy ?? OUTBOX_RETRY;
  const claimed = await claimDue(deps.db, deps.now(), options.batch ?? 50, policy);
  if (claimed.length === 0) return result;
  const transport = options.transport ?? createSmtpTransport(smtpUrl!);
  try {
    for (const row of claimed) {
      try {
        // A mail's file is made now (an order's PDF as it stands); a mail that cannot carry it is not sent without it.
        if (row.attachment && !deps.attach) throw new Error(`no way to make the ${row.attachment.kind} attachment`);
        const file = row.attachment && deps.attach ? await deps.attach(row.attachment) : undefined;
        const attachments = file ? [{ filename: file.filename, content: Buffer.from(file.content), contentType: 'application/pdf' }] : undefined;
        await transport.sendMail({ from: deps.env.MAIL_FROM, to: row.recipient, subject: row.subject, text: row.text, html: row.html, ...(attachments ? { attachments } : {}) });
      } catch (error) {
        result.failed += 1;
        await deps.db.update(outboxEmails).set({ error: String(error), nextAttemptAt: nextAttemptAfterFailure(row.attempts, deps.now(), policy) }).where(eq(outboxEmails.id, row.id));
        continue;
      }
      result.sent += 1;
      await deps.db.update(outboxEmails).set({ sentAt: deps.now(), error: null, nextAttemptAt: null }).where(eq(outboxEmails.id, row.id));
    }
  } finally {
    if (!options.transport) transport.close();
  }
  return result;
}

/** Claims up to `batch` due rows in one statement (the lease); returns them with their new attempt count. */
async function claimDue(db: Database, now: Date, batch: number, policy: OutboxRetryPolicy) {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        isNull(outboxEmails.sentAt),
        lt(outboxEmails.attempts, policy.maxAttempts),
        gte(outboxEmails.createdAt, new Date(now.getTime() - policy.maxAgeMs)),
        or(isNull(outboxEmails.nextAttemptAt), lte(outboxEmails.nextAttemptAt, now)),
      ),
    )
    .orderBy(outboxEmails.id)
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + policy.leaseMs) })
    .where(inArray(outboxEmails.id, due))
    .returning({ id: outboxEmails.id, recipient: outboxEmails.recipient, subject: outboxEmails.subject, text: outboxEmails.text, html: outboxEmails.html, attachment: outboxEmails.attachment, attempts: outboxEmails.attempts });
}
