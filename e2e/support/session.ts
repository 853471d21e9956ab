import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { SESSION_FIELDS } from '../../lib/session/store';
import { ACME, DEMO_PASSWORD } from './data';
import { messages, type LangCase } from './i18n';
import { mailLink } from './outbox';

export const DEMO = { acme: { email: ACME.demo.email, partner: ACME.code }, password: DEMO_PASSWORD } as const;

export type SessionRecord = { id: number; at: string; rt: string; rd: number; nm: string };

/**
 * Logs a customer in through the API (no UI) and puts the session where a UI login leaves it:
 * the browser's storage and the cookies the storefront's server reads (DESIGN §4).
 */
export async function loginThroughApi(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  email: string,
  partner: string,
  password: string = DEMO_PASSWORD,
): Promise<SessionRecord> {
  const res = await request.post('/api/Customers/Login', {
    headers: { 'X-Partner-Code': partner, 'Accept-Language': 'el' },
    data: { email, password, partnerCode: partner },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const session = (await res.json()) as SessionRecord;
  const url = new URL(baseURL);
  const cookie = { domain: url.hostname, path: '/', sameSite: 'Lax' as const };
  await context.addCookies([
    { ...cookie, name: 'usr_fe_session', value: encodeURIComponent(JSON.stringify({ id: session.id, ld: Date.now(), rd: session.rd, pc: partner })) },
    { ...cookie, name: 'usr_fe_at', value: session.at },
  ]);
  // …and in the browser's storage, as after a UI login (private pages need both).
  await seedBrowserSession(context, session);
  return session;
}

/**
 * Puts a session from `loginThroughApi` into the browser's localStorage too (as a UI login
 * does), so client-side calls carry the customer's token. Only when no session is stored yet:
 * tokens the app refreshed later are never overwritten.
 */
async function seedBrowserSession(context: BrowserContext, session: SessionRecord): Promise<void> {
  const record = { ...session, ld: Date.now(), impersonation: 'false' };
  await context.addInitScript(({ values, fields }: { values: Record<string, unknown>; fields: readonly string[] }) => {
    try {
      // Once per tab: a test that logs out or edits the session later must not get it back.
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.sessionStorage.setItem('e2e-session-seeded', '1');
      if (window.localStorage.getItem('usr_fe_id')) return;
      for (const field of fields) {
        const value = values[field];
        if (value !== undefined && value !== null) window.localStorage.setItem(`usr_fe_${field}`, String(value));
      }
    } catch {
      // about:blank and other opaque origins have no storage
    }
  }, { values: record, fields: SESSION_FIELDS });
}

/**
 * Waits until React has hydrated the page's form: before that, a click on submit would send a
 * native GET form submission instead of the app's API call.
 */
export async function waitForHydration(page: Page, selector = 'form'): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/** Opens `/{prefix}/{partner}/login` (with an optional query) and waits for the form to be live. */
export async function openLogin(page: Page, { prefix }: LangCase, query = '', partner: string = ACME.code): Promise<void> {
  await page.goto(`${prefix}/${partner}/login${query}`);
  await waitForHydration(page);
}

/** Fills and sends the login form of the current page. */
export async function submitLogin(page: Page, { lang }: LangCase, email: string, password: string): Promise<void> {
  const m = messages(lang);
  await page.getByLabel(m.auth.email, { exact: true }).fill(email);
  await page.getByLabel(m.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: m.auth.login.submit, exact: true }).click();
}

/** Logs in through the UI and waits for the partner landing page's welcome line. */
export async function loginThroughUi(page: Page, lc: LangCase, email: string, password: string, firstName: string): Promise<void> {
  await openLogin(page, lc);
  await submitLogin(page, lc, email, password);
  await expectLanding(page, lc, firstName);
}

/** The landing page of acme in that language, greeting the customer by first name. */
export async function expectLanding(page: Page, { lang, prefix }: LangCase, firstName: string): Promise<void> {
  const m = messages(lang);
  await expect(page).toHaveURL(new RegExp(`^[^?#]*//127\\.0\\.0\\.1:\\d+${prefix}/${ACME.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: ACME.name })).toBeVisible();
  await expect(page.getByText(m.landing.welcome.replace('{name}', firstName), { exact: true })).toBeVisible();
}

/** Registers and verifies a new acme customer through the API (tests that only need an account). */
export async function createVerifiedCustomer(
  request: APIRequestContext,
  lang: LangCase['lang'],
  customer: { email: string; password: string; firstName: string; lastName?: string },
  partner: { code: string; registrationCode: string } = ACME,
): Promise<void> {
  const headers = { 'X-Partner-Code': partner.code, 'Accept-Language': lang };
  const res = await request.post('/api/Customers/Register', {
    headers,
    data: { firstName: customer.firstName, lastName: customer.lastName ?? 'E2E', email: customer.email, password: customer.password, registrationCode: partner.registrationCode },
  });
  expect(res.status(), await res.text()).toBe(202);
  const link = await mailLink(request, customer.email, 'verify');
  const guid = link.pathname.split('/').pop()!;
  const verified = await request.post('/api/Customers/ValidateRegistration', { headers, data: { guid } });
  expect(verified.ok(), await verified.text()).toBe(true);
}
