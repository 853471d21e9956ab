import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { customers, partners } from '../../db/schema';
import { mailCustomer } from '../../mail/mail-customer';
import type { QuoteRow } from './quote-view';

/**
 * Tells the customer that staff revised their quote (issue #18 item 3), in the language the quote
 * was requested in, with a link to it in the profile. Sent after the revision is committed; a
 * failure is logged and never undoes it.
 */
export async function sendQuoteRevisedMail(deps: ApiDeps, quote: QuoteRow): Promise<void> {
  try {
    const [row] = await deps.db
      .select({ email: customers.email, firstName: customers.firstName, partner: { id: partners.id, code: partners.code, name: partners.name, status: partners.status } })
      .from(customers)
      .innerJoin(partners, eq(partners.id, customers.partnerId))
      .where(eq(customers.id, quote.customerId));
    if (!row) return;
    await mailCustomer(deps, { kind: 'quoteRevised', lang: quote.lang, partner: row.partner, to: row.email, firstName: row.firstName, path: `profile/quotes/${quote.uid}` });
  } catch (error) {
    console.error('[quotes] mail failed', quote.id, error);
  }
}
