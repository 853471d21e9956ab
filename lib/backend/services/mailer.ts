import { eq } from 'drizzle-orm';
import { nextAttemptAfterFailure, OUTBOX_RETRY } from '@/lib/rules/outbox-retry';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import { createSmtpTransport } from './smtp-transport';

/**
 * Outgoing mail (issue #2): every message is written to the outbox table; with SMTP_URL set
 * it is also sent and marked sent. Without SMTP the outbox is the delivery (read by tests and
 * by support staff through the test-only endpoint). With SMTP the row is held for the grace
 * period while this send runs, and a failed send leaves it due for the outbox sender's retries
 * (jobs/outbox-sender.ts, decision 0044), which also sends the mail that business transactions
 * write straight into the outbox.
 */
export type Mail = {
  partnerId?: number;
  to: string;
  kind: string;
  language: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

export type Mailer = { send(mail: Mail): Promise<void> };

export function createMailer(db: Database, options: { smtpUrl?: string; from: string; now?: () => Date }): Mailer {
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined;
  const now = options.now ?? (() => new Date());
  return {
    async send(mail) {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          partnerId: mail.partnerId,
          recipient: mail.to,
          kind: mail.kind,
          language: mail.language,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          links: mail.links,
          // the send below holds the row: the outbox sender leaves it alone for the grace period
          nextAttemptAt: transport ? new Date(now().getTime() + OUTBOX_RETRY.graceMs) : null,
        })
        .returning({ id: outboxEmails.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(outboxEmails).set({ sentAt: now(), attempts: 1 }).where(eq(outboxEmails.id, row.id));
      } catch (error) {
        // The request that caused the mail still succeeds; the failure stays visible in the outbox
        // and the outbox sender tries again after the backoff.
        await db.update(outboxEmails).set({ error: String(error), attempts: 1, nextAttemptAt: nextAttemptAfterFailure(1, now()) }).where(eq(outboxEmails.id, row.id));
      }
    },
  };
}
