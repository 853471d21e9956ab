import type { TestApi } from './test-api';

export { DEMO_PASSWORD } from '@/lib/backend/db/seed/demo-partners';
import { DEMO_PASSWORD } from '@/lib/backend/db/seed/demo-partners';

/** Logs a customer in through the API and returns the session record. */
export async function login(t: TestApi, email = 'demo@acme.test', partner = 'acme', password = DEMO_PASSWORD) {
  const res = await t.call('POST', '/Customers/Login', { email, password, partnerCode: partner }, { partner });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; at: string; rt: string; ad: number; rd: number; eml: string };
}

/** The newest outbox mail to a recipient (optionally of one kind). */
export async function lastMail(t: TestApi, to: string, kind?: string) {
  const res = await t.call('GET', `/test/outbox?to=${encodeURIComponent(to)}${kind ? `&kind=${kind}` : ''}`, undefined, { partner: null });
  return (res.body.items as { subject: string; text: string; html: string; links: string[]; kind: string; language: string }[])[0];
}

/** The last path segment of a mailed link (the token). */
export const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').pathname.split('/').pop() ?? '';
