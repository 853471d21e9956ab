import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Company, CompanyMember } from '../../lib/contract/companies';
import type { PurchaseRequestList, Spending } from '../../lib/contract/purchase-requests';
import type { StaffCompany, StaffPayment } from '../../lib/contract/staff-companies';
import type { CompanyRole } from '../../lib/rules/company/company-roles';
import { ShopApi } from './checkout';
import { ACME, newPassword, uniqueEmail } from './data';
import type { Lang } from './i18n';
import { mailLink } from './outbox';
import { createVerifiedCustomer, loginThroughApi, type SessionRecord } from './session';
import { employeeAuth } from './staff';

/**
 * Company accounts in the e2e specs (issue #50): a company made by staff over the operations API
 * (active at once, with its admin, approval threshold, payment terms and credit), members invited
 * and registered through the mailed link over the customer API, and the customer calls the specs
 * check the pages against.
 */
export const PHONE = { width: 390, height: 844 } as const;

/** A Greek ΑΦΜ with a valid check digit that no other test uses (a company's ΑΦΜ is unique per partner). */
export function uniqueVatNumber(): string {
  for (;;) {
    const digits = String(randomInt(10_000_000, 99_999_999));
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(digits[i]) * 2 ** (8 - i);
    const check = (sum % 11) % 10;
    if (digits !== '00000000') return `${digits}${check}`;
  }
}

export type Person = { email: string; password: string; firstName: string; lastName: string };
export type Account = Person & { session: SessionRecord; shop: ShopApi; lang: Lang };

const headersOf = (token: string, lang: Lang) => ({ Authorization: `Bearer ${token}`, 'X-Partner-Code': ACME.code, 'Accept-Language': lang });

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

export function newPerson(lang: Lang, tag: string): Person {
  return { email: uniqueEmail(`company-${tag}-${lang}`), password: newPassword(), firstName: lang === 'el' ? 'Ελένη' : 'Helen', lastName: `${tag[0]!.toUpperCase()}${tag.slice(1)}` };
}

/** Logs an account in over the API (the session only, for API calls). */
export async function apiLogin(request: APIRequestContext, lang: Lang, person: Person): Promise<Account> {
  const res = await request.post('/api/Customers/Login', { headers: { 'X-Partner-Code': ACME.code, 'Accept-Language': lang }, data: { email: person.email, password: person.password, partnerCode: ACME.code } });
  const session = await json<SessionRecord>(res);
  return { ...person, session, shop: new ShopApi(request, session.at, lang), lang };
}

export type CompanyRules = { thresholdCents?: number | null; termsDays?: number | null; creditLimitCents?: number };

/**
 * An active company of acme made by the Employee over the operations API, with `adminCustomerId`
 * its admin, then its approval threshold, payment terms and credit limit set.
 */
export async function staffCompany(request: APIRequestContext, adminCustomerId: number, name: string, rules: CompanyRules = {}): Promise<StaffCompany> {
  const headers = await employeeAuth(request);
  const invoice = { name, vatNumber: uniqueVatNumber(), taxOffice: 'ΦΑΕ Αθηνών', activity: 'Χονδρικό εμπόριο ενδυμάτων' };
  const created = await json<StaffCompany>(await request.post('/api/staff/companies', { headers, data: { partnerCode: ACME.code, ...invoice, adminCustomerId } }), 201);
  expect(created.status).toBe('active');
  return json<StaffCompany>(
    await request.put(`/api/staff/companies/${created.id}`, {
      headers,
      data: {
        ...invoice,
        approvalThresholdCents: rules.thresholdCents ?? null,
        paymentTermsDays: rules.termsDays ?? null,
        creditLimitCents: rules.creditLimitCents ?? 0,
        expectedVersion: created.version,
      },
    }),
  );
}

/**
 * A new verified customer who is the admin of a new company with `rules`, logged in over the API;
 * and in the browser too when `browser` gives its context (the spec's page is then the admin's).
 */
export async function companyWithAdmin(request: APIRequestContext, lang: Lang, tag: string, rules: CompanyRules = {}, browser?: { context: BrowserContext; baseURL: string }) {
  const person = newPerson(lang, `${tag}-admin`);
  await createVerifiedCustomer(request, lang, person);
  const admin = browser ? await browserLogin(request, browser.context, browser.baseURL, lang, person) : await apiLogin(request, lang, person);
  const name = `${lang === 'el' ? 'Δοκιμή' : 'Test'} ${tag} ${randomUUID().slice(0, 8)} Α.Ε.`;
  const company = await staffCompany(request, admin.session.id, name, rules);
  return { admin, company, api: new CompanyApi(request, admin) };
}

