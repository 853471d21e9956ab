import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import { eq } from 'drizzle-orm';

/**
 * Outgoing mail (issue #2): every message is written to the outbox table; with SMTP_URL set
 * it is also sent and marked sent. Without SMTP the outbox is the delivery (read by tests and
 * by support staff through the test-only endpoint).
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

export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
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
        })
        .returning({ id: outboxEmails.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, row.id));
      } catch (error) {
        // The request that caused the mail still succeeds; the failure stays visible in the outbox.
        await db.update(outboxEmails).set({ error: String(error) }).where(eq(outboxEmails.id, row.id));
      }
    },
  };
}
