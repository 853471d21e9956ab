import { eq } from 'drizzle-orm';
import { DefaultLanguage } from '@/lib/contract/enums';
import { acceptLanguageCode } from '@/lib/routing/config';
import { MAILED_RETURN_STATUSES, type ReturnStatus } from '@/lib/rules/return-lifecycle';
import type { ApiDeps } from '../context';
import { customers, orders, partners, returnRequests } from '../db/schema';
import { mailCustomer } from '../mail/mail-customer';

const MAIL_KINDS = { Refunded: 'returnRefunded', Rejected: 'returnRejected' } as const;

/**
 * Tells the customer that their return was refunded or refused, in the order's language, with a
 * link to their orders. Sent after the change is committed; a failure is logged, never undoes it.
 */
export async function mailReturnChange(deps: ApiDeps, change: { returnId: number; status: ReturnStatus }): Promise<void> {
  if (!MAILED_RETURN_STATUSES.has(change.status)) return;
  const kind = MAIL_KINDS[change.status as keyof typeof MAIL_KINDS];
  try {
    const [row] = await deps.db
      .select({ number: returnRequests.number, order: orders.orderNumber, email: orders.email, language: orders.language, firstName: customers.firstName, partner: { id: partners.id, code: partners.code, name: partners.name, status: partners.status } })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(customers, eq(customers.id, returnRequests.customerId))
      .innerJoin(partners, eq(partners.id, returnRequests.partnerId))
      .where(eq(returnRequests.id, change.returnId));
    if (!row) return;
    const lang = acceptLanguageCode(row.language) ?? DefaultLanguage;
    await mailCustomer(deps, { kind, lang, partner: row.partner, to: row.email, firstName: row.firstName, path: 'profile/orders', values: { number: row.number, order: row.order } });
  } catch (error) {
    console.error('[returns] mail failed', change, error);
  }
}