/** Logs an account in in the browser `context` (cookies and storage, as a UI login leaves them). */
export async function browserLogin(request: APIRequestContext, context: BrowserContext, baseURL: string, lang: Lang, person: Person): Promise<Account> {
  const session = await loginThroughApi(request, context, baseURL, person.email, ACME.code, person.password);
  return { ...person, session, shop: new ShopApi(request, session.at, lang), lang };
}

/** The company calls of one member (the oracle the pages are checked against). */
export class CompanyApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly account: Account,
  ) {}

  private get headers() {
    return headersOf(this.account.session.at, this.account.lang);
  }

  company = async () => json<Company>(await this.request.get('/api/Company', { headers: this.headers }));
  spending = async () => json<Spending>(await this.request.get('/api/Company/Spending', { headers: this.headers }));
  requests = async () => json<PurchaseRequestList>(await this.request.get('/api/Company/Requests', { headers: this.headers, params: { pageSize: 50 } }));
  members = async () => (await json<{ items: CompanyMember[] }>(await this.request.get('/api/Company/Members', { headers: this.headers }))).items;

  /** The admin invites `email` with `role`: the join link of the mail the outbox holds. */
  async invite(email: string, role: CompanyRole): Promise<URL> {
    await json(await this.request.post('/api/Company/Invitations', { headers: this.headers, data: { email, role } }), 201);
    return mailLink(this.request, email, 'companyInvitation');
  }

  async addAddress(title: string) {
    const address = { title, firstName: 'Άννα', lastName: 'Οικονόμου', country: 'GR', address: 'Θηβών 120', city: 'Ρέντης', postalCode: '18233', mobile: '6944556677' };
    return json<{ id: number }>(await this.request.post('/api/Company/Addresses', { headers: this.headers, data: address }), 201);
  }

  /** The admin sets a member's role, limit and always-needs-approval. */
  async setMember(email: string, change: { role: CompanyRole; spendingLimitCents: number | null; limitPeriod?: 'month' | 'quarter'; alwaysNeedsApproval?: boolean }) {
    const member = (await this.members()).find((m) => m.email === email);
    expect(member, `${email} is a member`).toBeDefined();
    await json(await this.request.put(`/api/Company/Members/${member!.id}`, { headers: this.headers, data: { limitPeriod: 'month', alwaysNeedsApproval: false, ...change } }));
  }
}

/** The token of a join link (`/{lang}/{partner}/join/{token}`). */
export const tokenOf = (link: URL) => link.pathname.split('/').pop()!;

/** A colleague the admin invited with `role`, registered through the link over the API, logged in over the API. */
export async function memberOverApi(request: APIRequestContext, admin: CompanyApi, lang: Lang, role: CompanyRole, tag: string): Promise<Account> {
  const person = newPerson(lang, tag);
  const link = await admin.invite(person.email, role);
  const { email: _email, ...body } = person;
  await json(await request.post('/api/Company/Invitations/Accept', { headers: { 'X-Partner-Code': ACME.code, 'Accept-Language': lang }, data: { token: tokenOf(link), ...body } }), 201);
  return apiLogin(request, lang, person);
}

/** A browser context of its own for `account` (at `viewport` from the start when given), logged in. */
export async function contextOf(browser: Browser, baseURL: string, account: Account, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: account.lang, ...(viewport ? { viewport, isMobile: true, hasTouch: true } : {}) });
  await loginThroughApi(context.request, context, baseURL, account.email, ACME.code, account.password);
  return { context, page: await context.newPage() };
}

/** Staff record a payment received from the company over the operations API (as an ERP does, with an Idempotency-Key). */
export async function recordPayment(request: APIRequestContext, companyId: number, amountCents: number, reference: string): Promise<StaffPayment> {
  const headers = { ...(await employeeAuth(request)), 'Idempotency-Key': `e2e-${randomUUID()}` };
  const first = await json<StaffPayment>(await request.post(`/api/staff/companies/${companyId}/payments`, { headers, data: { amountCents, reference } }), 201);
  // The same key again answers the same payment and records nothing.
  const again = await request.post(`/api/staff/companies/${companyId}/payments`, { headers, data: { amountCents, reference } });
  expect([200, 201]).toContain(again.status());
  expect(((await again.json()) as StaffPayment).id).toBe(first.id);
  return first;
}
