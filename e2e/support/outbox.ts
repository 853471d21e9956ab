import { expect, type APIRequestContext } from '@playwright/test';

/** One mail of the test outbox (`GET /api/test/outbox`, ENABLE_TEST_ENDPOINTS only). */
export type OutboxMail = { subject: string; text: string; links: string[]; kind: string; language: string };

/** The newest mail of `kind` sent to `to`; waits (polling, no fixed sleep) until it exists. */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/test/outbox', { params: { to, kind } });
        expect(res.ok(), await res.text()).toBe(true);
        mail = ((await res.json()) as { items: OutboxMail[] }).items[0];
        return mail !== undefined;
      },
      { message: `a "${kind}" mail to ${to}` },
    )
    .toBe(true);
  return mail!;
}

/** The first link of that mail, as a path on the test server (links are absolute on PUBLIC_URL). */
export async function mailLink(request: APIRequestContext, to: string, kind: string): Promise<URL> {
  const mail = await latestMail(request, to, kind);
  expect(mail.links.length, `links of the ${kind} mail`).toBeGreaterThan(0);
  return new URL(mail.links[0]!);
}
