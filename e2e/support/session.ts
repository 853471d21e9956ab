import type { APIRequestContext, BrowserContext } from '@playwright/test';

export const DEMO = { acme: { email: 'demo@acme.test', partner: 'acme' }, password: 'Demo-2026!' } as const;

/**
 * Logs a customer in through the API (no UI) and mirrors the session into the cookies the
 * storefront's server reads (DESIGN §4), as the browser session store does after a UI login.
 */
export async function loginThroughApi(request: APIRequestContext, context: BrowserContext, baseURL: string, email: string, partner: string) {
  const res = await request.post('/api/Customers/Login', {
    headers: { 'X-Partner-Code': partner, 'Accept-Language': 'el' },
    data: { email, password: DEMO.password, partnerCode: partner },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const session = (await res.json()) as { id: number; at: string; rd: number; nm: string };
  const url = new URL(baseURL);
  const cookie = { domain: url.hostname, path: '/', sameSite: 'Lax' as const };
  await context.addCookies([
    { ...cookie, name: 'usr_fe_session', value: encodeURIComponent(JSON.stringify({ id: session.id, ld: Date.now(), rd: session.rd, pc: partner })) },
    { ...cookie, name: 'usr_fe_at', value: session.at },
  ]);
  return session;
}
