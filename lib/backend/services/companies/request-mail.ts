import { and, eq, inArray, ne } from 'drizzle-orm';
import { DefaultLanguage, type Language } from '@/lib/contract/enums';
import { formatMoney } from '@/lib/i18n/money';
import { acceptLanguageCode } from '@/lib/routing/config';
import type { ApiDeps } from '../../context';
import { companies, companyMembers, customers, orders, partners, purchaseRequests } from '../../db/schema';
import { mailCustomer } from '../../mail/mail-customer';
import type { PurchaseRequestMailKind } from '../../mail/templates';

/**
 * The mails of a purchase request (issue #50 item 4), each after its transaction committed; a
 * failure is logged and never undoes the decision (the mailer records SMTP failures in the outbox).
 * A new request: each approver and admin of the company other than the buyer, in their own
 * language, with a link to the requests in their profile; and the buyer ("sent for approval").
 * Its end: the buyer, in the order's language, to the order's e-mail: approved (with the page to
 * pay an online payment), declined (with the reason), expired, or cancelled.
 */
const languageOf = (value: string): Language => acceptLanguageCode(value) ?? DefaultLanguage;

const when = (at: Date, lang: Language) => new Intl.DateTimeFormat(lang === 'el' ? 'el-GR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Athens' }).format(at);

async function requestFacts(deps: ApiDeps, requestId: number) {
  const [row] = await deps.db
    .select({
      companyId: purchaseRequests.companyId,
      buyerCustomerId: purchaseRequests.buyerCustomerId,
      holdUntil: purchaseRequests.holdUntil,
      note: purchaseRequests.note,
      company: companies.name,
      orderNumber: orders.orderNumber,
      orderEmail: orders.email,
      orderLanguage: orders.language,
      totalCents: orders.totalCents,
      buyerFirstName: customers.firstName,
      buyerLastName: customers.lastName,
      partner: { id: partners.id, code: partners.code, name: partners.name, status: partners.status },
    })
    .from(purchaseRequests)
    .innerJoin(orders, eq(orders.id, purchaseRequests.orderId))
    .innerJoin(companies, eq(companies.id, purchaseRequests.companyId))
    .innerJoin(customers, eq(customers.id, purchaseRequests.buyerCustomerId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .where(eq(purchaseRequests.id, requestId));
  return row;
}

/** A new request: its approvers (every approver and admin but the buyer) and its buyer. */
export async function mailNewRequest(deps: ApiDeps, requestId: number): Promise<void> {
  try {
    const facts = await requestFacts(deps, requestId);
    if (!facts) return;
    const approvers = await deps.db
      .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
      .from(companyMembers)
      .innerJoin(customers, eq(customers.id, companyMembers.customerId))
      .where(and(eq(companyMembers.companyId, facts.companyId), inArray(companyMembers.role, ['approver', 'admin']), ne(companyMembers.customerId, facts.buyerCustomerId)));
    const buyer = `${facts.buyerFirstName} ${facts.buyerLastName}`.trim();
    for (const approver of approvers) {
      const lang = languageOf(approver.language);
      await mailCustomer(deps, {
        kind: 'requestToApprove',
        lang,
        partner: facts.partner,
        to: approver.email,
        firstName: approver.firstName,
        path: 'profile/company/requests',
        values: { number: facts.orderNumber, buyer, company: facts.company, total: formatMoney(facts.totalCents, lang), until: when(facts.holdUntil, lang) },
      });
    }
    await mailBuyer(deps, facts, 'requestSent');
  } catch (error) {
    console.error('[companies] request mail failed', requestId, error);
  }
}

type Facts = NonNullable<Awaited<ReturnType<typeof requestFacts>>>;

async function mailBuyer(deps: ApiDeps, facts: Facts, kind: PurchaseRequestMailKind, payPath?: string): Promise<void> {
  const lang = languageOf(facts.orderLanguage);
  const [buyer] = await deps.db.select({ firstName: customers.firstName }).from(customers).where(eq(customers.id, facts.buyerCustomerId));
  await mailCustomer(deps, {
    kind,
    lang,
    partner: facts.partner,
    to: facts.orderEmail,
    firstName: buyer?.firstName ?? facts.buyerFirstName,
    path: payPath ?? 'profile/orders',
    values: { number: facts.orderNumber, company: facts.company, total: formatMoney(facts.totalCents, lang), until: when(facts.holdUntil, lang), reason: facts.note ?? '' },
  });
}

/** The buyer is told how their request ended (`payPath`: the storefront page, after `/{lang}/{partner}/`, that pays an approved online payment). */
export async function mailRequestOutcome(deps: ApiDeps, requestId: number, kind: Exclude<PurchaseRequestMailKind, 'requestToApprove' | 'requestSent'>, payPath?: string): Promise<void> {
  try {
    const facts = await requestFacts(deps, requestId);
    if (facts) await mailBuyer(deps, facts, kind, payPath);
  } catch (error) {
    console.error('[companies] request mail failed', requestId, kind, error);
  }
}
