import nodemailer from 'nodemailer';

/**
 * The SMTP transport of the mailer and the outbox sender. Bounded timeouts keep one send well
 * inside the outbox sender's lease (rules/outbox-retry.ts), so a slow server cannot make a
 * second instance take the same mail while the first is still sending it.
 */
export function createSmtpTransport(url: string) {
  return nodemailer.createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
}

export type SmtpTransport = ReturnType<typeof createSmtpTransport>;
