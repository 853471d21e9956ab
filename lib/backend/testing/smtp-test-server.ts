import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port for API tests (issue #45, the outbox sender): keeps every
 * message it accepts (recipient and raw text), refuses mail while `down` is set (a 451, as a server
 * that is away or overloaded answers), and can take `delayMs` per message so that concurrent
 * senders overlap.
 */
export type ReceivedMail = { to: string[]; raw: string };

export type SmtpTestServer = { url: string; received: ReceivedMail[]; down: boolean; delayMs: number; close(): Promise<void> };

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const state: SmtpTestServer = { url: '', received: [], down: false, delayMs: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.down) return callback();
      const refused = Object.assign(new Error('mail server unavailable (test)'), { responseCode: 451 });
      return callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The message's text: its base64 parts decoded (nodemailer encodes non-ASCII bodies so). */
export function readableText(mail: ReceivedMail): string {
  const parts = [...mail.raw.matchAll(/Content-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) => Buffer.from(m[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8'));
  return [mail.raw, ...parts].join('\n');
}

/** How many messages went to `address`. */
export const deliveredTo = (server: SmtpTestServer, address: string) => server.received.filter((m) => m.to.includes(address)).length;
